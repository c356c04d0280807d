import { type Language, localized, type Service, type Tariff } from '@app/contracts';
import { Check, Star } from 'lucide-react';
import { formatPriceText } from '../../i18n/format';
import type { BookingTexts } from './texts';

/**
 * A tariff offered without the service chosen (a page without scripts): the radio's value names
 * the service too, `{service}:{tariff}` (tariff ids repeat across services); the page's action
 * splits it (`splitTariff`).
 */
export const tariffChoice = (serviceId: string, tariffId: string) => `${serviceId}:${tariffId}`;

/**
 * A posted tariff and service as the API takes them: a `{service}:{tariff}` choice gives the
 * service when none was chosen; chosen for another service it counts as no tariff (the API then
 * asks for one of the chosen service's).
 */
export function splitTariff(service: string, tariff: string): { service: string; tariff: string } {
  const at = tariff.indexOf(':');
  if (at < 0) return { service, tariff };
  const of = tariff.slice(0, at);
  if (service && service !== of) return { service, tariff: '' };
  return { service: of, tariff: tariff.slice(at + 1) };
}

interface TariffSelectorProps {
  service: Service | undefined;
  /**
   * Every service, for a page that runs no script yet: without a chosen service their tariffs are
   * all offered, grouped per service, so a visitor without JavaScript picks one at once instead of
   * after a refused post. Absent: "choose a service first".
   */
  all?: Service[] | undefined;
  value: string;
  onChange: (tariffId: string) => void;
  lang: Language;
  t: BookingTexts;
  error?: string | undefined;
}

/** The chosen service's tariffs as radio cards (name, price, features; the popular one marked). */
export function TariffSelector({ service, all, value, onChange, lang, t, error }: TariffSelectorProps) {
  if (!service && all?.some((s) => s.tariffs.length > 0)) {
    return (
      <fieldset aria-describedby={error ? 'tariff-error' : 'tariff-hint'}>
        <legend className="text-sm font-medium text-stone-800">
          {t.details.tariff}
          <span className="text-accent-dark" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        <p id="tariff-hint" className="mt-1 text-sm text-stone-600">
          {t.details.allTariffsHint}
        </p>
        {all
          .filter((s) => s.tariffs.length > 0)
          .map((s) => (
            <fieldset key={s.id} className="mt-5">
              <legend className="font-display text-lg font-semibold">{localized(s, 'name', lang)}</legend>
              <div className="mt-3 grid gap-4 md:grid-cols-3 md:gap-3">
                {s.tariffs.map((tariff) => (
                  <TariffCard
                    key={tariff.id}
                    tariff={tariff}
                    value={tariffChoice(s.id, tariff.id)}
                    idPrefix={`tariff-${s.id}-${tariff.id}`}
                    checked={value === tariffChoice(s.id, tariff.id)}
                    onChange={onChange}
                    lang={lang}
                    t={t}
                    error={error}
                  />
                ))}
              </div>
            </fieldset>
          ))}
        {error && (
          <p id="tariff-error" className="mt-2 text-sm text-red-700">
            {error}
          </p>
        )}
      </fieldset>
    );
  }
  if (!service) {
    return <p className="bg-stone-100 px-4 py-3 text-sm text-stone-600">{t.details.chooseServiceFirst}</p>;
  }
  if (service.tariffs.length === 0) {
    return <p className="bg-stone-100 px-4 py-3 text-sm text-stone-700">{t.details.noTariffs}</p>;
  }
  return (
    <fieldset aria-describedby={error ? 'tariff-error' : 'tariff-hint'}>
      <legend className="text-sm font-medium text-stone-800">
        {t.details.tariff}
        <span className="text-accent-dark" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      <p id="tariff-hint" className="mt-1 text-sm text-stone-600">
        {t.details.tariffHint}
      </p>
      <div className="mt-4 grid gap-4 md:grid-cols-3 md:gap-3">
        {service.tariffs.map((tariff) => (
          <TariffCard
            key={tariff.id}
            tariff={tariff}
            value={tariff.id}
            idPrefix={`tariff-${tariff.id}`}
            checked={value === tariff.id}
            onChange={onChange}
            lang={lang}
            t={t}
            error={error}
          />
        ))}
      </div>
      {error && (
        <p id="tariff-error" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

interface TariffCardProps {
  tariff: Tariff;
  /** The radio's value: the tariff's id, or `{service}:{tariff}` where the service is not chosen. */
  value: string;
  idPrefix: string;
  checked: boolean;
  onChange: (value: string) => void;
  lang: Language;
  t: BookingTexts;
  error?: string | undefined;
}

function TariffCard({ tariff, value, idPrefix, checked, onChange, lang, t, error }: TariffCardProps) {
  const features = lang === 'ru' && tariff.features_ru.length > 0 ? tariff.features_ru : tariff.features_de;
  const name = localized(tariff, 'name', lang);
  const label = [name, tariff.popular ? t.details.popular : '', formatPriceText(tariff.price, lang)]
    .filter(Boolean)
    .join(', ');
  const featuresId = `${idPrefix}-features`;
  return (
    <label
      className={`relative flex cursor-pointer flex-col border bg-white p-4 transition hover:border-accent has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-accent ${
        checked ? 'border-accent ring-1 ring-accent' : 'border-stone-300'
      }`}
    >
      <input
        type="radio"
        name="tariff"
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        required
        aria-label={label}
        {...(features.length > 0 ? { 'aria-describedby': featuresId } : {})}
        className="sr-only"
        {...(error ? { 'aria-invalid': true } : {})}
      />
      {tariff.popular && (
        <span className="absolute -top-2.5 left-4 inline-flex items-center gap-1 bg-accent-dark px-2.5 py-0.5 text-xs font-medium text-white">
          <Star aria-hidden="true" className="size-3 fill-current" />
          {t.details.popular}
        </span>
      )}
      <span className="flex items-start justify-between gap-2">
        <span className="font-display text-xl font-semibold">{name}</span>
        <span
          aria-hidden="true"
          className={`mt-1 flex size-5 shrink-0 items-center justify-center rounded-full border ${
            checked ? 'border-accent bg-accent text-white' : 'border-stone-400'
          }`}
        >
          {checked && <Check className="size-3.5" />}
        </span>
      </span>
      {tariff.price && (
        <span className="mt-1 text-sm font-medium text-accent-dark">{formatPriceText(tariff.price, lang)}</span>
      )}
      {features.length > 0 && (
        <ul id={featuresId} className="mt-3 space-y-1.5 text-sm text-stone-700">
          {features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      )}
    </label>
  );
}
