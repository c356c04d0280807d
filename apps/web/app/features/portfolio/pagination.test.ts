import { describe, expect, it } from 'vitest';
import { pageNumber, portfolioHref } from './pagination';

describe('portfolio pages', () => {
  it('reads ?page= as a whole number from 1, anything else is page 1', () => {
    expect(pageNumber('3')).toBe(3);
    for (const bad of [null, '', '0', '-2', '1.5', 'abc', '1e3x', '99999'])
      expect(pageNumber(bad), String(bad)).toBe(1);
  });

  it('links keep the category and leave page 1 without a page parameter', () => {
    expect(portfolioHref('all', 1)).toBe('/portfolio');
    expect(portfolioHref('all', 2)).toBe('/portfolio?page=2');
    expect(portfolioHref('wedding', 1)).toBe('/portfolio?category=wedding');
    expect(portfolioHref('hochzeit & mehr', 3)).toBe('/portfolio?category=hochzeit+%26+mehr&page=3');
  });
});
