import { describe, expect, it } from 'vitest';
import { isStorageFull } from './errors.ts';

describe('isStorageFull', () => {
  it('recognises a full file system, SQLite and PostgreSQL disk', () => {
    for (const code of ['ENOSPC', 'EDQUOT', 'SQLITE_FULL', '53100']) {
      expect(isStorageFull(Object.assign(new Error('full'), { code })), code).toBe(true);
    }
  });

  it('leaves every other error alone', () => {
    for (const error of [
      new Error('x'),
      Object.assign(new Error('x'), { code: 'EACCES' }),
      null,
      undefined,
      'ENOSPC',
    ]) {
      expect(isStorageFull(error)).toBe(false);
    }
  });
});
