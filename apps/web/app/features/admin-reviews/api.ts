import { type adminReviewInputSchema, contentOperations as ops, type ReviewStatus } from '@app/contracts';
import type { z } from 'zod';
import { call } from '../admin-api/call';

/** What the review form edits: the contract's admin review input. */
export type ReviewInput = z.infer<typeof adminReviewInputSchema>;

export const EMPTY_REVIEW: ReviewInput = {
  name: '',
  email: '',
  rating: 5,
  service: '',
  text_de: '',
  text_ru: '',
  approved: false,
};

export const listReviews = (status: ReviewStatus) => (limit: number, skip: number) =>
  call(ops.reviews, { query: { limit, skip, status } });
export const createReview = (input: ReviewInput) => call(ops.createReview, { body: input });
export const updateReview = (id: string, input: Partial<ReviewInput>) =>
  call(ops.updateReview, { params: { id }, body: input });
export const deleteReview = (id: string) => call(ops.deleteReview, { params: { id } });
