// First-start content of every settings section: the API seeds it, the web app shows it when a
// section cannot be loaded. Plain data, zod-free like language.ts (type imports are erased).
import { SITE_IMAGE_KEYS } from '../constants.ts';
import type { Analytics, Branding, ContactSettings, Impressum, SiteImages, SocialLinks } from '../settings.ts';

export const DEFAULT_BRANDING: Branding = {
  site_name: 'Lichtblick Fotografie',
  site_description_de:
    'Hochzeits- und Porträtfotografie in Thüringen und Sachsen: natürliche, emotionale Bilder aus Gera, Leipzig, Chemnitz, Erfurt, Jena und Zwickau.',
  site_description_ru:
    'Свадебная и портретная фотосъёмка в Тюрингии и Саксонии: живые, искренние кадры в Гере, Лейпциге, Хемнице, Эрфурте, Йене и Цвиккау.',
  hero_title_de: 'Hochzeitsfotograf in Thüringen und Sachsen',
  hero_title_ru: 'Свадебный фотограф в Тюрингии и Саксонии',
  wedding_expertise_de: [
    '<p>Seit über zehn Jahren begleite ich Paare an ihrem Hochzeitstag: vom Getting Ready über die Trauung bis zum letzten Tanz. Ich arbeite unaufdringlich und dokumentarisch, damit echte Momente entstehen statt gestellter Posen.</p>',
    '<p>Ob Standesamt in Gera, freie Trauung auf einem Schloss in Sachsen oder eine kleine Feier im Garten: Ich kenne die schönsten Orte in Thüringen und Sachsen und plane mit Ihnen Zeitablauf, Licht und Locations, damit Sie den Tag entspannt genießen können.</p>',
    '<p>Nach der Hochzeit erhalten Sie sorgfältig bearbeitete Bilder in einer privaten Online-Galerie, auf Wunsch auch als Fotobuch oder Abzüge, damit die Erinnerungen bleiben.</p>',
  ].join(''),
  wedding_expertise_ru: [
    '<p>Уже больше десяти лет я снимаю свадьбы: от утренних сборов и церемонии до последнего танца. Я работаю ненавязчиво, в репортажном стиле, чтобы в кадре оставались настоящие эмоции, а не постановочные позы.</p>',
    '<p>Регистрация в ЗАГСе Геры, выездная церемония в замке в Саксонии или камерный праздник в саду: я знаю самые красивые места Тюрингии и Саксонии и помогу спланировать тайминг, свет и локации, чтобы вы спокойно наслаждались своим днём.</p>',
    '<p>После свадьбы вы получите тщательно обработанные фотографии в личной онлайн-галерее, а по желанию также фотокнигу или печатные снимки, чтобы воспоминания остались с вами надолго.</p>',
  ].join(''),
};

/** The spec's contact defaults: placeholder e-mail and phone, Berlin, the usual hours. */
export const DEFAULT_CONTACT: ContactSettings = {
  contact_email: 'info@lichtblick-fotografie.de',
  contact_phone: '+49 365 1234567',
  contact_address: 'Berlin, Deutschland',
  contact_hours: 'Mo-Fr 09:00-18:00, Sa 10:00-16:00',
};

/**
 * The legal notice of a fresh installation: no fictitious person or address (a published
 * "Max Mustermann" would be a false legal notice). The owner fills it in; until then the office
 * warns on every page.
 */
export const DEFAULT_IMPRESSUM: Impressum = {
  name: '',
  company: 'Lichtblick Fotografie',
  street: '',
  city: '',
  country: 'Deutschland',
  phone: '',
  email: '',
  vatId: '',
  responsiblePerson: '',
  small_business: false,
};

export const DEFAULT_ANALYTICS: Analytics = { google_analytics_id: '' };

export const DEFAULT_SITE_IMAGES = Object.fromEntries(SITE_IMAGE_KEYS.map((key) => [key, ''])) as SiteImages;

export const DEFAULT_SOCIAL_LINKS: SocialLinks = { instagram: '', facebook: '', twitter: '', email: '' };
