/**
 * The justified rows of a project's photos (app.css `.justified-photos`, ADR 041) as numbers: the
 * row height and gap per breakpoint, and the width of the page's container there. Keep the two in
 * step: `e2e/sharpness.spec.ts` fails when the first photo's `sizes` no longer matches its drawing.
 */
interface Segment {
  /** The media condition of the segment (null: below every other). */
  media: string | null;
  /** The container's width as CSS, and its smallest and largest value in px in this segment. */
  css: string;
  min: number;
  max: number;
  row: number;
  gap: number;
}

const SEGMENTS: Segment[] = [
  { media: '(min-width: 1280px)', css: '1216px', min: 1216, max: 1216, row: 340, gap: 12 },
  { media: '(min-width: 1024px)', css: 'calc(100vw - 4rem)', min: 960, max: 1215, row: 340, gap: 12 },
  { media: '(min-width: 640px)', css: 'calc(100vw - 2.5rem)', min: 600, max: 983, row: 280, gap: 12 },
  { media: null, css: 'calc(100vw - 2.5rem)', min: 280, max: 599, row: 220, gap: 8 },
];

/**
 * The height of the first row in a container `width` px wide, as the browser's flex layout makes
 * it: photos join the line while their bases (aspect × row) and gaps fit; a full line grows to the
 * width, the last line keeps the row height (the filler after it takes the rest), and a photo wider
 * than the container shrinks to it.
 */
export function firstRowHeight(aspects: readonly number[], width: number, row: number, gap: number): number {
  let used = 0;
  let sum = 0;
  let count = 0;
  for (const aspect of aspects) {
    const add = aspect * row + (count ? gap : 0);
    if (count && used + add > width) break;
    used += add;
    sum += aspect;
    count++;
  }
  if (count === 0) return row;
  const height = (width - gap * (count - 1)) / sum;
  // The last line: the filler (basis 0, one gap before it) stays on it when that gap fits.
  const last = count === aspects.length && used + gap <= width;
  return last ? Math.min(row, height) : height;
}

/**
 * `sizes` for the first photo, which is fetched before the layout (so `sizes="auto"` cannot serve
 * it): per breakpoint the widest the photo is drawn in that breakpoint's range of container widths,
 * never more than the container.
 */
export function firstPhotoSizes(aspects: readonly number[]): string {
  const first = aspects[0];
  if (!first) return '100vw';
  return SEGMENTS.map((segment) => {
    let widest = 0;
    for (let width = segment.min; width <= segment.max; width++) {
      widest = Math.max(widest, first * firstRowHeight(aspects, width, segment.row, segment.gap));
    }
    const px = Math.ceil(Math.min(widest, segment.max));
    const value = segment.min === segment.max ? `${px}px` : `min(${segment.css}, ${px}px)`;
    return segment.media ? `${segment.media} ${value}` : value;
  }).join(', ');
}
