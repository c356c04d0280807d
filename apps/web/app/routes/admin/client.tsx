import { useParams } from 'react-router';
import { ClientPage } from '../../features/admin-clients/client-page';

export function meta() {
  return [{ title: 'Клиент' }];
}

export default function AdminClientPage() {
  const { id = '' } = useParams();
  return <ClientPage key={id} id={id} />;
}
