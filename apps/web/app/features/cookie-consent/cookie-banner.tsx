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

/**
 * The consent banner (spec section 4): appears one second after load while no choice is stored;
 * accept all, reject all, or customise (necessary always on) and save or cancel.
 */
export function CookieBanner() {
  const t = useTexts(cookieTexts);
  const [visible, setVisible] = useState(false);
  const [customizing, setCustomizing] = useState(false);
  const [analytics, setAnalytics] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const timer = readConsent() ? undefined : window.setTimeout(() => setVisible(true), BANNER_DELAY_MS);
    const open = () => {
      const stored = readConsent();
      setAnalytics(stored?.analytics ?? false);
      setMarketing(stored?.marketing ?? false);
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

  const choose = (choice: { analytics: boolean; marketing: boolean }) => {
    saveConsent(choice);
    setVisible(false);
    setCustomizing(false);
  };
  const cancel = () => {
    const stored = readConsent();
    setAnalytics(stored?.analytics ?? false);
    setMarketing(stored?.marketing ?? false);
    setCustomizing(false);
    // Reopened from the footer with a stored choice: cancel just closes.
    if (readConsent()) setVisible(false);
  };

  const button = 'min-h-11 px-5 py-2.5 text-sm font-medium tracking-wide transition-colors';
  return (
    <div
      ref={panel}
      tabIndex={-1}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-2xl border border-stone-200 bg-white p-5 shadow-2xl outline-none sm:inset-x-6 sm:bottom-6 sm:p-7"
    >
      <div className="flex items-center gap-3">
        <Cookie aria-hidden className="size-5 text-accent-dark" />
        <h2 id={titleId} className="font-display text-2xl">
          {customizing ? t.settingsTitle : t.title}
        </h2>
      </div>
      <div className="mt-3 space-y-1 text-sm leading-relaxed text-stone-700">
        <p>{t.necessaryNote}</p>
        <p>{t.choiceNote}</p>
        <p>
          <Link to="/datenschutz" className="underline underline-offset-4 hover:text-ink">
            {t.privacyLink}
          </Link>
        </p>
      </div>
      {customizing ? (
        <>
          <div className="mt-4">
            <Toggle label={t.necessary} description={t.necessaryText} checked disabled />
            <Toggle label={t.analytics} description={t.analyticsText} checked={analytics} onChange={setAnalytics} />
            <Toggle label={t.marketing} description={t.marketingText} checked={marketing} onChange={setMarketing} />
          </div>
          <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" onClick={cancel} className={`${button} border border-stone-300 hover:bg-stone-50`}>
              {t.cancel}
            </button>
            <button
              type="button"
              onClick={() => choose({ analytics, marketing })}
              className={`${button} bg-ink text-white hover:bg-stone-800`}
            >
              {t.save}
            </button>
          </div>
        </>
      ) : (
        <div className="mt-5 grid grid-cols-2 gap-2 sm:flex sm:justify-end">
          <button
            type="button"
            onClick={() => setCustomizing(true)}
            className={`${button} col-span-2 border border-stone-300 hover:bg-stone-50`}
          >
            {t.customize}
          </button>
          <button
            type="button"
            onClick={() => choose({ analytics: false, marketing: false })}
            className={`${button} border border-stone-300 hover:bg-stone-50`}
          >
            {t.rejectAll}
          </button>
          <button
            type="button"
            onClick={() => choose({ analytics: true, marketing: true })}
            className={`${button} bg-ink text-white hover:bg-stone-800`}
          >
            {t.acceptAll}
          </button>
        </div>
      )}
    </div>
  );
}
