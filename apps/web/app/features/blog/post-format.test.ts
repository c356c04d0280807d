import type { PublicBlogPost } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { absoluteUrl, paragraphs, postPath, postPaths, postTexts, shareImage } from './post-format';

const ID = 'a1b2c3d4e5f6a1b2c3d4e5f6';

function post(overrides: Partial<PublicBlogPost> = {}): PublicBlogPost {
  return {
    id: ID,
    title_de: 'Hochzeit in Weimar: Licht & Schatten',
    title_ru: 'Свадьба в Веймаре',
    excerpt_de: 'Kurz',
    excerpt_ru: '',
    content_de: 'Eins',
    content_ru: 'Один',
    image: '/media/a.jpg',
    photo: null,
    author: 'Anna',
    tags: [],
    date: '2026-03-01T23:30:00.000Z',
    created_at: '2026-03-01T23:30:00.000Z',
    content_format: 'text',
    slug: '',
    publish_at: '2026-03-01T23:30:00.000Z',
    seo_title_de: '',
    seo_title_ru: '',
    seo_description_de: '',
    seo_description_ru: '',
    ...overrides,
  };
}

describe('blog post formatting', () => {
  it('links to the slug of the German title followed by the id', () => {
    expect(postPath(post(), 'de')).toBe(`/blog/hochzeit-in-weimar-licht-schatten-${ID}`);
  });

  it('links the Russian page to the transliterated Russian title followed by the id', () => {
    expect(postPath(post(), 'ru')).toBe(`/blog/svadba-v-veymare-${ID}`);
    expect(postPaths(post({ title_ru: 'Щедрый Юг: ёлки, Хемниц и Цвиккау', slug: 'weimar' }))).toEqual({
      de: '/blog/weimar',
      ru: `/blog/shchedryy-yug-elki-khemnits-i-tsvikkau-${ID}`,
    });
    // A Russian title without letters to write keeps the German address.
    expect(postPath(post({ title_ru: '!!!' }), 'ru')).toBe(`/blog/hochzeit-in-weimar-licht-schatten-${ID}`);
  });

  it('splits content into paragraphs at newlines and drops blank lines', () => {
    expect(paragraphs('Erster Absatz.\n\nZweiter\r\nDritter  \n   ')).toEqual(['Erster Absatz.', 'Zweiter', 'Dritter']);
    expect(paragraphs('')).toEqual([]);
  });

  it('falls back to German for empty Russian fields', () => {
    expect(postTexts(post(), 'ru')).toEqual({
      title: 'Свадьба в Веймаре',
      excerpt: 'Kurz',
      content: 'Один',
      seoTitle: 'Свадьба в Веймаре',
      seoDescription: 'Kurz',
    });
    expect(postTexts(post(), 'de').title).toBe('Hochzeit in Weimar: Licht & Schatten');
  });

  it("takes the SEO title and description of the page's language, else its title and excerpt", () => {
    const seo = post({ seo_title_de: 'Hochzeitsfotos Weimar', seo_description_de: 'Ein Tag im Park' });
    expect(postTexts(seo, 'de')).toMatchObject({
      seoTitle: 'Hochzeitsfotos Weimar',
      seoDescription: 'Ein Tag im Park',
    });
    // A German SEO title is not shown on the Russian page: the Russian title is.
    expect(postTexts(seo, 'ru')).toMatchObject({ seoTitle: 'Свадьба в Веймаре', seoDescription: 'Kurz' });
    expect(postTexts(post({ seo_title_ru: 'Фотограф в Веймаре' }), 'ru').seoTitle).toBe('Фотограф в Веймаре');
  });

  it('links a post with a slug of its own there, else to the spec address', () => {
    expect(postPath(post({ slug: 'weimar-hochzeit' }), 'de')).toBe('/blog/weimar-hochzeit');
    expect(postPath(post(), 'de')).toBe(`/blog/hochzeit-in-weimar-licht-schatten-${ID}`);
  });

  it('makes site paths absolute and keeps absolute URLs', () => {
    expect(absoluteUrl('https://example.org/', '/media/a.jpg')).toBe('https://example.org/media/a.jpg');
    expect(absoluteUrl('https://example.org', 'media/a.jpg')).toBe('https://example.org/media/a.jpg');
    expect(absoluteUrl('https://example.org', 'https://cdn.example.org/a.jpg')).toBe('https://cdn.example.org/a.jpg');
  });

  it('shares a JPEG variant of at least 1200 px, else the largest, else the stored image', () => {
    const variant = (width: number, format: 'jpeg' | 'webp') => ({
      url: `/m/${width}.${format}`,
      width,
      height: 1,
      format,
    });
    const photo = { url: '/m/orig.jpg', width: 2400, height: 1600, placeholder: '', variants: [] };
    expect(shareImage(post())).toBe('/media/a.jpg');
    expect(
      shareImage(
        post({ photo: { ...photo, variants: [variant(1600, 'jpeg'), variant(960, 'jpeg'), variant(2400, 'webp')] } }),
      ),
    ).toBe('/m/1600.jpeg');
    expect(shareImage(post({ photo: { ...photo, variants: [variant(480, 'jpeg'), variant(960, 'jpeg')] } }))).toBe(
      '/m/960.jpeg',
    );
    expect(shareImage(post({ photo }))).toBe('/m/orig.jpg');
  });
});
