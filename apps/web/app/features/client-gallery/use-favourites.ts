import type { galleryFavouritesSchema } from '@app/contracts';
import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';

const NAME_KEY = 'gallery-visitor';

type Favourites = z.infer<typeof galleryFavouritesSchema>;

/**
 * The favourites answer checked in the visitor's browser without zod (no public page loads zod,
 * page-cache.spec.ts): the shape of `galleryFavouritesSchema`, or null.
 */
function favouritesOf(body: unknown): Favourites | null {
  if (typeof body !== 'object' || body === null) return null;
  const { photo_ids, submitted_at } = body as Record<string, unknown>;
  if (!Array.isArray(photo_ids) || !photo_ids.every((id) => typeof id === 'string')) return null;
  if (submitted_at !== null && typeof submitted_at !== 'string') return null;
  return { photo_ids, submitted_at };
}

/** The `code` of a refusal's `{detail, code}` body, or undefined. */
function refusalCode(body: unknown): string | undefined {
  const code = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** A visitor's favourites as the page's loader read them (the page's address named the visitor). */
export interface InitialFavourites extends Favourites {
  visitor: string;
}

/**
 * A visitor's favourites in one gallery, kept on the server under the name they type (no account);
 * the name is remembered in this browser. Without JavaScript the name travels in the page's
 * address (`?visitor=`, a GET form) and the loader reads the favourites (`initial`): the hearts
 * and the submit step are then plain forms posted to the page's action; with it, these calls.
 * A submitted selection is locked (`submittedAt`) until the owner reopens it.
 */
export function useFavourites(token: string, initial: InitialFavourites | null) {
  const [name, setNameState] = useState(initial?.visitor ?? '');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(initial?.photo_ids ?? []));
  const [failed, setFailed] = useState(false);
  const [submittedAt, setSubmittedAt] = useState<string | null>(initial?.submitted_at ?? null);
  /** The error code of a refused submission ('' for none). */
  const [submitError, setSubmitError] = useState('');
  /** The name whose favourites are shown (the count waits for them instead of showing 0). */
  const [loadedFor, setLoadedFor] = useState(initial?.visitor ?? '');
  const visitor = name.trim();
  const base = `/api/public/galleries/${token}/favourites`;
  const named = initial?.visitor ?? '';

  useEffect(() => {
    // A name in the page's address wins (and is remembered); else the one this browser remembers.
    if (named) window.localStorage.setItem(NAME_KEY, named);
    else setNameState(window.localStorage.getItem(NAME_KEY) ?? '');
  }, [named]);

  useEffect(() => {
    setSubmitError('');
    if (!visitor) {
      setChosen(new Set());
      setSubmittedAt(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`${base}?visitor=${encodeURIComponent(visitor)}`, { signal: controller.signal })
        .then(async (res) => (res.ok ? favouritesOf(await res.json()) : null))
        .then((body) => {
          if (!body) return;
          setChosen(new Set(body.photo_ids));
          setSubmittedAt(body.submitted_at);
          setLoadedFor(visitor);
        })
        .catch(() => {});
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [base, visitor]);

  const setName = useCallback((value: string) => {
    setNameState(value);
    window.localStorage.setItem(NAME_KEY, value.trim());
  }, []);

  const toggle = useCallback(
    async (photoId: string) => {
      if (!visitor || submittedAt) return;
      setFailed(false);
      setSubmitError('');
      try {
        const res = await fetch(base, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ visitor, photo_id: photoId, favourite: !chosen.has(photoId) }),
        });
        if (!res.ok) throw new Error(String(res.status));
        const body = favouritesOf(await res.json());
        if (!body) throw new Error('unexpected answer');
        setChosen(new Set(body.photo_ids));
        setSubmittedAt(body.submitted_at);
      } catch {
        setFailed(true);
      }
    },
    [base, visitor, chosen, submittedAt],
  );

  /** Submits the favourites as the visitor's selection; a refusal leaves its error code. */
  const submit = useCallback(async () => {
    if (!visitor) return;
    setSubmitError('');
    try {
      const res = await fetch(`/api/public/galleries/${token}/selection`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ visitor }),
      });
      const json: unknown = await res.json().catch(() => null);
      const saved = res.ok ? favouritesOf(json) : null;
      if (!saved) {
        setSubmitError(refusalCode(json) ?? 'failed');
        return;
      }
      setChosen(new Set(saved.photo_ids));
      setSubmittedAt(saved.submitted_at);
    } catch {
      setSubmitError('failed');
    }
  }, [token, visitor]);

  return {
    name,
    setName,
    visitor,
    chosen,
    toggle,
    failed,
    submit,
    submittedAt,
    submitError,
    loaded: visitor !== '' && loadedFor === visitor,
  };
}
