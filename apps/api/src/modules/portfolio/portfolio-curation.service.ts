import { portfolioFeaturedInputSchema, portfolioOrderInputSchema } from '@app/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, invalidField } from '../../http/errors.ts';
import { parseInput } from '../../http/parse-input.ts';
import { listItemIds, setFeatured, setPositions } from './portfolio.repository.ts';

const orderChanged = () =>
  new AppError('conflict', 'The list of projects changed meanwhile (a project was added or deleted): please reload');

/** The owner's lists (ADR 028): the order of the projects and the home page's featured ones. */
export function createPortfolioCurationService({ db, clock }: { db: Kysely<Database>; clock: () => Date }) {
  return {
    /** Every project in the owner's order (409 when the list does not name each project exactly once). */
    async setOrder(raw: { ids: string[] }): Promise<void> {
      const { ids } = parseInput(portfolioOrderInputSchema, raw);
      const all = new Set(await listItemIds(db));
      if (new Set(ids).size !== ids.length || ids.length !== all.size || ids.some((id) => !all.has(id))) {
        throw orderChanged();
      }
      await setPositions(db, ids);
    },

    /** Exactly these projects (at most MAX_FEATURED_PROJECTS, in this order) are the home page's. */
    async setFeatured(raw: { ids: string[] }): Promise<void> {
      const { ids } = parseInput(portfolioFeaturedInputSchema, raw);
      if (new Set(ids).size !== ids.length) throw invalidField('ids', 'invalid_choice', 'names a project twice');
      const all = new Set(await listItemIds(db));
      const unknown = ids.find((id) => !all.has(id));
      if (unknown) throw invalidField('ids', 'invalid_choice', `'${unknown}' is not a project`);
      await setFeatured(db, ids, clock().toISOString());
    },
  };
}
