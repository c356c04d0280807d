import type { Readable } from 'node:stream';
import type { PersonResponse } from '@app/contracts';
import { ZipFile } from 'yazl';

/** RFC 4180 field: quoted when it holds a comma, quote or line break; formulas defused for spreadsheets. */
function csvField(value: unknown): string {
  const text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: readonly Record<string, unknown>[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const lines = [columns.map(csvField).join(','), ...rows.map((row) => columns.map((c) => csvField(row[c])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * A person's data as one ZIP (GDPR Art. 15 and 20): `person.json` with every section, and per
 * section `<module>/<table>.json` and `.csv`. Streamed: the archive is written as it is read.
 */
export function personZip(person: PersonResponse, exportedAt: string): Readable {
  const zip = new ZipFile();
  const mtime = new Date(exportedAt);
  const add = (name: string, text: string) => zip.addBuffer(Buffer.from(text, 'utf8'), name, { mtime });
  add('person.json', `${JSON.stringify({ ...person, exported_at: exportedAt }, null, 2)}\n`);
  for (const section of person.sections) {
    const base = `${section.module}/${section.table}`;
    add(`${base}.json`, `${JSON.stringify(section.rows, null, 2)}\n`);
    add(`${base}.csv`, toCsv(section.rows));
  }
  zip.end();
  return zip.outputStream as Readable;
}
