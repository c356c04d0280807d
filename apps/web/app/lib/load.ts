import type { z } from 'zod';
import { answered } from './api-answer';
import { type ServerServices, servicesContext } from './server-context';

type ContextLike = { get: (key: typeof servicesContext) => ServerServices };

/**
 * Reads one JSON answer of the site's own API (in-process) for a server loader. Any failure
 * (non-2xx, unreachable, a shape that does not match `schema`) returns `fallback` instead of
 * failing the page: the spec's error catalogue keeps defaults when a load fails.
 */
export async function loadJson<T>(context: ContextLike, path: string, fallback: T, schema: z.ZodType<T>): Promise<T> {
  try {
    const { api } = context.get(servicesContext);
    const res = await api(path);
    const answer = answered(res);
    if (!answer.ok) return fallback;
    const parsed = schema.safeParse(answer.data);
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

/** Like loadJson but keeps the status, for pages that must answer 404 themselves. */
export async function loadWithStatus(context: ContextLike, path: string): Promise<{ status: number; data: unknown }> {
  try {
    return await context.get(servicesContext).api(path);
  } catch {
    return { status: 503, data: null };
  }
}

export function publicUrl(context: ContextLike): string {
  return context.get(servicesContext).publicUrl;
}
