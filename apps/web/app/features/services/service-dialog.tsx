import { localized, type Service } from '@app/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { Check, X } from 'lucide-react';
import { button } from '../../components/ui/buttons';
import { useReturnFocus } from '../../components/ui/use-return-focus';
import { formatPriceText } from '../../i18n/format';
import { textsFor } from '../../i18n/texts';
import { Link } from '../language/links';
import { ServiceIcon } from './service-icon';
import { servicesTexts } from './texts';

/** The details modal: image, description, included features, starting price, tariffs, Book now. */
export function ServiceDialog({
  service,
  lang,
  onClose,
}: {
  service: Service | null;
  lang: 'de' | 'ru';
  onClose: () => void;
}) {
  const t = textsFor(servicesTexts, lang);
  const returnFocus = useReturnFocus(service !== null);
  const features = service
    ? lang === 'ru' && service.features_ru.length
      ? service.features_ru
      : service.features_de
    : [];
  return (
    <Dialog.Root open={service !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/60" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className="fixed inset-x-0 bottom-0 z-[61] max-h-[92dvh] overflow-y-auto bg-white shadow-2xl outline-none sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-[min(56rem,calc(100vw-3rem))] sm:-translate-x-1/2 sm:-translate-y-1/2"
        >
          {service && (
            <>
              {service.image && <img src={service.image} alt="" className="aspect-[21/9] w-full object-cover" />}
              <div className="p-6 sm:p-10">
                <div className="flex items-start justify-between gap-4">
                  <div className="flex items-center gap-4">
                    <span className="inline-flex size-12 items-center justify-center rounded-full bg-stone-100 text-accent-dark">
                      <ServiceIcon name={service.icon} className="size-6" />
                    </span>
                    <Dialog.Title className="font-display text-3xl sm:text-4xl">
                      {localized(service, 'name', lang)}
                    </Dialog.Title>
                  </div>
                  <Dialog.Close
                    aria-label={t.close}
                    className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-stone-100"
                  >
                    <X aria-hidden className="size-5" />
                  </Dialog.Close>
                </div>
                <Dialog.Description className="mt-5 text-lg leading-relaxed text-stone-700">
                  {localized(service, 'description', lang)}
                </Dialog.Description>
                <div className="mt-8 grid gap-8 sm:grid-cols-2">
                  {features.length > 0 && (
                    <div>
                      <h3 className="text-xs font-medium uppercase tracking-[0.2em] text-stone-600">{t.included}</h3>
                      <ul className="mt-4 space-y-2">
                        {features.map((f) => (
                          <li key={f} className="flex gap-3">
                            <Check aria-hidden className="mt-1 size-4 shrink-0 text-accent-dark" />
                            {f}
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}
                  <div>
                    <h3 className="text-xs font-medium uppercase tracking-[0.2em] text-stone-600">{t.startingPrice}</h3>
                    <p className="mt-3 font-display text-4xl">{formatPriceText(service.price, lang)}</p>
                  </div>
                </div>
                {service.tariffs.length > 0 && (
                  <div className="mt-10">
                    <h3 className="font-display text-2xl">{t.tariffs}</h3>
                    <ul className="mt-5 grid gap-4 md:grid-cols-3">
                      {service.tariffs.map((tariff) => {
                        const tf = lang === 'ru' && tariff.features_ru.length ? tariff.features_ru : tariff.features_de;
                        const conditions = localized(tariff, 'conditions', lang);
                        return (
                          <li
                            key={tariff.id}
                            className={`relative flex flex-col border p-5 ${tariff.popular ? 'border-accent-dark bg-stone-50 ring-1 ring-accent-dark' : 'border-stone-200'}`}
                          >
                            {tariff.popular && (
                              <span className="absolute -top-3 left-5 bg-accent-dark px-2 py-0.5 text-xs font-medium uppercase tracking-wider text-white">
                                {t.popular}
                              </span>
                            )}
                            <p className="font-medium">{localized(tariff, 'name', lang)}</p>
                            <p className="mt-1 font-display text-2xl">{formatPriceText(tariff.price, lang)}</p>
                            <ul className="mt-3 space-y-1.5 text-sm text-stone-700">
                              {tf.map((f) => (
                                <li key={f} className="flex gap-2">
                                  <Check aria-hidden className="mt-0.5 size-3.5 shrink-0 text-accent-dark" />
                                  {f}
                                </li>
                              ))}
                            </ul>
                            {conditions && <p className="mt-3 text-xs text-stone-600">{conditions}</p>}
                            <div className="mt-auto pt-5">
                              <Link
                                to={`/booking?service=${encodeURIComponent(service.id)}&tariff=${encodeURIComponent(tariff.id)}`}
                                onClick={onClose}
                                aria-label={`${t.bookTariff}: ${localized(tariff, 'name', lang)}`}
                                className={`w-full ${button.smallSecondary}`}
                              >
                                {t.bookTariff}
                              </Link>
                            </div>
                          </li>
                        );
                      })}
                    </ul>
                  </div>
                )}
                <div className="mt-10 flex justify-end">
                  <Link
                    to={`/booking?service=${encodeURIComponent(service.id)}`}
                    onClick={onClose}
                    className={button.primary}
                  >
                    {t.book}
                  </Link>
                </div>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
