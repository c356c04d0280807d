import { LocationsPage } from '../../features/admin-locations/locations-page';

export function meta() {
  return [{ title: 'Локации' }];
}

export default function AdminLocationsPage() {
  return <LocationsPage />;
}
