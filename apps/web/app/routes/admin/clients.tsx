import { ClientsPage } from '../../features/admin-clients/clients-page';

export function meta() {
  return [{ title: 'Клиенты' }];
}

export default function AdminClientsPage() {
  return <ClientsPage />;
}
