import type { ReactNode } from 'react';
import { useHyphenation } from '../../lib/hyphenation';

export function SectionHeading({ eyebrow, title, action }: { eyebrow: string; title: string; action?: ReactNode }) {
  const hy = useHyphenation();
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <p className="text-xs font-medium uppercase tracking-[0.3em] text-accent-dark">{eyebrow}</p>
        <h2 className="mt-3 font-display text-4xl leading-tight sm:text-5xl">{hy(title)}</h2>
      </div>
      {action}
    </div>
  );
}
