import { describe, expect, it } from 'vitest';
import { LIST_PAGE_SIZE, loadPages } from './pages';

describe('loadPages', () => {
  const records = Array.from({ length: 2 * LIST_PAGE_SIZE + 7 }, (_, i) => i);
  const read = async (limit: number, skip: number) => records.slice(skip, skip + limit);

  it('reads page after page and says when there is more', async () => {
    expect(await loadPages(read, 1)).toEqual({ items: records.slice(0, LIST_PAGE_SIZE), more: true });
    const all = await loadPages(read, 3);
    expect(all).toEqual({ items: records, more: false });
    expect(new Set(all.items).size).toBe(records.length);
  });
});
