import type { AuditAction, AuditChange } from '@app/contracts';

/** Shown instead of a secret's value (the field still says that it changed). */
export const HIDDEN = '[hidden]';

/** Field names whose values are never written to the log. */
const SECRET = /(pass(word|wort)?|secret|token|hash|totp|otp|credential|api_?key|^code$|\.code$)/i;
/** Bookkeeping that changes with every write and says nothing to a reader. */
const NOISE = new Set(['id', 'created_at', 'updated_at', 'version']);
const MAX_TEXT = 120;
const MAX_CHANGES = 25;

const stripTags = (text: string) =>
  text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function shorten(text: string): string {
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

/** A value as a short line of text (HTML as its text, objects as JSON), or null when empty. */
export function show(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return shorten(/<[a-z][^>]*>/i.test(value) ? stripTags(value) : value);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return shorten(JSON.stringify(value));
}

function parsedObject(value: unknown): Record<string, unknown> | null {
  let parsed = value;
  if (typeof value === 'string' && value.startsWith('{')) {
    try {
      parsed = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : null;
}

/**
 * A row's fields one level deep: a column holding a JSON object (a settings section) is opened
 * into `column.key` fields, so a change names the setting that changed rather than the blob.
 */
export function flatten(row: Record<string, unknown>): Map<string, unknown> {
  const fields = new Map<string, unknown>();
  for (const [column, value] of Object.entries(row)) {
    const object = parsedObject(value);
    if (object) for (const [key, inner] of Object.entries(object)) fields.set(`${column}.${key}`, inner);
    else fields.set(column, value);
  }
  return fields;
}

const secret = (field: string) => SECRET.test(field);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/**
 * The fields that differ between two states of a record (either may be null: a create or a
 * delete lists the record's filled fields on its side). Secrets appear as changed, never with
 * their values; long texts are shortened; at most 25 fields.
 */
export function diffRecords(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditChange[] {
  const a = before ? flatten(before) : new Map<string, unknown>();
  const b = after ? flatten(after) : new Map<string, unknown>();
  const changes: AuditChange[] = [];
  for (const field of new Set([...a.keys(), ...b.keys()])) {
    if (NOISE.has(field)) continue;
    const old = a.get(field);
    const now = b.get(field);
    if (same(old, now) || (isEmpty(old) && isEmpty(now))) continue;
    if (secret(field))
      changes.push({ field, before: isEmpty(old) ? null : HIDDEN, after: isEmpty(now) ? null : HIDDEN });
    else changes.push({ field, before: show(old), after: show(now) });
  }
  return changes.slice(0, MAX_CHANGES);
}

/** For a write no declaration covers: the fields it was sent (secrets hidden). */
export function summarizeBody(body: unknown): AuditChange[] {
  const object = parsedObject(body);
  if (!object) return [];
  return diffRecords(null, object);
}

const LABEL_FIELDS = ['title_de', 'title', 'name_de', 'name', 'subject', 'label', 'username', 'email', 'slug'];

/** A readable name of a record (its title or name), if it has one. */
export function labelOf(row: Record<string, unknown> | null): string | null {
  if (!row) return null;
  for (const field of LABEL_FIELDS) {
    const value = row[field];
    if (typeof value === 'string' && value.trim() !== '' && !secret(field)) return shorten(value.trim());
  }
  return null;
}

/** What happened, from the method and the record's presence before and after. */
export function actionOf(
  method: string,
  declared: boolean,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditAction {
  if (declared) {
    if (!before && after) return 'create';
    if (before && !after) return 'delete';
    if (before && after) return 'update';
  }
  if (method === 'DELETE') return 'delete';
  if (method === 'PUT' || method === 'PATCH') return 'update';
  return 'action';
}
