import { type AdminPortfolioItem, MAX_FEATURED_PROJECTS } from '@app/contracts';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { btn } from '../admin-ui/ui';

/**
 * The home page's projects: exactly these, in this order (ADR 028). Added with the star of a
 * project's row, ordered with the arrows, taken off with the cross; each change saved at once.
 */
export function FeaturedList({
  featured,
  onChange,
}: {
  featured: AdminPortfolioItem[];
  onChange: (ids: string[], done: string) => void;
}) {
  const ids = featured.map((p) => p.id);
  const move = (from: number, to: number) => {
    const next = [...ids];
    const [id] = next.splice(from, 1);
    if (id === undefined || to < 0 || to > next.length) return;
    next.splice(to, 0, id);
    onChange(next, 'Порядок на главной сохранён');
  };
  return (
    <section aria-labelledby="featured-heading" className="mb-6 rounded-lg border border-stone-200 bg-white p-4">
      <h2 id="featured-heading" className="font-semibold">
        На главной странице ({featured.length} из {MAX_FEATURED_PROJECTS})
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        Главная показывает ровно эти проекты в этом порядке. Добавьте проект звёздочкой в списке ниже.
      </p>
      {featured.length === 0 ? (
        <p className="mt-3 text-sm text-stone-700">Ни один проект не выбран: на главной показаны примеры.</p>
      ) : (
        <ol className="mt-3 space-y-2" aria-label="Проекты на главной">
          {featured.map((p, i) => (
            <li key={p.id} className="flex flex-wrap items-center gap-2" data-featured={p.id}>
              <span className="w-6 text-right text-sm text-stone-600">{i + 1}.</span>
              <span className="min-w-0 flex-1 basis-40 break-words text-sm font-medium">{p.title_de}</span>
              <button
                type="button"
                className={btn.icon}
                aria-label={`Выше на главной: ${p.title_de}`}
                disabled={i === 0}
                onClick={() => move(i, i - 1)}
              >
                <ArrowUp className="size-4" aria-hidden />
              </button>
              <button
                type="button"
                className={btn.icon}
                aria-label={`Ниже на главной: ${p.title_de}`}
                disabled={i === featured.length - 1}
                onClick={() => move(i, i + 1)}
              >
                <ArrowDown className="size-4" aria-hidden />
              </button>
              <button
                type="button"
                className={btn.icon}
                aria-label={`Убрать с главной: ${p.title_de}`}
                onClick={() =>
                  onChange(
                    ids.filter((id) => id !== p.id),
                    `«${p.title_de}» убран с главной`,
                  )
                }
              >
                <X className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
