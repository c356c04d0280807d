import type { PublicPortfolioItem } from '@app/contracts';

/** A calm two-tone placeholder as an SVG data URI (no binary assets, no third-party request). */
export function placeholderImage(from: string, to: string, width = 1200, height = 900): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient><radialGradient id="l" cx=".7" cy=".3" r=".6"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><rect width="100%" height="100%" fill="url(#l)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const at = '2025-01-01T00:00:00.000Z';
const item = (
  n: number,
  category: string,
  title_de: string,
  title_ru: string,
  description_de: string,
  description_ru: string,
  colors: [string, string][],
): PublicPortfolioItem => {
  const images = colors.map(([a, b]) => placeholderImage(a, b));
  return {
    id: `00000000000000000000000${n}`,
    slug: '',
    title_de,
    title_ru,
    description_de,
    description_ru,
    category,
    shot_on: '',
    place_de: '',
    place_ru: '',
    featured: true,
    tags: [],
    image: images[0] ?? '',
    images,
    photos: [],
    photo_texts: images.map((url) => ({ url, alt_de: '', alt_ru: '', caption_de: '', caption_ru: '' })),
    created_at: at,
  };
};

/** Shown on the home page while the portfolio is still empty (spec: sample data). */
export const SAMPLE_PORTFOLIO: PublicPortfolioItem[] = [
  item(
    1,
    'wedding',
    'Sommerhochzeit im Schlossgarten',
    'Летняя свадьба в дворцовом саду',
    'Ein ruhiger Tag zwischen alten Bäumen, Familie und vielen leisen Momenten.',
    'Спокойный день среди старых деревьев, в кругу семьи и тихих моментов.',
    [
      ['#d9cbb8', '#8a6a3b'],
      ['#e7dfd3', '#a48a63'],
      ['#cbbba4', '#6e532c'],
    ],
  ),
  item(
    2,
    'portrait',
    'Porträts im Atelierlicht',
    'Портреты в свете мастерской',
    'Natürliches Fensterlicht, wenig Inszenierung, viel Persönlichkeit.',
    'Естественный свет из окна, минимум постановки, максимум характера.',
    [
      ['#d6d3d1', '#57534e'],
      ['#e7e5e4', '#78716c'],
    ],
  ),
  item(
    3,
    'architecture',
    'Altstadt am Morgen',
    'Старый город утром',
    'Linien, Materialien und das erste Licht des Tages in Leipzig.',
    'Линии, материалы и первый утренний свет в Лейпциге.',
    [['#cfd8dc', '#455a64']],
  ),
];
