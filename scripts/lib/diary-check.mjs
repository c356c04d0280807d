// The drills' check of the booking diary (crash-test.mjs and cluster-test.mjs).

/**
 * Days over the owner's diary (ADR 045): per date, the most `diary:<from>-<to>` places running at
 * one minute must not exceed `resources`; older per-service rows count against their capacity.
 */
export function overTheDiary(rows, settings) {
  const modes = settings.modes ?? {};
  const resources = settings.resources ?? 1;
  const spans = new Map();
  const over = [];
  for (const { resource, date, n } of rows) {
    const [kind, service] = String(resource).split(':');
    if (kind === 'diary') {
      const [from, to] = String(resource).slice(6).split('-').map(Number);
      const day = spans.get(date) ?? [];
      for (let i = 0; i < Number(n); i++) day.push([from, to]);
      spans.set(date, day);
    } else if (Number(n) > (kind === 'day' ? (modes[service]?.capacity ?? 1) : 1)) over.push({ resource, date, n });
  }
  for (const [date, day] of spans) {
    const most = Math.max(...day.map(([at]) => day.filter(([a, b]) => a <= at && at < b).length));
    if (most > resources) over.push({ resource: 'diary', date, n: most });
  }
  return over;
}
