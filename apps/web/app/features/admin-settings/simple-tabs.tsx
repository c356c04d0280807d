import type { Notify } from './api';
import { type FieldSpec, SectionForm } from './section-form';

const SOCIAL: FieldSpec[] = [
  { key: 'instagram', label: 'Instagram URL', type: 'url', placeholder: 'https://instagram.com/…' },
  { key: 'facebook', label: 'Facebook URL', type: 'url', placeholder: 'https://facebook.com/…' },
  { key: 'twitter', label: 'LinkedIn URL', type: 'url', placeholder: 'https://linkedin.com/in/…' },
  {
    key: 'email',
    label: 'Номер WhatsApp (с кодом страны)',
    type: 'tel',
    placeholder: '+49 170 1234567',
    format: 'Номер телефона с кодом страны, например +49 170 1234567',
  },
];

const CONTACT: FieldSpec[] = [
  { key: 'contact_email', label: 'E-mail', type: 'email', required: true },
  { key: 'contact_phone', label: 'Телефон', type: 'tel', required: true },
  { key: 'contact_address', label: 'Адрес', required: true },
  { key: 'contact_hours', label: 'Часы работы', required: true, hint: 'Например: Mo–Fr 9:00–18:00' },
];

const BRANDING: FieldSpec[] = [
  { key: 'site_name', label: 'Название сайта', required: true },
  { key: 'hero_title_de', label: 'Заголовок главной (H1, немецкий)', required: true },
  { key: 'hero_title_ru', label: 'Заголовок главной (H1, русский)', required: true },
  { key: 'site_description_de', label: 'Описание сайта (немецкий)', required: true, rows: 2 },
  { key: 'site_description_ru', label: 'Описание сайта (русский)', required: true, rows: 2 },
  { key: 'wedding_expertise_de', label: 'Свадебная экспертиза (немецкий)', rich: true },
  { key: 'wedding_expertise_ru', label: 'Свадебная экспертиза (русский)', rich: true },
];

const ANALYTICS: FieldSpec[] = [
  {
    key: 'google_analytics_id',
    label: 'Google Analytics Measurement ID',
    placeholder: 'G-XXXXXXXXXX',
    hint: 'Начинается с G-. Скрипт загружается только после согласия посетителя на cookies.',
    format: 'ID должен начинаться с G- (например G-ABC123XYZ)',
  },
];

const IMPRESSUM: FieldSpec[] = [
  { key: 'name', label: 'Имя', required: true },
  { key: 'company', label: 'Компания', required: true },
  { key: 'street', label: 'Улица и дом', required: true },
  { key: 'city', label: 'Индекс и город', required: true },
  { key: 'country', label: 'Страна', required: true },
  { key: 'phone', label: 'Телефон', type: 'tel', required: true },
  { key: 'email', label: 'E-mail', type: 'email', required: true },
  { key: 'responsiblePerson', label: 'Ответственное лицо', required: true },
  {
    key: 'vatId',
    label: 'USt-IdNr. (номер плательщика НДС)',
    hint: 'Только если он у вас есть. Без него отметьте пункт о § 19 UStG ниже, если он к вам относится.',
  },
  {
    key: 'small_business',
    label: 'Малое предприятие (Kleinunternehmer) по § 19 UStG',
    hint: 'На сайте будет указано, что налог с оборота не взимается. Указывается, если нет USt-IdNr.',
    checkbox: true,
  },
];

const socialLinksOf = (data: Record<string, unknown>) => (data.social_links as Record<string, unknown>) ?? data;

export function SocialTab({ notify }: { notify: Notify }) {
  return (
    <SectionForm
      section="social"
      title="Социальные сети"
      fields={SOCIAL}
      notify={notify}
      savedText="Социальные сети обновлены"
      errorText="Ошибка при сохранении социальных сетей"
      loadFrom={socialLinksOf}
      loadSection="user"
    />
  );
}

export function ContactTab({ notify }: { notify: Notify }) {
  return (
    <SectionForm
      section="contact"
      title="Контактная информация"
      intro={<p className="text-sm text-stone-600">Показывается в подвале сайта и на странице контактов.</p>}
      fields={CONTACT}
      notify={notify}
      savedText="Контактная информация обновлена"
      errorText="Ошибка при сохранении контактной информации"
    />
  );
}

export function BrandingTab({ notify }: { notify: Notify }) {
  return (
    <SectionForm
      section="branding"
      title="Брендинг сайта"
      fields={BRANDING}
      notify={notify}
      savedText="Брендинг обновлён"
      errorText="Ошибка при сохранении брендинга"
    />
  );
}

export function AnalyticsTab({ notify }: { notify: Notify }) {
  return (
    <SectionForm
      section="analytics"
      title="Аналитика"
      fields={ANALYTICS}
      notify={notify}
      savedText="Настройки аналитики обновлены"
      errorText="Ошибка при сохранении аналитики"
    />
  );
}

export function ImpressumTab({ notify }: { notify: Notify }) {
  return (
    <SectionForm
      section="impressum"
      title="Impressum"
      fields={IMPRESSUM}
      notify={notify}
      savedText="Impressum обновлён"
      errorText="Ошибка при сохранении Impressum"
    />
  );
}
