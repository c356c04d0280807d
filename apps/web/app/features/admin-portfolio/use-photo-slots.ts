import type { AdminPortfolioItem, ApiErrorCode } from '@app/contracts';
import { useRef, useState } from 'react';
import { ApiError, errorMessage } from '../admin-api/errors';
import { uploadProjectPhoto } from './api';
import { type PhotoSlot, slotOfPhoto } from './photo-list';

/** Failures worth sending the same file again: no answer, a busy or failing server, a full disk. */
const RETRYABLE: readonly ApiErrorCode[] = [
  'rate_limited',
  'unavailable',
  'internal',
  'insufficient_storage',
  'auth.busy',
];

/** What the server takes as a photo (checked by content there; named here before the upload). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];
const NOT_AN_IMAGE = 'это не изображение (разрешены JPEG, PNG, WebP и AVIF)';
/** Uploads running side by side: each file its own request. */
const PARALLEL_UPLOADS = 2;

let nextKey = 0;
const newKey = () => `new-${Date.now()}-${nextKey++}`;
export const busyStatus = (slot: PhotoSlot) => slot.status === 'queued' || slot.status === 'uploading';

/**
 * The project form's photos: those stored and the chosen files on their way. Each file is its own
 * request (PARALLEL_UPLOADS at a time), settles on its own (stored, or failed with the reason in
 * Russian) and can be retried unless the server refused the file itself.
 */
export function usePhotoSlots(project: AdminPortfolioItem | null) {
  const [slots, setSlots] = useState<PhotoSlot[]>(() => initialSlots(project));
  // The list as last changed: uploads settle between renders, and what is saved after them must
  // see every one (a photo left out of a saved list would be removed from the project).
  const slotsRef = useRef(slots);
  const setAll = (change: (list: PhotoSlot[]) => PhotoSlot[]) => {
    slotsRef.current = change(slotsRef.current);
    setSlots(slotsRef.current);
  };
  const update = (key: string, patch: Partial<PhotoSlot>) =>
    setAll((list) => list.map((slot) => (slot.key === key ? { ...slot, ...patch } : slot)));
  async function uploadOne(id: string, slot: PhotoSlot): Promise<void> {
    if (!slot.file) return;
    update(slot.key, { status: 'uploading', progress: 0, error: '' });
    try {
      const { photo } = await uploadProjectPhoto(id, slot.file, (progress) => update(slot.key, { progress }));
      // The texts typed meanwhile stay; the stored photo's URL is its own.
      update(slot.key, { status: 'stored', url: photo.url, progress: 100 });
    } catch (e) {
      // A refusal of the file itself (not an image, too large) would only be refused again: no retry.
      const refused = e instanceof ApiError && e.code !== undefined && !RETRYABLE.includes(e.code);
      update(slot.key, { status: 'failed', error: errorMessage(e), ...(refused ? { file: undefined } : {}) });
    }
  }

  /** Uploads the given slots, PARALLEL_UPLOADS at a time; each settles on its own. */
  async function uploadAll(id: string, list: PhotoSlot[]): Promise<void> {
    const queue = [...list];
    const worker = async () => {
      for (let slot = queue.shift(); slot; slot = queue.shift()) await uploadOne(id, slot);
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL_UPLOADS, queue.length) }, worker));
  }

  function choose(files: File[], projectId: string | null) {
    const added: PhotoSlot[] = files.map((file) => ({
      key: newKey(),
      url: '',
      alt_de: '',
      alt_ru: '',
      caption_de: '',
      caption_ru: '',
      name: file.name,
      // A file whose type is not an image is not sent at all (the server would refuse it by content).
      ...(IMAGE_TYPES.includes(file.type)
        ? { file, status: 'queued' as const, progress: 0, error: '' }
        : { status: 'failed' as const, progress: 0, error: NOT_AN_IMAGE }),
    }));
    setAll((list) => [...list, ...added]);
    if (projectId) void uploadAll(projectId, added.filter(busyStatus));
  }

  return { slots, current: () => slotsRef.current, setAll, update, choose, uploadAll };
}

function initialSlots(project: AdminPortfolioItem | null): PhotoSlot[] {
  if (!project) return [];
  const texts = project.photo_texts?.length
    ? project.photo_texts
    : project.images.map((url) => ({ url, alt_de: '', alt_ru: '', caption_de: '', caption_ru: '' }));
  return texts.map(slotOfPhoto);
}
