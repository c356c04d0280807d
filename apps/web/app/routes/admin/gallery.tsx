import { useParams } from 'react-router';
import { GalleryPage } from '../../features/admin-galleries/gallery-page';

export function meta() {
  return [{ title: 'Галерея клиента' }];
}

export default function AdminGalleryPage() {
  const { id = '' } = useParams();
  return <GalleryPage key={id} id={id} />;
}
