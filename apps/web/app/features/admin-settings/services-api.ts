import { settingsOperations as ops, type Service, type ServicesSection } from '@app/contracts';
import { call } from '../admin-api/call';
import { ApiError } from '../admin-api/errors';
import { getSection } from './api';

/** The services calls of the office (ADR 024): one service, the order, a removal. */

const clean = (list: string[]) => list.map((x) => x.trim()).filter(Boolean);
/** What is sent: empty feature lines dropped. */
export function cleaned(service: Service): Service {
  return {
    ...service,
    features_de: clean(service.features_de),
    features_ru: clean(service.features_ru),
    tariffs: service.tariffs.map((t) => ({
      ...t,
      features_de: clean(t.features_de),
      features_ru: clean(t.features_ru),
    })),
  };
}

export const putService = (service: Service, version: number) =>
  call(ops.saveService, { params: { id: service.id }, body: { ...cleaned(service), version } });
export const deleteService = (id: string) => call(ops.deleteService, { params: { id } });
export const putServicesOrder = (ids: string[]) => call(ops.orderServices, { body: { ids } });

const isConflict = (error: unknown) => error instanceof ApiError && error.code === 'settings.changed_elsewhere';
const same = (a: Service | undefined, b: Service | undefined) => JSON.stringify(a) === JSON.stringify(b);

/** Where a save from an older version stands. */
export type SaveOutcome =
  | { saved: ServicesSection }
  /** This very service was changed (or removed) elsewhere: nothing written; `section` is the current one. */
  | { conflict: 'changed' | 'removed'; section: ServicesSection };

/**
 * Saves one service edited from `base` (the stored service it was opened with; undefined for a
 * new one) at the section `version`. When another tab wrote the section meanwhile (409) but left
 * this service as it was (it changed another one, or the order), the save is repeated on the
 * current version: nothing anyone saved is overwritten. When this service itself changed, the
 * caller is told and nothing is written.
 */
export async function saveFromVersion(
  service: Service,
  base: Service | undefined,
  version: number,
): Promise<SaveOutcome> {
  try {
    return { saved: await putService(service, version) };
  } catch (error) {
    if (!isConflict(error)) throw error;
  }
  const section = await getSection('services');
  const stored = section.services.find((s) => s.id === service.id);
  if (!same(stored, base)) return { conflict: stored ? 'changed' : 'removed', section };
  return { saved: await putService(service, section.version) };
}
