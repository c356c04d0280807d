import { useCallback, useEffect, useState } from 'react';

const NAME_KEY = 'gallery-visitor';

/**
 * A visitor's favourites in one gallery, kept on the server under the name they type (no account);
 * the name is remembered in this browser. Needs JavaScript (the grid shows no hearts without it).
 */
export function useFavourites(token: string) {
  const [name, setNameState] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [failed, setFailed] = useState(false);
  /** The name whose favourites are shown (the count waits for them instead of showing 0). */
  const [loadedFor, setLoadedFor] = useState('');
  const visitor = name.trim();
  const base = `/api/public/galleries/${token}/favourites`;

  useEffect(() => {
    setNameState(window.localStorage.getItem(NAME_KEY) ?? '');
  }, []);

  useEffect(() => {
    if (!visitor) {
      setChosen(new Set());
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`${base}?visitor=${encodeURIComponent(visitor)}`, { signal: controller.signal })
        .then((res) => (res.ok ? (res.json() as Promise<{ photo_ids: string[] }>) : null))
        .then((body) => {
          if (!body) return;
          setChosen(new Set(body.photo_ids));
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
      if (!visitor) return;
      setFailed(false);
      try {
        const res = await fetch(base, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ visitor, photo_id: photoId, favourite: !chosen.has(photoId) }),
        });
        if (!res.ok) throw new Error(String(res.status));
        setChosen(new Set(((await res.json()) as { photo_ids: string[] }).photo_ids));
      } catch {
        setFailed(true);
      }
    },
    [base, visitor, chosen],
  );

  return { name, setName, visitor, chosen, toggle, failed, loaded: visitor !== '' && loadedFor === visitor };
}
