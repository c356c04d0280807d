import type {
  Analytics,
  Branding,
  ContactSettings,
  Impressum,
  Service,
  ServicesSettings,
  SiteImages,
  SocialLinks,
  Tariff,
} from '@app/contracts';
import { SITE_IMAGE_KEYS } from '@app/contracts';

/** First-start defaults of every settings section (the spec's texts; the owner edits them later). */

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

export const DEFAULT_CONTACT: ContactSettings = {
  contact_email: 'info@lichtblick-fotografie.de',
  contact_phone: '+49 365 1234567',
  contact_address: 'Berlin, Deutschland',
  contact_hours: 'Mo-Fr 09:00-18:00, Sa 10:00-16:00',
};

export const DEFAULT_IMPRESSUM: Impressum = {
  name: 'Max Mustermann',
  company: 'Lichtblick Fotografie',
  street: 'Musterstraße 1',
  city: '07545 Gera',
  country: 'Deutschland',
  phone: '+49 365 1234567',
  email: 'info@lichtblick-fotografie.de',
  vatId: 'DE123456789',
  responsiblePerson: 'Max Mustermann',
};

export const DEFAULT_ANALYTICS: Analytics = { google_analytics_id: '' };

export const DEFAULT_SITE_IMAGES = Object.fromEntries(SITE_IMAGE_KEYS.map((key) => [key, ''])) as SiteImages;

export const DEFAULT_SOCIAL_LINKS: SocialLinks = { instagram: '', facebook: '', twitter: '', email: '' };

const TARIFFS: Tariff[] = [
  {
    id: 'basic',
    name_de: 'Basis',
    name_ru: 'Базовый',
    price: 'ab 150 €',
    features_de: ['Bis zu 2 Stunden', '20 bearbeitete Bilder', 'Online-Galerie', 'Grundlegende Retusche'],
    features_ru: ['До 2 часов съёмки', '20 обработанных фотографий', 'Онлайн-галерея', 'Базовая ретушь'],
    conditions_de: 'Ideal für kleine Anlässe und kurze Shootings.',
    conditions_ru: 'Идеально для небольших событий и коротких съёмок.',
    popular: false,
  },
  {
    id: 'standard',
    name_de: 'Standard',
    name_ru: 'Стандарт',
    price: 'ab 300 €',
    features_de: [
      'Bis zu 4 Stunden',
      '50 bearbeitete Bilder',
      'Online-Galerie und USB-Stick',
      'Professionelle Retusche',
      'Beratung zur Location',
    ],
    features_ru: [
      'До 4 часов съёмки',
      '50 обработанных фотографий',
      'Онлайн-галерея и USB-флешка',
      'Профессиональная ретушь',
      'Помощь в выборе локации',
    ],
    conditions_de: 'Unser beliebtestes Paket für die meisten Anlässe.',
    conditions_ru: 'Самый популярный пакет для большинства событий.',
    popular: true,
  },
  {
    id: 'premium',
    name_de: 'Premium',
    name_ru: 'Премиум',
    price: 'ab 500 €',
    features_de: [
      'Ganztägige Begleitung',
      '100+ bearbeitete Bilder',
      'Online-Galerie, USB-Stick und Abzüge',
      'Kreative Retusche',
      'Komplette Location-Planung',
      'Zweiter Fotograf optional',
    ],
    features_ru: [
      'Съёмка на весь день',
      'Более 100 обработанных фотографий',
      'Онлайн-галерея, USB-флешка и печать фотографий',
      'Творческая ретушь',
      'Полное планирование локаций',
      'Второй фотограф по желанию',
    ],
    conditions_de: 'Rundum-sorglos für Ihren großen Tag.',
    conditions_ru: 'Полное сопровождение вашего важного дня.',
    popular: false,
  },
];

const withTariffs = (service: Omit<Service, 'tariffs'>, tariffs: boolean): Service => ({
  ...service,
  tariffs: tariffs
    ? TARIFFS.map((t) => ({ ...t, features_de: [...t.features_de], features_ru: [...t.features_ru] }))
    : [],
});

export const DEFAULT_SERVICES: ServicesSettings = {
  services: [
    withTariffs(
      {
        id: 'wedding',
        name_de: 'Hochzeitsfotografie',
        name_ru: 'Свадебная фотосъёмка',
        description_de:
          'Ihre Hochzeit natürlich und emotional festgehalten, von den Vorbereitungen bis zur Feier am Abend.',
        description_ru: 'Ваша свадьба, снятая живо и искренне: от утренних сборов до вечернего праздника.',
        price: 'ab 1.500 €',
        image: '',
        icon: 'Heart',
        active: true,
        features_de: ['Ganztägige Begleitung', 'Vorgespräch und Ablaufplanung', 'Private Online-Galerie'],
        features_ru: ['Съёмка на весь день', 'Предварительная встреча и планирование', 'Личная онлайн-галерея'],
      },
      true,
    ),
    withTariffs(
      {
        id: 'portrait',
        name_de: 'Porträtfotografie',
        name_ru: 'Портретная съёмка',
        description_de: 'Porträts, Paar- und Familienfotos im Studio oder an Ihrem Lieblingsort.',
        description_ru: 'Портреты, парные и семейные фотосессии в студии или в вашем любимом месте.',
        price: 'ab 150 €',
        image: '',
        icon: 'User',
        active: true,
        features_de: ['Studio oder Outdoor', 'Beratung zu Outfit und Location', 'Professionelle Retusche'],
        features_ru: ['Студия или улица', 'Советы по образу и локации', 'Профессиональная ретушь'],
      },
      true,
    ),
    withTariffs(
      {
        id: 'architecture',
        name_de: 'Architekturfotografie',
        name_ru: 'Архитектурная съёмка',
        description_de: 'Gebäude, Innenräume und Immobilien für Architekten, Makler und Unternehmen.',
        description_ru: 'Здания, интерьеры и недвижимость для архитекторов, риелторов и компаний.',
        price: 'ab 300 €',
        image: '',
        icon: 'Building',
        active: true,
        features_de: ['Innen- und Außenaufnahmen', 'Perspektivkorrektur', 'Nutzungsrechte für Web und Print'],
        features_ru: ['Съёмка интерьеров и фасадов', 'Коррекция перспективы', 'Права на использование в сети и печати'],
      },
      true,
    ),
    withTariffs(
      {
        id: 'events',
        name_de: 'Eventfotografie',
        name_ru: 'Съёмка мероприятий',
        description_de: 'Firmenfeiern, Geburtstage, Jubiläen und Konferenzen, diskret und lebendig dokumentiert.',
        description_ru: 'Корпоративы, дни рождения, юбилеи и конференции: деликатная и живая репортажная съёмка.',
        price: 'ab 400 €',
        image: '',
        icon: 'Camera',
        active: true,
        features_de: ['Reportage ohne Unterbrechung', 'Schnelle Vorschau', 'Bilder für Presse und Social Media'],
        features_ru: ['Репортаж без вмешательства', 'Быстрый предварительный просмотр', 'Снимки для прессы и соцсетей'],
      },
      true,
    ),
    withTariffs(
      {
        id: 'restoration',
        name_de: 'Fotorestaurierung',
        name_ru: 'Реставрация фотографий',
        description_de: 'Alte und beschädigte Fotos restauriert und auf Wunsch koloriert, damit Erinnerungen bleiben.',
        description_ru: 'Восстановление старых и повреждённых фотографий, по желанию с раскрашиванием.',
        price: 'ab 25 €',
        image: '',
        icon: 'Palette',
        active: true,
        features_de: ['Entfernen von Rissen und Flecken', 'Kolorierung von Schwarz-Weiß-Fotos', 'Druckfertige Dateien'],
        features_ru: ['Удаление трещин и пятен', 'Раскрашивание чёрно-белых снимков', 'Файлы, готовые к печати'],
      },
      false,
    ),
    withTariffs(
      {
        id: 'aiPhotoshoot',
        name_de: 'KI-Fotoshooting',
        name_ru: 'ИИ-фотосессия',
        description_de: 'Virtuelle Fotoshootings mit künstlicher Intelligenz: neue Looks und Kulissen aus Ihren Fotos.',
        description_ru:
          'Виртуальные фотосессии с помощью искусственного интеллекта: новые образы и локации по вашим фото.',
        price: 'ab 49 €',
        image: '',
        icon: 'Sparkles',
        active: true,
        features_de: ['Ohne Studiotermin', 'Verschiedene Stile und Kulissen', 'Ergebnis in wenigen Tagen'],
        features_ru: ['Без визита в студию', 'Разные стили и фоны', 'Результат за несколько дней'],
      },
      false,
    ),
  ],
};
