import { isRouteErrorResponse, useLocation } from 'react-router';
import { button } from '../../components/ui/buttons';
import { siteTexts } from '../../i18n/site-texts';
import { useTexts } from '../../i18n/texts';
import { Link } from '../language/links';
import { NotFoundSection } from './not-found-section';

/**
 * What an error boundary shows inside the site's frame, in the page's language: the 404 screen
 * for an answer 404, else a short note with a way to load the page again (never the framework's
 * English text, never a stack).
 */
export function ErrorSection({ error }: { error: unknown }) {
  const t = useTexts(siteTexts);
  const { pathname, search } = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundSection />;
  return (
    <section className="mx-auto max-w-xl px-6 py-32 text-center">
      <h1 className="font-display text-4xl">{t.failure.title}</h1>
      <p className="mt-4 text-stone-600">{t.failure.body}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        {/* A plain link to this address: a whole new load, also when the scripts are what failed. */}
        <a href={`${pathname}${search}`} className={button.primary}>
          {t.failure.retry}
        </a>
        <Link to="/" className={button.secondary}>
          {t.notFound.home}
        </Link>
      </div>
    </section>
  );
}
