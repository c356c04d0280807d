import type {
  AdminReview,
  adminReviewInputSchema,
  adminReviewUpdateSchema,
  Language,
  PublicReview,
  PublicReviewCreate,
  ReviewStatus,
} from '@app/contracts';
import type { Kysely, Updateable } from 'kysely';
import type { z } from 'zod';
import { newId } from '../../db/ids.ts';
import { fromFlag, toFlag } from '../../db/rows.ts';
import type { Database, ReviewTable } from '../../db/schema.ts';
import { invalidField, notFound } from '../../http/errors.ts';
import type { Created, Idempotency, IdempotencyKey, Once } from '../idempotency/idempotency.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { ConsentLedger } from '../privacy/privacy.consents.ts';
import { reviewOwnerMail } from './reviews.mails.ts';
import {
  deleteReview,
  findReviewById,
  insertReview,
  listReviews,
  type ReviewRow,
  updateReview,
} from './reviews.repository.ts';

export const PUBLIC_LIST_DEFAULT_LIMIT = 100;
export const ADMIN_LIST_DEFAULT_LIMIT = 500;

export const REVIEW_RECEIVED_MESSAGE = 'Thank you! Your review will be published once it has been approved.';

type AdminReviewInput = z.output<typeof adminReviewInputSchema>;
type AdminReviewUpdate = z.output<typeof adminReviewUpdateSchema>;

export function toAdminReview(row: ReviewRow): AdminReview {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    rating: row.rating,
    service: row.service,
    text_de: row.text_de,
    text_ru: row.text_ru,
    approved: fromFlag(row.approved),
    created_at: row.created_at,
  };
}

/** Built field by field, so an e-mail address can never reach a public answer. */
export function toPublicReview(row: ReviewRow): PublicReview {
  return {
    id: row.id,
    name: row.name,
    rating: row.rating,
    service: row.service,
    text_de: row.text_de,
    text_ru: row.text_ru,
    created_at: row.created_at,
  };
}

export interface ReviewServiceDeps {
  db: Kysely<Database>;
  clock: () => Date;
  idempotency: Idempotency;
  mail: Pick<MailService, 'notifyAdmin'>;
  consents: ConsentLedger;
}

export function createReviewService({ db, clock, idempotency, mail, consents }: ReviewServiceDeps) {
  async function getRow(id: string): Promise<ReviewRow> {
    const row = await findReviewById(db, id);
    if (!row) throw notFound('Review not found');
    return row;
  }

  return {
    /** Approved reviews only, newest first. */
    async listPublic(query: { limit?: number | undefined; skip?: number | undefined }): Promise<PublicReview[]> {
      const rows = await listReviews(db, {
        status: 'approved',
        limit: query.limit ?? PUBLIC_LIST_DEFAULT_LIMIT,
        skip: query.skip ?? 0,
      });
      return rows.map(toPublicReview);
    },

    /** A visitor's review: stored unapproved (shown only after moderation), the owner notified. */
    submit(
      input: PublicReviewCreate,
      { lang, idempotencyKey }: { lang: Language; idempotencyKey: IdempotencyKey | undefined },
    ): Promise<Once<Created>> {
      return idempotency.once('reviews', idempotencyKey, async (trx) => {
        const now = clock();
        const id = newId(now);
        await insertReview(trx, {
          id,
          name: input.name,
          email: input.email,
          rating: input.rating,
          service: input.service,
          text_de: input.text_de,
          text_ru: input.text_ru,
          approved: 0,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        });
        await consents.record(trx, { purpose: 'review', email: input.email, table: 'review', id, lang });
        await mail.notifyAdmin(trx, reviewOwnerMail(input));
        return { id, message: REVIEW_RECEIVED_MESSAGE };
      });
    },

    async listAdmin(query: {
      limit?: number | undefined;
      skip?: number | undefined;
      status?: ReviewStatus | undefined;
    }): Promise<AdminReview[]> {
      const rows = await listReviews(db, {
        status: query.status ?? 'all',
        limit: query.limit ?? ADMIN_LIST_DEFAULT_LIMIT,
        skip: query.skip ?? 0,
      });
      return rows.map(toAdminReview);
    },

    async create(input: AdminReviewInput): Promise<AdminReview> {
      const now = clock();
      const row: ReviewRow = {
        id: newId(now),
        ...input,
        approved: toFlag(input.approved),
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      };
      await insertReview(db, row);
      return toAdminReview(row);
    },

    /** Changes only the fields given; approving is `{approved: true}`. */
    async update(id: string, input: AdminReviewUpdate): Promise<AdminReview> {
      const current = await getRow(id);
      const patch: Updateable<ReviewTable> = {};
      for (const key of ['name', 'email', 'service', 'text_de', 'text_ru'] as const) {
        if (input[key] !== undefined) patch[key] = input[key];
      }
      if (input.rating !== undefined) patch.rating = input.rating;
      if (input.approved !== undefined) patch.approved = toFlag(input.approved);
      if ((patch.text_de ?? current.text_de) === '' && (patch.text_ru ?? current.text_ru) === '') {
        throw invalidField('text_de', 'required', 'is required (in German or Russian)');
      }
      patch.updated_at = clock().toISOString();
      await updateReview(db, id, patch);
      return toAdminReview({ ...current, ...patch } as ReviewRow);
    },

    async remove(id: string): Promise<void> {
      if ((await deleteReview(db, id)) === 0) throw notFound('Review not found');
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
