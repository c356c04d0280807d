import { type Service, servicesSettingsSchema } from '@app/contracts';
import { loadJson } from '../../lib/load';
import type { servicesContext } from '../../lib/server-context';
import { DEFAULT_REVIEW_SERVICES, type ReviewService } from './review-services';

type Ctx = { get: (key: typeof servicesContext) => import('../../lib/server-context').ServerServices };

/** The active services by id and names (the defaults when none can be read), to name a review's service. */
export async function loadReviewServices(context: Ctx): Promise<ReviewService[]> {
  const answer = await loadJson(
    context,
    '/api/admin/settings/services',
    { services: [] as Service[] },
    servicesSettingsSchema,
  );
  const active = answer.services.filter((s) => s.active).map(({ id, name_de, name_ru }) => ({ id, name_de, name_ru }));
  return active.length > 0 ? active : DEFAULT_REVIEW_SERVICES;
}
