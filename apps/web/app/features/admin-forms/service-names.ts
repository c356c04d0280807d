import { adminKeys, useAdminData } from '../admin-api/queries';
import { getSection } from '../admin-settings/api';

interface Booked {
  service: string;
  service_name: string;
  tariff: string;
  tariff_name: string;
}

/**
 * The office's names of a booked service and tariff: the Russian name of today's service (the
 * request keeps the German name of the moment it was sent), else that kept name, else the id.
 */
export function useServiceNames() {
  const services = useAdminData(adminKeys.settings('services'), () => getSection('services')).data?.services ?? [];
  const find = (id: string) => services.find((s) => s.id === id);
  return {
    service: (b: Booked) => {
      const s = find(b.service);
      return s?.name_ru || s?.name_de || b.service_name || b.service;
    },
    tariff: (b: Booked) => {
      const t = find(b.service)?.tariffs.find((x) => x.id === b.tariff);
      return t?.name_ru || t?.name_de || b.tariff_name || b.tariff;
    },
  };
}
