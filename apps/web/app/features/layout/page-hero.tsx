import type { ReactNode } from 'react';

/** The quiet heading block that opens every inner page. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow: string;
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-3xl px-5 pb-12 pt-16 text-center sm:pt-24">
      <p className="text-xs font-medium uppercase tracking-[0.3em] text-accent-dark">{eyebrow}</p>
      <h1 className="mt-4 font-display text-5xl leading-[1.05] sm:text-6xl">{title}</h1>
      {lead && <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-stone-700">{lead}</p>}
      {children}
    </section>
  );
}
