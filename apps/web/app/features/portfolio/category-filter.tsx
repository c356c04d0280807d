import { Link } from '../language/links';
import type { CategoryOption } from './categories';

/** Filter links (?category=...): they work without JavaScript and keep the scroll position. */
export function CategoryFilter({
  categories,
  active,
  lang,
  label,
  allLabel,
}: {
  categories: CategoryOption[];
  active: string;
  lang: 'de' | 'ru';
  label: string;
  allLabel: string;
}) {
  const options = [
    { slug: 'all', name: allLabel },
    ...categories.map((c) => ({ slug: c.slug, name: lang === 'ru' && c.name_ru ? c.name_ru : c.name_de })),
  ];
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap justify-center gap-2">
        {options.map((o) => {
          const current = o.slug === active;
          return (
            <li key={o.slug}>
              <Link
                to={o.slug === 'all' ? '/portfolio' : `/portfolio?category=${encodeURIComponent(o.slug)}`}
                preventScrollReset
                aria-current={current ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center border px-4 text-sm tracking-wide transition-colors ${
                  current
                    ? 'border-ink bg-ink text-white'
                    : 'border-stone-300 text-stone-700 hover:border-ink hover:text-ink'
                }`}
              >
                {o.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
