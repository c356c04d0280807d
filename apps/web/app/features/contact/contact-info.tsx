import { businessHours, type ContactSettings, type Language } from '@app/contracts';
import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { textsFor } from '../../i18n/texts';
import { contactTexts } from './texts';

/** E-mail, phone, address, opening hours and the 24-hour response note. */
export function ContactInfo({ contact, lang }: { contact: ContactSettings; lang: Language }) {
  const t = textsFor(contactTexts, lang);
  const hours = businessHours(contact.contact_hours);
  const rows: [string, string][] = [
    [t.weekdays, hours.weekdays],
    [t.saturday, hours.saturday ?? t.byAppointment],
    [t.sunday, hours.sunday ?? t.byAppointment],
  ];
  const tel = contact.contact_phone.replace(/[^0-9+]/g, '');
  return (
    <aside className="space-y-6" aria-labelledby="contact-info-title">
      <div className="bg-ink p-7 text-paper sm:p-8">
        <h2 id="contact-info-title" className="font-display text-3xl">
          {t.infoTitle}
        </h2>
        <ul className="mt-6 space-y-5">
          <li className="flex gap-4">
            <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-stone-400" />
            <div>
              <p className="text-xs uppercase tracking-widest text-stone-300">{t.email}</p>
              <a href={`mailto:${contact.contact_email}`} className="break-all hover:underline">
                {contact.contact_email}
              </a>
            </div>
          </li>
          <li className="flex gap-4">
            <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-stone-400" />
            <div>
              <p className="text-xs uppercase tracking-widest text-stone-300">{t.phone}</p>
              <a href={`tel:${tel}`} className="hover:underline">
                {contact.contact_phone}
              </a>
            </div>
          </li>
          <li className="flex gap-4">
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-stone-400" />
            <div>
              <p className="text-xs uppercase tracking-widest text-stone-300">{t.address}</p>
              <p>{contact.contact_address}</p>
            </div>
          </li>
        </ul>
      </div>
      <div className="border border-stone-200 bg-white p-7 sm:p-8">
        <h2 className="flex items-center gap-3 font-display text-2xl">
          <Clock aria-hidden="true" className="size-5 text-accent" />
          {t.hoursTitle}
        </h2>
        <dl className="mt-4 divide-y divide-stone-100 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 py-2.5">
              <dt className="text-stone-600">{label}</dt>
              <dd className="text-right font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="flex gap-4 border border-stone-200 bg-stone-100 p-6">
        <MessageCircle aria-hidden="true" className="size-6 shrink-0 text-accent-dark" />
        <div>
          <h2 className="font-semibold">{t.responseTitle}</h2>
          <p className="mt-1 text-sm text-stone-700">{t.responseNote}</p>
        </div>
      </div>
    </aside>
  );
}
