/**
 * Pure helpers of the photo order in the office (ADR 053): moving a group of selected photos, and
 * a camera's clock offset as the owner types it ("+01:00:00").
 */

/**
 * The order after dropping the selected photos (in their present order) at `target`: after it
 * when the dragged photo came from above, before it when from below; a target inside the group
 * leaves the group where the dragged photo would land.
 */
export function moveGroup(
  order: readonly string[],
  group: ReadonlySet<string>,
  active: string,
  target: string,
): string[] {
  if (!group.has(active)) group = new Set([active]);
  const moving = order.filter((id) => group.has(id));
  const rest = order.filter((id) => !group.has(id));
  const from = order.indexOf(active);
  const to = order.indexOf(target);
  if (from < 0 || to < 0 || from === to) return [...order];
  let at: number;
  if (group.has(target)) {
    // The photos before the target that stay: the group goes after them.
    at = order.slice(0, to + (from < to ? 1 : 0)).filter((id) => !group.has(id)).length;
  } else {
    at = rest.indexOf(target) + (from < to ? 1 : 0);
  }
  return [...rest.slice(0, at), ...moving, ...rest.slice(at)];
}

/** The selected photos to the front or the end, in their present order. */
export function moveToEdge(order: readonly string[], group: ReadonlySet<string>, edge: 'top' | 'bottom'): string[] {
  const moving = order.filter((id) => group.has(id));
  const rest = order.filter((id) => !group.has(id));
  return edge === 'top' ? [...moving, ...rest] : [...rest, ...moving];
}

/**
 * The order to send: the wished order of the photos the server still has, with photos that
 * arrived meanwhile (an upload just finished) at the end, where the server put them.
 */
export function reconcile(wished: readonly string[], current: readonly string[]): string[] {
  const known = new Set(current);
  const kept = wished.filter((id) => known.has(id));
  const seen = new Set(kept);
  return [...kept, ...current.filter((id) => !seen.has(id))];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 3600 → "+01:00:00", -90 → "-00:01:30", 0 → "". */
export function formatOffset(seconds: number): string {
  if (!seconds) return '';
  const abs = Math.abs(seconds);
  return `${seconds < 0 ? '-' : '+'}${pad(Math.floor(abs / 3600))}:${pad(Math.floor(abs / 60) % 60)}:${pad(abs % 60)}`;
}

/**
 * "+1:00", "-00:01:30", "2:00:00", "" → seconds; null when it is no offset. Hours may run over 24
 * (a clock set a day wrong: "+24:00:00").
 */
export function parseOffset(text: string): number | null {
  const value = text.trim().replace(/\s+/g, '').replace('−', '-');
  if (value === '') return 0;
  const m = /^([+-]?)(\d{1,4}):([0-5]\d)(?::([0-5]\d))?$/.exec(value);
  if (!m) return null;
  const seconds = Number(m[2]) * 3600 + Number(m[3]) * 60 + Number(m[4] ?? 0);
  return m[1] === '-' ? -seconds : seconds;
}
