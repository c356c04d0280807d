import { button } from '../../components/ui/buttons';
import { siteTexts } from '../../i18n/site-texts';
import { useTexts } from '../../i18n/texts';
import { Link } from '../language/links';

/** The site's 404 screen inside the page layout (unknown addresses, unknown projects). */
export function NotFoundSection() {
  const t = useTexts(siteTexts);
  return (
    <section className="mx-auto max-w-xl px-6 py-32 text-center">
      <p className="font-display text-7xl text-stone-500">404</p>
      <h1 className="mt-4 font-display text-4xl">{t.notFound.title}</h1>
      <p className="mt-4 text-stone-600">{t.notFound.body}</p>
      <Link to="/" className={`mt-10 ${button.primary}`}>
        {t.notFound.home}
      </Link>
    </section>
  );
}
