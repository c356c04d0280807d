import type { PublicBlogPost } from '@app/contracts';

const post = (
  n: number,
  date: string,
  title_de: string,
  title_ru: string,
  excerpt_de: string,
  excerpt_ru: string,
  image: string,
): PublicBlogPost => ({
  id: `10000000000000000000000${n}`,
  title_de,
  title_ru,
  excerpt_de,
  excerpt_ru,
  content_de: excerpt_de,
  content_ru: excerpt_ru,
  image,
  photo: null,
  author: '',
  tags: [],
  date,
  created_at: date,
  content_format: 'text',
  slug: '',
  publish_at: date,
  seo_title_de: '',
  seo_title_ru: '',
  seo_description_de: '',
  seo_description_ru: '',
});

/** Shown on the home page while no post is published (spec: sample data). Links go to /blog. */
export function sampleBlog(image: (a: string, b: string) => string): PublicBlogPost[] {
  return [
    post(
      1,
      '2025-03-14T09:00:00.000Z',
      'Zehn Tipps für entspannte Hochzeitsfotos',
      'Десять советов для спокойной свадебной съёмки',
      'Wie ein guter Zeitplan, das richtige Licht und ein paar ruhige Minuten zu zweit Ihre Bilder verändern.',
      'Как продуманный тайминг, правильный свет и несколько спокойных минут вдвоём меняют ваши фотографии.',
      image('#e7dfd3', '#8a6a3b'),
    ),
    post(
      2,
      '2025-02-02T09:00:00.000Z',
      'Die schönsten Fotoorte in Leipzig',
      'Самые красивые места для съёмки в Лейпциге',
      'Von Passagen bis Parks: Orte, an denen Porträts und Paarshootings besonders gut gelingen.',
      'От пассажей до парков: места, где особенно хорошо получаются портреты и съёмки пар.',
      image('#cfd8dc', '#455a64'),
    ),
  ];
}
