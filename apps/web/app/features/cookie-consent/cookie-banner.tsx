import { Cookie } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTexts } from '../../i18n/texts';
import { Link } from '../language/links';
import { BANNER_DELAY_MS, OPEN_SETTINGS_EVENT, readConsent, saveConsent } from './consent';
import { cookieTexts } from './texts';

function Toggle({
  label,
  description,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (value: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 border-t border-stone-200 py-4">
      <div>
        <p id={`${id}-label`} className="font-medium">
          {label}
        </p>
        <p id={`${id}-desc`} className="mt-1 text-sm text-stone-600">
          {description}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-desc`}
        disabled={disabled}
        onClick={() => onChange?.(!checked)}
        className={`relative mt-1 inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors disabled:cursor-not-allowed ${
          checked ? 'bg-accent-dark' : 'bg-stone-400'
        } ${disabled ? 'opacity-60' : ''}`}
      >
        <span
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-6' : 'translate-x-1'}`}
        />
      </button>
    </div>
  );
}

/** Accept and reject: one style and size (issue 32, equal prominence as German authorities ask). */
const CHOICE_BUTTON =
  'min-h-11 w-full border border-ink bg-ink px-3 py-2 text-sm font-medium tracking-wide text-white transition-colors hover:bg-stone-800';
const SECONDARY_BUTTON =
  'min-h-11 px-5 py-2.5 text-sm font-medium tracking-wide transition-colors border border-stone-300 hover:bg-stone-50';

/**
 * The consent banner (spec section 4): appears one second after load while no choice is stored;
 * accept all or reject all (the same style and size), or customise (necessary always on, analytics
 * on or off) and save or cancel. Compact: on a 390 x 844 phone it covers at most a quarter of the
 * first screen. A stored choice is marked on <html> (`data-cookie-choice="stored"`) once read, so a
 * test can wait for that instead of a fixed time.
 */
export function CookieBanner() {
  const t = useTexts(cookieTexts);
  const [visible, setVisible] = useState(false);
  const [customizing, setCustomizing] = useState(false);
  const [analytics, setAnalytics] = useState(false);
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const stored = readConsent();
    if (stored) document.documentElement.dataset.cookieChoice = 'stored';
    const timer = stored ? undefined : window.setTimeout(() => setVisible(true), BANNER_DELAY_MS);
    const open = () => {
      setAnalytics(readConsent()?.analytics ?? false);
      setCustomizing(true);
      setVisible(true);
    };
    window.addEventListener(OPEN_SETTINGS_EVENT, open);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener(OPEN_SETTINGS_EVENT, open);
    };
  }, []);

  useEffect(() => {
    if (visible && customizing) panel.current?.focus();
  }, [visible, customizing]);

  if (!visible) return null;

  const choose = (choice: { analytics: boolean }) => {
    saveConsent(choice);
    document.documentElement.dataset.cookieChoice = 'stored';
    setVisible(false);
    setCustomizing(false);
  };
  const cancel = () => {
    setAnalytics(readConsent()?.analytics ?? false);
    setCustomizing(false);
    // Reopened from the footer with a stored choice: cancel just closes.
    if (readConsent()) setVisible(false);
  };

  return (
    <div
      ref={panel}
      tabIndex={-1}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      className="fixed inset-x-2 bottom-2 z-50 mx-auto max-h-[85dvh] max-w-2xl overflow-y-auto border border-stone-200 bg-white p-3 shadow-2xl outline-none sm:inset-x-6 sm:bottom-6 sm:p-6"
    >
      <div className="flex items-center gap-2">
        <Cookie aria-hidden className="size-4 shrink-0 text-accent-dark sm:size-5" />
        <h2 id={titleId} className="font-display text-lg leading-tight sm:text-2xl">
          {customizing ? t.settingsTitle : t.title}
        </h2>
      </div>
      {customizing ? (
        <>
          <div className="mt-3">
            <Toggle label={t.necessary} description={t.necessaryText} checked disabled />
            <Toggle label={t.analytics} description={t.analyticsText} checked={analytics} onChange={setAnalytics} />
          </div>
          <p className="text-sm">
            <Link to="/datenschutz" className="underline underline-offset-4 hover:text-ink">
              {t.privacyLink}
            </Link>
          </p>
          <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" onClick={cancel} className={SECONDARY_BUTTON}>
              {t.cancel}
            </button>
            <button
              type="button"
              onClick={() => choose({ analytics })}
              className={`${SECONDARY_BUTTON} border-ink bg-ink text-white hover:bg-stone-800`}
            >
              {t.save}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="mt-1.5 text-[13px] leading-snug text-stone-700 sm:mt-3 sm:text-sm sm:leading-relaxed">
            {t.summary}{' '}
            <Link to="/datenschutz" className="underline underline-offset-2 hover:text-ink">
              {t.privacyLink}
            </Link>
            {' · '}
            <button
              type="button"
              onClick={() => setCustomizing(true)}
              className="underline underline-offset-2 hover:text-ink"
            >
              {t.customize}
            </button>
          </p>
          <div className="mt-2.5 grid grid-cols-2 gap-2 sm:mt-4 sm:ml-auto sm:w-96">
            <button type="button" onClick={() => choose({ analytics: false })} className={CHOICE_BUTTON}>
              {t.rejectAll}
            </button>
            <button type="button" onClick={() => choose({ analytics: true })} className={CHOICE_BUTTON}>
              {t.acceptAll}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
