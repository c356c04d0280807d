import {
  type AdminPortfolioItem,
  DEFAULT_CATEGORIES,
  officeOperations,
  contentOperations as ops,
  type PortfolioCategory,
  type PortfolioPhoto,
  type ProjectConsent,
} from '@app/contracts';
import { call, callFile } from '../admin-api/call';
import type { Progress } from '../admin-api/client';
import { saveBlob } from '../admin-api/save-file';

export type CategoryInput = Pick<PortfolioCategory, 'name_de' | 'name_ru' | 'slug' | 'active' | 'sort_order'>;

/** When the categories cannot be loaded: the default categories, `all` first (spec). */
export const FALLBACK_CATEGORIES: { slug: string; name_de: string; name_ru: string }[] = DEFAULT_CATEGORIES.map(
  ({ slug, name_de, name_ru }) => ({ slug, name_de, name_ru }),
);

export async function listCategories(): Promise<PortfolioCategory[]> {
  const body = await call(ops.categories);
  return [...body.categories].sort((a, b) => a.sort_order - b.sort_order);
}
export const createCategory = (input: CategoryInput) => call(ops.createCategory, { body: input });
export const updateCategory = (id: string, input: Partial<CategoryInput>) =>
  call(ops.updateCategory, { params: { id }, body: input });
export const deleteCategory = (id: string) => call(ops.deleteCategory, { params: { id } });

export const listProjects = (category?: string) =>
  call(ops.projects, { query: { category: category && category !== 'all' ? category : undefined, limit: 500 } });
export const deleteProject = (id: string) => call(ops.deleteProject, { params: { id } });

/** What the project form edits: the contract's project without id, photos, featured and timestamps. */
export type ProjectInput = Pick<
  AdminPortfolioItem,
  | 'title_de'
  | 'title_ru'
  | 'slug'
  | 'description_de'
  | 'description_ru'
  | 'category'
  | 'tags'
  | 'shot_on'
  | 'place_de'
  | 'place_ru'
>;

function fieldsForm(input: ProjectInput): FormData {
  const form = new FormData();
  form.append('title_de', input.title_de);
  form.append('title_ru', input.title_ru);
  form.append('slug', input.slug);
  form.append('description_de', input.description_de);
  form.append('description_ru', input.description_ru);
  form.append('category', input.category);
  form.append('tags', JSON.stringify(input.tags));
  form.append('shot_on', input.shot_on);
  form.append('place_de', input.place_de);
  form.append('place_ru', input.place_ru);
  return form;
}

/** A new project from its texts (its photos follow one by one: uploadProjectPhoto). */
export const createProject = (input: ProjectInput) => call(ops.createProject, { form: fieldsForm(input) });
/** A project's texts (its photos are left as they are). */
export const updateProject = (id: string, input: ProjectInput) =>
  call(ops.updateProject, { params: { id }, form: fieldsForm(input) });

/** One photo, added at the end of the project's photos on its own request (refused alone when bad). */
export function uploadProjectPhoto(
  id: string,
  file: File,
  onProgress: Progress,
): Promise<{ photo: PortfolioPhoto; item: AdminPortfolioItem }> {
  const form = new FormData();
  form.append('image', file);
  return call(ops.addProjectPhoto, { params: { id }, form, onProgress });
}

/** The photos in their order (the first is the cover) with their texts; unlisted ones are removed. */
export const saveProjectPhotos = (id: string, photos: PortfolioPhoto[]) =>
  call(ops.setProjectPhotos, { params: { id }, body: { photos } });

/** Every project's id in the public order (409 when a project was added or deleted meanwhile). */
export const orderProjects = (ids: string[]) => call(ops.setProjectOrder, { body: { ids } });

/** Exactly these projects, in this order, on the home page. */
export const chooseFeatured = (ids: string[]) => call(ops.setFeatured, { body: { ids } });

/** A project's publication consent (ADR 028); the release document is stored apart. */
export const saveConsent = (
  id: string,
  consent: Omit<ProjectConsent, 'withdrawn_at' | 'gallery_consent_id' | 'document'>,
) => call(ops.setConsent, { params: { id }, body: consent });
/** The client galleries (a consent can come from one whose client opted in, ADR 029). */
export const listGalleriesForConsent = () => call(officeOperations.galleries);
/** The signed release (a PDF), stored at once. */
export const uploadConsentDocument = (id: string, file: File, onProgress: Progress) => {
  const form = new FormData();
  form.append('file', file);
  return call(ops.uploadConsentDocument, { params: { id }, form, onProgress });
};
export const deleteConsentDocument = (id: string) => call(ops.deleteConsentDocument, { params: { id } });
/** The stored release (a private file: fetched with the token), saved under `name`. */
export async function downloadConsentDocument(id: string, name: string): Promise<void> {
  saveBlob(name, await callFile(ops.consentDocument, { params: { id } }));
}

/** Swaps sort_order with the neighbour; null when the item is already first/last. */
export function swapWithNeighbour<T extends { id: string; sort_order: number }>(
  list: T[],
  index: number,
  direction: -1 | 1,
): [{ id: string; sort_order: number }, { id: string; sort_order: number }] | null {
  const a = list[index];
  const b = list[index + direction];
  if (!a || !b) return null;
  let aOrder = b.sort_order;
  let bOrder = a.sort_order;
  // Equal orders would swap to the same values: make them distinct in the wanted direction.
  if (aOrder === bOrder) {
    aOrder = direction === -1 ? a.sort_order - 1 : a.sort_order + 1;
    if (aOrder < 0) {
      aOrder = 0;
      bOrder = 1;
    }
  }
  return [
    { id: a.id, sort_order: aOrder },
    { id: b.id, sort_order: bOrder },
  ];
}

export function nextSortOrder(list: { sort_order: number }[]): number {
  return list.length === 0 ? 0 : Math.max(...list.map((c) => c.sort_order)) + 1;
}
