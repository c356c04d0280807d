import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrations } from './index.ts';

const folder = import.meta.dirname;
/** The migration files in the folder: everything but the index and the tests. */
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.ts') && name !== 'index.ts' && !name.endsWith('.test.ts'))
  .map((name) => name.replace(/\.ts$/, ''))
  .sort();

describe('the migrations index', () => {
  it('registers every migration file of the folder under its own name, and nothing else', () => {
    // A file left out of index.ts would never run, and neither lint nor knip would say so.
    expect(Object.keys(migrations).sort()).toEqual(files);
  });

  it('imports each name from the file of that name', () => {
    const index = readFileSync(path.join(folder, 'index.ts'), 'utf8');
    for (const name of files) {
      const alias = new RegExp(`import \\* as (\\w+) from '\\./${name.replace(/[.-]/g, '\\$&')}\\.ts';`).exec(
        index,
      )?.[1];
      expect(alias, `${name} is imported`).toBeDefined();
      expect(index, `${name} is registered with its own module`).toContain(`'${name}': ${alias},`);
    }
  });

  it('gives each migration an up step, in name order (the order they run in)', () => {
    for (const [name, migration] of Object.entries(migrations)) expect(migration.up, name).toBeTypeOf('function');
    expect(Object.keys(migrations)).toEqual([...Object.keys(migrations)].sort());
  });
});
