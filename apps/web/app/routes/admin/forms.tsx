import { FormsInbox } from '../../features/admin-forms/forms-inbox';

export function meta() {
  return [{ title: 'Заявки и сообщения' }];
}

export default function AdminFormsPage() {
  return <FormsInbox />;
}
