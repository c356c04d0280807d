import { describe, expect, it } from 'vitest';
import { firstPhotoSizes, firstRowHeight } from './justified-rows';

describe('firstRowHeight', () => {
  it('fills a full row: the photos share the height that makes them as wide as the container', () => {
    // 1.5 + 0.667 + 1.5 at 340 px: 510 + 227 + 510 + 24 = 1271 > 1216, so two photos in the row.
    const height = firstRowHeight([1.5, 2 / 3, 1.5], 1216, 340, 12);
    expect(1.5 * height + (2 / 3) * height + 12).toBeCloseTo(1216, 5);
  });
  it('keeps the row height on the last row (all photos fit)', () => {
    expect(firstRowHeight([2 / 3, 1.5], 1216, 340, 12)).toBe(340);
  });
  it('shrinks a photo wider than the container to it', () => {
    expect(firstRowHeight([2.4, 1], 350, 220, 8)).toBeCloseTo(350 / 2.4, 5);
  });
});

describe('firstPhotoSizes', () => {
  it('names the widest the photo is drawn per breakpoint, at most the container', () => {
    // A portrait then a landscape: side by side in the last row at 340 px (227 px wide) from
    // 1024 px; below 619 px (tablet) and 485 px (phone) of container the portrait is alone in a
    // full row, as wide as the container.
    expect(firstPhotoSizes([2 / 3, 1.5])).toBe(
      '(min-width: 1280px) 227px, (min-width: 1024px) min(calc(100vw - 4rem), 227px), (min-width: 640px) min(calc(100vw - 2.5rem), 618px), min(calc(100vw - 2.5rem), 484px)',
    );
  });
  it('a full first row: the photo as wide as the row makes it', () => {
    // 1.5 + 0.667 fill 1216 px at (1216 - 12) / 2.1667 = 555.7 px high: 833.5 px wide.
    expect(firstPhotoSizes([1.5, 2 / 3, 1.5]).startsWith('(min-width: 1280px) 834px,')).toBe(true);
  });
});
