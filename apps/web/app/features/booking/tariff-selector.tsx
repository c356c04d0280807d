import { type Language, localized, type Service } from '@app/contracts';
import { Check, Star } from 'lucide-react';
import { formatPriceText } from '../../i18n/format';
import type { BookingTexts } from './texts';

interface TariffSelectorProps {
  service: Service | undefined;
  value: string;
  onChange: (tariffId: string) => void;
  lang: Language;
  t: BookingTexts;
  error?: string | undefined;
}

/** The chosen service's tariffs as radio cards (name, price, features; the popular one marked). */
export function TariffSelector({ service, value, onChange, lang, t, error }: TariffSelectorProps) {
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
        {service.tariffs.map((tariff) => {
          const features = lang === 'ru' && tariff.features_ru.length > 0 ? tariff.features_ru : tariff.features_de;
          const checked = value === tariff.id;
          const name = localized(tariff, 'name', lang);
          const label = [name, tariff.popular ? t.details.popular : '', formatPriceText(tariff.price, lang)]
            .filter(Boolean)
            .join(', ');
          const featuresId = `tariff-${tariff.id}-features`;
          return (
            <label
              key={tariff.id}
              className={`relative flex cursor-pointer flex-col border bg-white p-4 transition hover:border-accent has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-accent ${
                checked ? 'border-accent ring-1 ring-accent' : 'border-stone-300'
              }`}
            >
              <input
                type="radio"
                name="tariff"
                value={tariff.id}
                checked={checked}
                onChange={() => onChange(tariff.id)}
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
        })}
      </div>
      {error && (
        <p id="tariff-error" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
