import { type Language, localized, type SiteDocument } from '@app/contracts';
import { FileText } from 'lucide-react';
import { Link } from '../language/links';
import { documentUrl } from './document-url';
import type { BookingTexts } from './texts';

interface ConsentFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  documents: SiteDocument[];
  lang: Language;
  t: BookingTexts;
  /** Shown when a post came without the box ticked (no JavaScript). */
  error?: string | undefined;
}

/** The consent checkbox (not sent), the privacy policy link and the contract/questionnaire PDFs. */
export function ConsentField({ checked, onChange, documents, lang, t, error }: ConsentFieldProps) {
  const links = documents
    .map((doc) => ({ id: doc.id, name: localized(doc, 'name', lang), url: documentUrl(doc, lang) }))
    .filter((doc) => doc.url !== '' && doc.name !== '');
  return (
    <div className="border border-stone-200 bg-stone-50 p-4 sm:p-5">
      <div className="flex items-start gap-3">
        <input
          id="consent"
          name="consent"
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'consent-error' : undefined}
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-accent-dark"
        />
        <label htmlFor="consent" className="text-sm leading-relaxed text-stone-800">
          {t.consent.before}
          <Link to="/datenschutz" className="font-medium text-accent-dark underline underline-offset-2 hover:text-ink">
            {t.consent.privacyLink}
          </Link>
          {t.consent.after}
          <span className="ml-0.5 text-accent-dark" aria-hidden="true">
            *
          </span>
        </label>
      </div>
      {error && (
        <p id="consent-error" className="mt-2 text-sm text-red-700 sm:pl-8">
          {error}
        </p>
      )}
      {links.length > 0 && (
        <div className="mt-4 border-t border-stone-200 pt-4 sm:pl-8">
          <p className="text-sm text-stone-700">{t.consent.documentsIntro}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {links.map((doc) => (
              <li key={doc.id}>
                <a
                  href={doc.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-2 border border-stone-300 bg-white px-3 py-2 text-sm font-medium text-ink transition hover:border-accent"
                >
                  <FileText aria-hidden="true" className="size-4 text-accent-dark" />
                  {doc.name}
                  <span className="sr-only"> {t.consent.newTab}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
