/** Projects per page: a page costs the same with 60 or 600 projects (divisible by 2 and 3 columns). */
export const PAGE_SIZE = 24;

/** `?page=` as a page number: 1 for anything that is not a whole number from 1 to 10,000. */
export function pageNumber(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** The link to a page of a category's projects (page 1 has no `page` parameter). */
export function portfolioHref(category: string, page: number): string {
  const query = new URLSearchParams();
  if (category !== 'all') query.set('category', category);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `/portfolio?${search}` : '/portfolio';
}
