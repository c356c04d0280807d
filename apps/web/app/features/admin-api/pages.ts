/** How many records one read of a back-office list brings. */
export const LIST_PAGE_SIZE = 200;

/**
 * Reads the first `pages` pages of a list (newest first) and says whether there may be more: the
 * back office shows every record through "show more" instead of cutting the list at a fixed
 * number (a flood of reviews or requests must never push the real ones out of reach).
 */
export async function loadPages<T>(
  read: (limit: number, skip: number) => Promise<T[]>,
  pages: number,
): Promise<{ items: T[]; more: boolean }> {
  const items: T[] = [];
  for (let page = 0; page < pages; page++) {
    const chunk = await read(LIST_PAGE_SIZE, page * LIST_PAGE_SIZE);
    items.push(...chunk);
    if (chunk.length < LIST_PAGE_SIZE) return { items, more: false };
  }
  return { items, more: true };
}
