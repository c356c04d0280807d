import { DocumentsTab } from '../../features/admin-documents/documents-tab';
import { SettingsPage } from '../../features/admin-settings/settings-page';

export function meta() {
  return [{ title: 'Настройки' }];
}

export default function AdminSettingsPage() {
  return <SettingsPage documents={(notify) => <DocumentsTab notify={notify} />} />;
}
