import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../language/links';
import type { LocationLink } from './defaults';

/** A disclosure button listing the active locations; Escape and a click outside close it. */
export function LocationsMenu({ label, locations }: { label: string; locations: LocationLink[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the path changes
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: closes the menu when focus leaves it (not an interaction)
    <div
      ref={root}
      className="relative"
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
        className="flex items-center gap-1 whitespace-nowrap py-2 text-[0.75rem] uppercase tracking-[0.08em] text-stone-700 hover:text-ink"
      >
        {label}
        <ChevronDown aria-hidden className={`size-3.5 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul
        id={id}
        hidden={!open}
        className="absolute right-0 top-full z-40 mt-2 min-w-52 border border-stone-200 bg-white py-2 shadow-lg"
      >
        {locations.map((l) => (
          <li key={l.slug}>
            <Link
              to={`/${l.slug}`}
              className="block px-5 py-2 text-sm text-stone-700 hover:bg-stone-50 hover:text-ink focus-visible:bg-stone-50"
            >
              {l.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
