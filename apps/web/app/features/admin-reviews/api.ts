import type { AdminReview, adminReviewInputSchema, ReviewStatus } from '@app/contracts';
import type { z } from 'zod';
import { api } from '../admin-api/client';

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
  api<AdminReview[]>('/admin/reviews', { query: { limit, skip, status } });
export const createReview = (input: ReviewInput) => api<AdminReview>('/admin/reviews', { json: input });
export const updateReview = (id: string, input: Partial<ReviewInput>) =>
  api<AdminReview>(`/admin/reviews/${id}`, { method: 'PUT', json: input });
export const deleteReview = (id: string) => api(`/admin/reviews/${id}`, { method: 'DELETE' });
