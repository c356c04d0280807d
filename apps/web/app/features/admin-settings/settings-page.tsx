import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Banner, PageHeader, Segmented, useTimedMessage } from '../admin-ui/ui';
import { SWITCH_TAB, useConfirm, useUnsavedScope } from '../admin-ui/unsaved';
import type { Notify } from './api';
import { BookingTab } from './booking-tab';
import { EmailTab } from './email-tab';
import { ProfileTab } from './profile-tab';
import { ServicesTab } from './services-tab';
import { AnalyticsTab, BrandingTab, ContactTab, ImpressumTab, SocialTab } from './simple-tabs';
import { SiteImagesTab } from './site-images-tab';

const TABS = [
  { value: 'profile', label: 'Профиль' },
  { value: 'social', label: 'Соцсети' },
  { value: 'images', label: 'Изображения сайта' },
  { value: 'contact', label: 'Контакты' },
  { value: 'services', label: 'Услуги' },
  { value: 'booking', label: 'Бронирование' },
  { value: 'documents', label: 'Документы' },
  { value: 'email', label: 'E-mail уведомления' },
  { value: 'branding', label: 'Брендинг' },
  { value: 'analytics', label: 'Аналитика' },
  { value: 'impressum', label: 'Impressum' },
] as const;
type Tab = (typeof TABS)[number]['value'];

/**
 * The settings tabs; the documents tab is passed in by the route (its own feature). Switching tabs
 * with unsaved edits in the open one asks first (ADR 019).
 */
export function SettingsPage({ documents }: { documents: (notify: Notify) => ReactNode }) {
  // The open tab is in the address (?tab=impressum: the office's warning links to it).
  const [search, setSearch] = useSearchParams();
  const tab: Tab = TABS.find((t) => t.value === search.get('tab'))?.value ?? 'profile';
  const setTab = (next: Tab) => setSearch(next === 'profile' ? {} : { tab: next }, { replace: true });
  const [message, show] = useTimedMessage(3000);
  const notify: Notify = (text, ms) => show(text, ms);
  const unsaved = useUnsavedScope();
  const question = useConfirm(SWITCH_TAB);

  async function switchTo(next: Tab) {
    if (next === tab) return;
    if (unsaved.isDirty() && !(await question.ask())) return;
    unsaved.forget();
    setTab(next);
  }

  return (
    <div>
      <PageHeader title="Настройки" />
      <div className="mb-4">
        <Segmented label="Раздел настроек" value={tab} onChange={(next) => void switchTo(next)} options={[...TABS]} />
      </div>
      <div className="sticky top-14 z-20 mb-4 lg:top-2">
        <Banner text={message} />
      </div>
      <div ref={unsaved.ref} className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
        {tab === 'profile' ? <ProfileTab notify={notify} /> : null}
        {tab === 'social' ? <SocialTab notify={notify} /> : null}
        {tab === 'images' ? <SiteImagesTab notify={notify} /> : null}
        {tab === 'contact' ? <ContactTab notify={notify} /> : null}
        {tab === 'services' ? <ServicesTab notify={notify} /> : null}
        {tab === 'booking' ? <BookingTab notify={notify} /> : null}
        {tab === 'documents' ? documents(notify) : null}
        {tab === 'email' ? <EmailTab notify={notify} /> : null}
        {tab === 'branding' ? <BrandingTab notify={notify} /> : null}
        {tab === 'analytics' ? <AnalyticsTab notify={notify} /> : null}
        {tab === 'impressum' ? <ImpressumTab notify={notify} /> : null}
      </div>
      {question.dialog}
    </div>
  );
}
