/** Conversions between portable column types (ADR 002) and API values. */

export const toFlag = (value: boolean): number => (value ? 1 : 0);
export const fromFlag = (value: number | boolean | null | undefined): boolean => value === 1 || value === true;

/** Parses a JSON list column; a damaged value reads as an empty list instead of failing the page. */
export function parseList<T = string>(value: string | null | undefined): T[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    return [];
  }
}

export const toJson = (value: unknown): string => JSON.stringify(value);

/** How many messages an inbox list answers when no limit is given. */
export const INBOX_LIST_LIMIT = 1000;

/** `?read=true|false` of an inbox list as the stored flag (absent: both). */
export const readFilter = (read: 'true' | 'false' | undefined) =>
  read === undefined ? undefined : toFlag(read === 'true');

/** A back-office inbox list: the read filter and the page. */
export interface ListFilter {
  read?: number;
  limit: number;
  skip: number;
}
