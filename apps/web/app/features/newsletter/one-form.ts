import { useMatches } from 'react-router';

/**
 * A page that shows the newsletter sign-up in its body exports this as its route `handle`; the
 * footer then leaves its own sign-up out, so that a page never carries two of the same form.
 */
export const NEWSLETTER_IN_PAGE = { newsletterForm: true } as const;

function showsNewsletter(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && 'newsletterForm' in handle && handle.newsletterForm === true;
}

/** Whether the page being shown has a newsletter sign-up of its own (see NEWSLETTER_IN_PAGE). */
export function usePageHasNewsletterForm(): boolean {
  return useMatches().some((match) => showsNewsletter(match.handle));
}
