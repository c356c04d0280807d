import { PrivacyPage } from '../../features/admin-privacy/privacy-page';

export function meta() {
  return [{ title: 'Персональные данные' }];
}

export default function AdminPrivacyPage() {
  return <PrivacyPage />;
}
