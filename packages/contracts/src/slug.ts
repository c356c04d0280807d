const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/**
 * The spec's slug rule (categories, locations): lowercase, ä/ö/ü to ae/oe/ue, ß to ss, every
 * character outside a-z and 0-9 becomes a hyphen, repeated hyphens collapse, and leading and
 * trailing hyphens are trimmed.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöüß]/g, (ch) => UMLAUTS[ch] ?? ch)
    .replace(/[^a-z0-9]/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

const BLOG_SLUG_MAX = 50;
const POST_ID = /^[0-9a-f]{24}$/i;

/** `/blog/{slugified German title, cut to 50 characters}-{post id}`. */
export function blogSlug(titleDe: string, id: string): string {
  const base = slugify(titleDe).slice(0, BLOG_SLUG_MAX).replace(/-+$/, '');
  return base ? `${base}-${id}` : id;
}

/** The post id is the last hyphen-separated segment when it is 24 hex characters, else the whole slug. */
export function postIdFromSlug(slug: string): string {
  const last = slug.split('-').at(-1) ?? '';
  return POST_ID.test(last) ? last : slug;
}

/**
 * Words a post's own slug may not be: addresses the blog keeps for itself or may use later
 * (`/blog/preview`, `/blog/feed`, ...), and the language prefixes.
 */
export const RESERVED_POST_SLUGS: readonly string[] = [
  'admin',
  'api',
  'archive',
  'de',
  'draft',
  'edit',
  'feed',
  'index',
  'new',
  'page',
  'preview',
  'rss',
  'ru',
  'search',
  'tag',
  'tags',
];

const POST_SLUG_SHAPE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const POST_SLUG_MAX = 100;

/**
 * Why a post's own slug cannot be used, or null when it can: 'invalid' (not a-z, 0-9 and single
 * hyphens, or longer than 100), 'reserved' (a reserved word, or it ends in 24 hexadecimal
 * characters and would be read as a post id by the spec's address rule).
 */
export function postSlugProblem(slug: string): 'invalid' | 'reserved' | null {
  if (slug.length > POST_SLUG_MAX || !POST_SLUG_SHAPE.test(slug)) return 'invalid';
  if (RESERVED_POST_SLUGS.includes(slug) || POST_ID.test(slug.split('-').at(-1) ?? '')) return 'reserved';
  return null;
}

/** A post's address segment: its own slug, else the spec's `{German title}-{id}`. */
export function postSlug(post: { id: string; title_de: string; slug?: string | undefined }): string {
  return post.slug ? post.slug : blogSlug(post.title_de, post.id);
}

/** Russian letters in Latin ones, as Russian addresses usually write them (ж zh, х kh, ц ts, щ shch, ю yu, я ya). */
const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/** Russian text in Latin letters ("Свадьба в Гере" -> "Svadba v Gere"); other characters stay. */
export function transliterate(text: string): string {
  return text.replace(/[а-яё]/gi, (ch) => {
    const latin = CYRILLIC[ch.toLowerCase()] ?? ch;
    return ch === ch.toLowerCase() ? latin : latin.charAt(0).toUpperCase() + latin.slice(1);
  });
}

/**
 * A post's address segment in a language: German as `postSlug`; Russian the transliterated
 * Russian title with the post id (`/ru/blog/svadba-v-gere-{id}`), so that a Russian address
 * reads Russian and still names its post. A post whose Russian title gives no letters keeps the
 * German segment.
 */
export function postSlugIn(
  lang: 'de' | 'ru',
  post: { id: string; title_de: string; title_ru: string; slug?: string | undefined },
): string {
  if (lang === 'de') return postSlug(post);
  const base = slugify(transliterate(post.title_ru)).slice(0, BLOG_SLUG_MAX).replace(/-+$/, '');
  return base ? `${base}-${post.id}` : postSlug(post);
}

/** The longest slug a project or location may have. */
const SLUG_MAX = 100;

/**
 * `base`, or `base-2`, `base-3` …: the first that is neither reserved nor taken (cut to 100
 * characters with the suffix; `fallback` when the base is empty).
 */
export function uniqueSlug(base: string, isFree: (slug: string) => boolean, fallback = 'projekt'): string {
  const stem = base.slice(0, SLUG_MAX).replace(/-+$/, '') || fallback;
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : `-${n}`;
    const slug = `${stem.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (isFree(slug)) return slug;
  }
}
