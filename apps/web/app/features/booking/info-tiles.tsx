import { Award, Clock, Handshake, ShieldCheck } from 'lucide-react';
import type { BookingTexts } from './texts';

/** Reassurance next to the form: response time, no obligation, experience, privacy. */
export function InfoTiles({ t }: { t: BookingTexts }) {
  const tiles = [
    { icon: Clock, title: t.info.responseTitle, text: t.info.responseText },
    { icon: Handshake, title: t.info.noObligationTitle, text: t.info.noObligationText },
    { icon: Award, title: t.info.experienceTitle, text: t.info.experienceText },
    { icon: ShieldCheck, title: t.info.privacyTitle, text: t.info.privacyText },
  ];
  return (
    <section aria-labelledby="booking-info-title">
      <h2 id="booking-info-title" className="font-display text-2xl font-semibold">
        {t.info.title}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
        {tiles.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4 border border-stone-200 bg-white p-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent/10 text-accent-dark">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span>
              <span className="block font-medium">{title}</span>
              <span className="mt-0.5 block text-sm text-stone-600">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
