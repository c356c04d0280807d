import type { ReactNode } from 'react';
import { useHyphenation } from '../../lib/hyphenation';

/** The heading band at the top of the contact, booking, reviews and blog pages. */
export function PageHeader({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow: string;
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  const hy = useHyphenation();
  return (
    <header className="border-b border-stone-200 bg-gradient-to-b from-stone-100 to-paper">
      <div className="mx-auto max-w-6xl px-5 py-14 text-center sm:py-20">
        <p className="text-xs font-semibold uppercase tracking-[0.3em] text-accent-dark">{eyebrow}</p>
        <h1 className="mt-4 font-display text-4xl leading-tight sm:text-6xl">{hy(title)}</h1>
        {intro && <p className="mx-auto mt-5 max-w-2xl text-base text-stone-700 sm:text-lg">{intro}</p>}
        {children}
      </div>
    </header>
  );
}
