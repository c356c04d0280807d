import { LEGAL_PAGES, NAV_PAGES } from '@app/contracts';
import { Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLanguage } from '../../i18n';
import { siteTexts } from '../../i18n/site-texts';
import { useTexts } from '../../i18n/texts';
import { Link } from '../language/links';
import { usePageHasNewsletterForm } from '../newsletter/one-form';
import { NewsletterSignupForm } from '../newsletter/signup-form';
import { newsletterTexts } from '../newsletter/texts';
import type { SocialLinksView } from './defaults';

import { FacebookIcon, InstagramIcon, LinkedinIcon } from './social-icons';

/** The footer text of each legal page. */
const LEGAL_LABEL = { impressum: 'impressum', datenschutz: 'privacy', agb: 'terms' } as const;

interface SiteFooterProps {
  siteName: string;
  description: string;
  email: string;
  phone: string;
  address: string;
  social: SocialLinksView;
  onOpenCookieSettings: () => void;
}

function SocialLink({
  href,
  label,
  notSet,
  children,
}: {
  href: string;
  label: string;
  notSet: string;
  children: ReactNode;
}) {
  const cls = 'inline-flex size-11 items-center justify-center rounded-full border border-stone-600 transition-colors';
  if (!href) {
    // Placeholder: the owner has not linked this profile yet.
    return (
      <span className={`${cls} text-stone-500`} role="img" aria-label={`${label} (${notSet})`} title={notSet}>
        {children}
      </span>
    );
  }
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      className={`${cls} text-stone-200 hover:border-stone-300 hover:text-white`}
    >
      {children}
    </a>
  );
}

export function SiteFooter({
  siteName,
  description,
  email,
  phone,
  address,
  social,
  onOpenCookieSettings,
}: SiteFooterProps) {
  const t = useTexts(siteTexts);
  const n = useTexts(newsletterTexts);
  const lang = useLanguage();
  // A page with its own sign-up form (the newsletter page, a blog post): the footer does not repeat it.
  const onNewsletterPage = usePageHasNewsletterForm();
  const heading = 'text-xs font-medium uppercase tracking-[0.22em] text-stone-400';
  const link = 'text-stone-200 hover:text-white hover:underline underline-offset-4';
  return (
    <footer className="mt-24 bg-ink text-stone-300">
      <div className="mx-auto grid max-w-7xl gap-12 px-5 py-16 sm:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="lg:col-span-1">
          <p className="font-display text-2xl uppercase tracking-[0.2em] text-white">{siteName}</p>
          <p className="mt-4 text-sm leading-relaxed text-stone-300">{description}</p>
          <p className="sr-only">{t.footer.follow}</p>
          <div className="mt-6 flex gap-3">
            <SocialLink href={social.instagram} label="Instagram" notSet={t.footer.notSet}>
              <InstagramIcon />
            </SocialLink>
            <SocialLink href={social.facebook} label="Facebook" notSet={t.footer.notSet}>
              <FacebookIcon />
            </SocialLink>
            <SocialLink href={social.linkedin} label="LinkedIn" notSet={t.footer.notSet}>
              <LinkedinIcon />
            </SocialLink>
          </div>
        </div>
        <div>
          <h2 className={heading}>{t.footer.quickLinks}</h2>
          <ul className="mt-5 grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-1">
            {NAV_PAGES.map((l) => (
              <li key={l.key}>
                <Link to={l.to} className={link}>
                  {t.nav[l.key]}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={heading}>{t.footer.contact}</h2>
          <ul className="mt-5 space-y-4 text-sm">
            <li className="flex gap-3">
              <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-stone-400" />
              <a href={`mailto:${email}`} className={link}>
                {email}
              </a>
            </li>
            <li className="flex gap-3">
              <Phone aria-hidden className="mt-0.5 size-4 shrink-0 text-stone-400" />
              <a href={`tel:${phone.replace(/[^+0-9]/g, '')}`} className={link}>
                {phone}
              </a>
            </li>
            <li className="flex gap-3">
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-stone-400" />
              <span>{address}</span>
            </li>
          </ul>
        </div>
        <div>
          <h2 className={heading}>{t.footer.legal}</h2>
          <ul className="mt-5 space-y-3 text-sm">
            {LEGAL_PAGES.map((page) => (
              <li key={page.key}>
                <Link to={page.to} className={link}>
                  {t.footer[LEGAL_LABEL[page.key]]}
                </Link>
              </li>
            ))}
            <li>
              <button type="button" onClick={onOpenCookieSettings} className={`${link} text-left`}>
                {t.footer.cookieSettings}
              </button>
            </li>
          </ul>
        </div>
      </div>
      {onNewsletterPage ? null : (
        <div className="border-t border-stone-700">
          <section
            aria-labelledby="footer-newsletter"
            className="mx-auto grid max-w-7xl gap-6 px-5 py-10 lg:grid-cols-[1fr_1.4fr] lg:px-8"
          >
            <div>
              <h2 id="footer-newsletter" className={heading}>
                {n.footerTitle}
              </h2>
              <p className="mt-3 text-sm text-stone-300">{n.footerIntro}</p>
            </div>
            <NewsletterSignupForm lang={lang} compact />
          </section>
        </div>
      )}
      <div className="border-t border-stone-700">
        <p className="mx-auto max-w-7xl px-5 py-6 text-xs text-stone-400 lg:px-8">
          © {new Date().getFullYear()} {siteName}. {t.footer.rights}
        </p>
      </div>
    </footer>
  );
}
