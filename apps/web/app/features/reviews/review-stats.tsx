import type { ReviewTexts } from './texts';

/** The fixed figures of the spec: 5.0 average, 200+ customers, 98% recommendation, 10+ years. */
export function ReviewStats({ t }: { t: ReviewTexts }) {
  const stats = [
    { value: '5.0', label: t.stats.average },
    { value: '200+', label: t.stats.customers },
    { value: '98%', label: t.stats.recommendation },
    { value: '10+', label: t.stats.years },
  ];
  return (
    <section aria-label={t.stats.label} className="bg-ink px-6 py-10 text-paper sm:px-10">
      <dl className="grid grid-cols-2 gap-8 text-center md:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse gap-1">
            <dt className="text-sm text-stone-300">{stat.label}</dt>
            <dd className="font-display text-4xl font-semibold lining-nums text-[#e2c58f] sm:text-5xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
