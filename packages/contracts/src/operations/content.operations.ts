import { z } from 'zod';
import { messageResponseSchema } from '../auth.ts';
import { adminBlogPostSchema, adminBlogQuerySchema } from '../blog.ts';
import {
  categoriesResponseSchema,
  portfolioCategoryCreateSchema,
  portfolioCategorySchema,
  portfolioCategoryUpdateSchema,
} from '../categories.ts';
import { idParamSchema } from '../common.ts';
import { imageInfoSchema } from '../image.ts';
import {
  adminPortfolioItemSchema,
  adminPortfolioQuerySchema,
  portfolioFeaturedInputSchema,
  portfolioOrderInputSchema,
  portfolioPhotoSchema,
  portfolioPhotosInputSchema,
  projectConsentInputSchema,
} from '../portfolio.ts';
import {
  adminReviewInputSchema,
  adminReviewListQuerySchema,
  adminReviewSchema,
  adminReviewUpdateSchema,
} from '../reviews.ts';
import { operation } from './define.ts';
import { fileAnswerSchema } from './shared.ts';

/** The document upload's answer: the stored PDF. */
export const documentUploadSchema = z.object({ filename: z.string(), url: z.string(), size: z.number().int() });
export type DocumentUpload = z.infer<typeof documentUploadSchema>;

/** A photo added to a project: the photo and the project after it. */
export const portfolioPhotoAddedSchema = z.object({ photo: portfolioPhotoSchema, item: adminPortfolioItemSchema });

const projectList = z.array(adminPortfolioItemSchema);

/** Uploads, portfolio (categories, projects, curation, consent), blog and reviews. */
export const contentOperations = {
  uploadImage: operation({
    method: 'POST',
    path: '/api/admin/uploads/image',
    multipart: true,
    output: imageInfoSchema,
  }),
  uploadDocument: operation({
    method: 'POST',
    path: '/api/admin/uploads/document',
    multipart: true,
    output: documentUploadSchema,
  }),

  categories: operation({ method: 'GET', path: '/api/admin/portfolio-categories', output: categoriesResponseSchema }),
  createCategory: operation({
    method: 'POST',
    path: '/api/admin/portfolio-categories',
    body: portfolioCategoryCreateSchema,
    output: portfolioCategorySchema,
    status: 201,
  }),
  updateCategory: operation({
    method: 'PUT',
    path: '/api/admin/portfolio-categories/:id',
    params: idParamSchema,
    body: portfolioCategoryUpdateSchema,
    output: portfolioCategorySchema,
  }),
  deleteCategory: operation({
    method: 'DELETE',
    path: '/api/admin/portfolio-categories/:id',
    params: idParamSchema,
    output: messageResponseSchema,
  }),

  projects: operation({
    method: 'GET',
    path: '/api/admin/portfolio',
    query: adminPortfolioQuerySchema,
    output: projectList,
  }),
  project: operation({
    method: 'GET',
    path: '/api/admin/portfolio/:id',
    params: idParamSchema,
    output: adminPortfolioItemSchema,
  }),
  createProject: operation({
    method: 'POST',
    path: '/api/admin/portfolio',
    multipart: true,
    output: adminPortfolioItemSchema,
    status: 201,
  }),
  updateProject: operation({
    method: 'PUT',
    path: '/api/admin/portfolio/:id',
    params: idParamSchema,
    multipart: true,
    output: adminPortfolioItemSchema,
  }),
  deleteProject: operation({
    method: 'DELETE',
    path: '/api/admin/portfolio/:id',
    params: idParamSchema,
    output: messageResponseSchema,
  }),
  addProjectPhoto: operation({
    method: 'POST',
    path: '/api/admin/portfolio/:id/photos',
    params: idParamSchema,
    multipart: true,
    output: portfolioPhotoAddedSchema,
    status: 201,
  }),
  setProjectPhotos: operation({
    method: 'PUT',
    path: '/api/admin/portfolio/:id/photos',
    params: idParamSchema,
    body: portfolioPhotosInputSchema,
    output: adminPortfolioItemSchema,
  }),
  setProjectOrder: operation({
    method: 'PUT',
    path: '/api/admin/portfolio-order',
    body: portfolioOrderInputSchema,
    output: projectList,
  }),
  setFeatured: operation({
    method: 'PUT',
    path: '/api/admin/portfolio-featured',
    body: portfolioFeaturedInputSchema,
    output: projectList,
  }),
  setConsent: operation({
    method: 'PUT',
    path: '/api/admin/portfolio/:id/consent',
    params: idParamSchema,
    body: projectConsentInputSchema,
    output: adminPortfolioItemSchema,
  }),
  uploadConsentDocument: operation({
    method: 'PUT',
    path: '/api/admin/portfolio/:id/consent/document',
    params: idParamSchema,
    multipart: true,
    output: adminPortfolioItemSchema,
  }),
  consentDocument: operation({
    method: 'GET',
    path: '/api/admin/portfolio/:id/consent/document',
    params: idParamSchema,
    output: fileAnswerSchema,
    answer: 'file',
  }),
  deleteConsentDocument: operation({
    method: 'DELETE',
    path: '/api/admin/portfolio/:id/consent/document',
    params: idParamSchema,
    output: adminPortfolioItemSchema,
  }),

  posts: operation({
    method: 'GET',
    path: '/api/admin/blog',
    query: adminBlogQuerySchema,
    output: z.array(adminBlogPostSchema),
  }),
  post: operation({ method: 'GET', path: '/api/admin/blog/:id', params: idParamSchema, output: adminBlogPostSchema }),
  createPost: operation({
    method: 'POST',
    path: '/api/admin/blog',
    multipart: true,
    output: adminBlogPostSchema,
    status: 201,
  }),
  updatePost: operation({
    method: 'PUT',
    path: '/api/admin/blog/:id',
    params: idParamSchema,
    multipart: true,
    output: adminBlogPostSchema,
  }),
  deletePost: operation({
    method: 'DELETE',
    path: '/api/admin/blog/:id',
    params: idParamSchema,
    output: messageResponseSchema,
  }),

  reviews: operation({
    method: 'GET',
    path: '/api/admin/reviews',
    query: adminReviewListQuerySchema,
    output: z.array(adminReviewSchema),
  }),
  createReview: operation({
    method: 'POST',
    path: '/api/admin/reviews',
    body: adminReviewInputSchema,
    output: adminReviewSchema,
    status: 201,
  }),
  updateReview: operation({
    method: 'PUT',
    path: '/api/admin/reviews/:id',
    params: idParamSchema,
    body: adminReviewUpdateSchema,
    output: adminReviewSchema,
  }),
  deleteReview: operation({
    method: 'DELETE',
    path: '/api/admin/reviews/:id',
    params: idParamSchema,
    output: messageResponseSchema,
  }),
};
