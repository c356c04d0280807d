import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.join(import.meta.dirname, '..', 'docs', 'decisions');
const index = readFileSync(path.join(dir, 'README.md'), 'utf8');

describe('the ADR index (docs/decisions/README.md)', () => {
  it('lists every ADR file once, with a status, and links only to files that exist', () => {
    const files = readdirSync(dir).filter((file) => /^\d{3}-.*\.md$/.test(file));
    const rows = index.split('\n').filter((line) => /^\| \[\d{3}\]/.test(line));
    const linked = rows.map((row) => /\]\(([^)]+)\)/.exec(row)?.[1]);
    expect(linked.sort()).toEqual([...files].sort());
    for (const row of rows) expect(row.split('|').at(-2)?.trim(), row).not.toBe('');
  });
});
