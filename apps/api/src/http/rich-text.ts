import sanitizeHtml from 'sanitize-html';

/** Our own stored images: `/media/...` on this site (never another host, `//host`, `data:`). */
const OWN_MEDIA = /^\/media\/(?!.*\.\.)[^\s\\?#]+$/;
const PIXELS = /^\d{1,5}$/;

/**
 * Sanitises admin-written HTML (blog posts written in the editor, branding wedding-expertise,
 * location content) on save: headings, paragraphs, lists, quotes, links, emphasis and images
 * stored on this site (`/media/...`) survive; scripts, event handlers, styles and `javascript:` /
 * `data:` URLs do not (ADR 023).
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'h2',
      'h3',
      'h4',
      'p',
      'br',
      'hr',
      'ul',
      'ol',
      'li',
      'a',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'blockquote',
      'img',
      'span',
      'figure',
      'figcaption',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height', 'loading'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: [] },
    allowProtocolRelative: false,
    // Images only from this site's media store.
    exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_MEDIA.test(frame.attribs.src ?? ''),
    transformTags: {
      img: (tagName, attribs) => ({
        tagName,
        attribs: Object.fromEntries(
          Object.entries(attribs).filter(
            ([name, value]) => (name !== 'width' && name !== 'height') || PIXELS.test(value),
          ),
        ),
      }),
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, ...(attribs.target === '_blank' ? { rel: 'noopener noreferrer' } : {}) },
      }),
    },
  }).trim();
}
