import type { ReactNode } from 'react';
import { useHyphenation } from '../../lib/hyphenation';

export interface LegalSection {
  title: string;
  paragraphs: string[];
  list?: string[];
}

/** The shared frame of Impressum, AGB and Datenschutz: readable measure, numbered sections. */
export function LegalPage({
  eyebrow,
  title,
  intro,
  sections,
  footer,
  children,
}: {
  eyebrow: string;
  title: string;
  intro?: string;
  sections: LegalSection[];
  footer: string;
  children?: ReactNode;
}) {
  const hy = useHyphenation();
  return (
    <article className="mx-auto max-w-3xl px-5 pb-8 pt-16 sm:pt-24">
      <p className="text-xs font-medium uppercase tracking-[0.3em] text-accent-dark">{eyebrow}</p>
      <h1 className="mt-4 font-display text-5xl leading-tight sm:text-6xl">{hy(title)}</h1>
      {intro && <p className="mt-6 text-lg leading-relaxed text-stone-700">{intro}</p>}
      {children}
      {sections.map((s) => (
        <section key={s.title} className="mt-12">
          <h2 className="font-display text-3xl">{hy(s.title)}</h2>
          {s.paragraphs.map((p) => (
            <p key={p} className="mt-4 leading-relaxed text-stone-700">
              {p}
            </p>
          ))}
          {s.list && (
            <ul className="mt-4 list-disc space-y-2 pl-5 text-stone-700">
              {s.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <p className="mt-16 border-t border-stone-200 pt-6 text-sm text-stone-600">{footer}</p>
    </article>
  );
}
