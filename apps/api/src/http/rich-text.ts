import sanitizeHtml from 'sanitize-html';

/**
 * Sanitises admin-written HTML (branding wedding-expertise, location content) on save: headings,
 * paragraphs, lists, links, emphasis and images from our own origin survive; scripts, event
 * handlers, styles and `javascript:` / `data:` URLs do not.
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
    // Images only from this site (relative /media/... paths).
    exclusiveFilter: (frame) => frame.tag === 'img' && !/^\/(?!\/)/.test(frame.attribs.src ?? ''),
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, ...(attribs.target === '_blank' ? { rel: 'noopener noreferrer' } : {}) },
      }),
    },
  }).trim();
}
