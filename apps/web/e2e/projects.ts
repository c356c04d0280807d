import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { adminToken } from './helpers';

export interface MadeProject {
  id: string;
  slug: string;
  title_de: string;
  title_ru: string;
}

/** A photo with some structure (a gradient and a band), so every variant has real content. */
export async function photo(width: number, height: number, hue: number): Promise<Blob> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},35%,72%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},30%,32%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><rect y="${Math.round(height * 0.62)}" width="100%" height="${Math.round(height * 0.06)}" fill="hsl(${hue},20%,90%)" opacity="0.5"/></svg>`;
  const buffer = await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
  return new Blob([new Uint8Array(buffer)], { type: 'image/jpeg' });
}

/** Creates a project through the admin API with photos of the given sizes (largest first is the cover). */
export async function makeProject(
  request: APIRequestContext,
  fields: {
    title_de: string;
    title_ru: string;
    category?: string;
    featured?: boolean;
    slug?: string;
    shot_on?: string;
    place_de?: string;
    place_ru?: string;
  },
  sizes: [number, number][] = [
    [3000, 2000],
    [2000, 3000],
    [3000, 2000],
  ],
): Promise<MadeProject> {
  const token = await adminToken(request);
  const form = new FormData();
  form.append('title_de', fields.title_de);
  form.append('title_ru', fields.title_ru);
  form.append('description_de', `Eine ruhige Reportage: ${fields.title_de}.`);
  form.append('description_ru', `Спокойный репортаж: ${fields.title_ru}.`);
  form.append('category', fields.category ?? 'wedding');
  for (const key of ['slug', 'shot_on', 'place_de', 'place_ru'] as const) {
    const value = fields[key];
    if (value) form.append(key, value);
  }
  for (const [i, [w, h]] of sizes.entries()) form.append('images', await photo(w, h, (i * 67 + 20) % 360), `p${i}.jpg`);
  const res = await request.post('/api/admin/portfolio', {
    headers: { authorization: `Bearer ${token}` },
    multipart: form,
  });
  if (!res.ok()) throw new Error(`project not created: ${res.status()} ${await res.text()}`);
  const made = (await res.json()) as MadeProject;
  if (fields.featured) await featureOnHome(request, [made.id]);
  return made;
}

/**
 * Adds projects at the end of the home page's (at most 3, chosen by the owner: ADR 028); when the
 * list is full, the ones chosen first (by earlier tests of the run) make room.
 */
export async function featureOnHome(request: APIRequestContext, ids: string[]): Promise<void> {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const all = (await (await request.get('/api/admin/portfolio', { headers })).json()) as {
    id: string;
    featured: boolean;
    featured_position: number | null;
  }[];
  const current = all
    .filter((p) => p.featured && !ids.includes(p.id))
    .sort((a, b) => (a.featured_position ?? 0) - (b.featured_position ?? 0))
    .map((p) => p.id);
  const next = [...current, ...ids].slice(-3);
  const res = await request.put('/api/admin/portfolio-featured', { headers, data: { ids: next } });
  if (!res.ok()) throw new Error(`featured not chosen: ${res.status()} ${await res.text()}`);
}
