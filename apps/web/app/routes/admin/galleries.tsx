import { GalleriesPage } from '../../features/admin-galleries/galleries-page';

export function meta() {
  return [{ title: 'Галереи клиентов' }];
}

export default function AdminGalleriesPage() {
  return <GalleriesPage />;
}
