// The services of a fresh site (the spec's six categories, each with its own price and tariffs).
// The API seeds them on first start; the web app shows them when the services cannot be loaded or
// none is active. Plain data, zod-free like language.ts: the types are erased, so importing this
// brings no schema. Prices are written the German way ("ab 1.500 €"); pages show them in their
// language ("от 1 500 €" in Russian, formatPriceText in the web app).
import type { Service, ServicesSettings, Tariff } from '../settings.ts';

interface TariffText {
  name_de: string;
  name_ru: string;
  price: string;
  features_de: string[];
  features_ru: string[];
  conditions_de: string;
  conditions_ru: string;
}

/**
 * Three tiers per shoot service, with the same ids everywhere (`basic`, `standard` as the popular
 * one, `premium`), so links such as `/booking?service=events&tariff=standard` keep their meaning.
 * Names, prices and contents are the service's own (ADR 047).
 */
function tiers(basic: TariffText, standard: TariffText, premium: TariffText): Tariff[] {
  return [
    { id: 'basic', ...basic, popular: false },
    { id: 'standard', ...standard, popular: true },
    { id: 'premium', ...premium, popular: false },
  ];
}

/**
 * The spec's sample tariffs (basic from 150, standard from 300, premium from 500 EUR), on the
 * service whose price starts at 150: portraits. Their contents are a portrait's.
 */
export const SAMPLE_TARIFFS: Tariff[] = tiers(
  {
    name_de: 'Mini',
    name_ru: 'Мини',
    price: 'ab 150 €',
    features_de: ['1 Stunde an einem Ort', '15 bearbeitete Bilder', 'Online-Galerie', 'Grundlegende Retusche'],
    features_ru: ['1 час съёмки в одном месте', '15 обработанных фотографий', 'Онлайн-галерея', 'Базовая ретушь'],
    conditions_de: 'Für Bewerbungsfotos, ein neues Profilbild oder ein kurzes Paarshooting.',
    conditions_ru: 'Для фото на резюме, нового аватара или короткой парной съёмки.',
  },
  {
    name_de: 'Klassik',
    name_ru: 'Классика',
    price: 'ab 300 €',
    features_de: [
      'Bis zu 2 Stunden, zwei Orte oder Studio',
      '40 bearbeitete Bilder',
      'Outfitwechsel inklusive',
      'Professionelle Retusche',
      'Beratung zu Outfit und Location',
    ],
    features_ru: [
      'До 2 часов, две локации или студия',
      '40 обработанных фотографий',
      'Смена образа включена',
      'Профессиональная ретушь',
      'Советы по образу и локации',
    ],
    conditions_de: 'Das beliebteste Paket für Familien, Paare und Babybauchfotos.',
    conditions_ru: 'Самый популярный пакет для семей, пар и фотосессий беременности.',
  },
  {
    name_de: 'Ausführlich',
    name_ru: 'Расширенный',
    price: 'ab 500 €',
    features_de: [
      'Bis zu 4 Stunden, Studio und draußen',
      '80 bearbeitete Bilder',
      'Online-Galerie und 10 Abzüge 13×18 cm',
      'Kreative Retusche',
      'Großfamilie oder mehrere Generationen',
    ],
    features_ru: [
      'До 4 часов, студия и улица',
      '80 обработанных фотографий',
      'Онлайн-галерея и 10 отпечатков 13×18 см',
      'Творческая ретушь',
      'Большая семья или несколько поколений',
    ],
    conditions_de: 'Viel Zeit für mehrere Orte, Outfits und Gruppen.',
    conditions_ru: 'Много времени на разные места, образы и группы.',
  },
);

const WEDDING_TARIFFS: Tariff[] = tiers(
  {
    name_de: 'Trauung',
    name_ru: 'Регистрация',
    price: 'ab 1.500 €',
    features_de: [
      'Bis zu 3 Stunden',
      'Trauung, Gratulation und Gruppenbilder',
      'Paarshooting von 30 Minuten',
      '150 bearbeitete Bilder',
      'Private Online-Galerie',
    ],
    features_ru: [
      'До 3 часов',
      'Регистрация, поздравления и групповые снимки',
      'Парная съёмка 30 минут',
      '150 обработанных фотографий',
      'Личная онлайн-галерея',
    ],
    conditions_de: 'Für die standesamtliche Trauung im kleinen Kreis.',
    conditions_ru: 'Для регистрации брака в узком кругу.',
  },
  {
    name_de: 'Hochzeitstag',
    name_ru: 'Свадебный день',
    price: 'ab 2.300 €',
    features_de: [
      'Bis zu 8 Stunden, vom Getting Ready bis zum Eröffnungstanz',
      '400 bearbeitete Bilder',
      'Vorgespräch und Ablaufplanung',
      'Online-Galerie und USB-Stick',
      '30 Vorschaubilder innerhalb einer Woche',
    ],
    features_ru: [
      'До 8 часов: от утренних сборов до первого танца',
      '400 обработанных фотографий',
      'Предварительная встреча и планирование дня',
      'Онлайн-галерея и USB-флешка',
      '30 фотографий для предпросмотра в течение недели',
    ],
    conditions_de: 'Das beliebteste Paket: der ganze Tag bis zum Abend.',
    conditions_ru: 'Самый популярный пакет: весь день до вечера.',
  },
  {
    name_de: 'Rundum',
    name_ru: 'Всё включено',
    price: 'ab 3.200 €',
    features_de: [
      'Bis zu 12 Stunden, bis zur Party',
      'Zweiter Fotograf',
      '600 bearbeitete Bilder',
      'Fotobuch 30×30 cm mit 40 Seiten',
      'After-Wedding-Shooting an einem zweiten Tag',
    ],
    features_ru: [
      'До 12 часов, включая вечеринку',
      'Второй фотограф',
      '600 обработанных фотографий',
      'Фотокнига 30×30 см на 40 страниц',
      'Съёмка After Wedding в другой день',
    ],
    conditions_de: 'Rundum-sorglos für Ihren großen Tag, mit zwei Blickwinkeln.',
    conditions_ru: 'Полное сопровождение вашего важного дня с двух ракурсов.',
  },
);

const ARCHITECTURE_TARIFFS: Tariff[] = tiers(
  {
    name_de: 'Kompakt',
    name_ru: 'Компакт',
    price: 'ab 300 €',
    features_de: [
      'Eine Wohnung oder Gewerbeeinheit bis 120 m²',
      '20 bearbeitete Bilder',
      'Perspektivkorrektur',
      'Nutzungsrechte für Web und Exposé',
    ],
    features_ru: [
      'Одна квартира или коммерческое помещение до 120 м²',
      '20 обработанных фотографий',
      'Коррекция перспективы',
      'Права на использование в сети и экспозе',
    ],
    conditions_de: 'Für Makler und Vermieter: schnell und sachlich.',
    conditions_ru: 'Для риелторов и арендодателей: быстро и по делу.',
  },
  {
    name_de: 'Objekt',
    name_ru: 'Объект',
    price: 'ab 650 €',
    features_de: [
      'Ein Gebäude innen und außen, bis 3 Stunden',
      '30 bearbeitete Bilder',
      'Belichtungsreihen für Innenräume',
      'Nutzungsrechte für Web und Print',
    ],
    features_ru: [
      'Одно здание внутри и снаружи, до 3 часов',
      '30 обработанных фотографий',
      'Брекетинг экспозиции для интерьеров',
      'Права на использование в сети и печати',
    ],
    conditions_de: 'Das beliebteste Paket für Architekten und Hotels.',
    conditions_ru: 'Самый популярный пакет для архитекторов и отелей.',
  },
  {
    name_de: 'Projekt',
    name_ru: 'Проект',
    price: 'ab 1.200 €',
    features_de: [
      'Ganztägig, bei Tageslicht und zur blauen Stunde',
      '60 bearbeitete Bilder',
      'Retusche störender Details',
      'Uneingeschränkte Nutzungsrechte',
    ],
    features_ru: [
      'Весь день, при дневном свете и в «синий час»',
      '60 обработанных фотографий',
      'Ретушь мешающих деталей',
      'Неограниченные права на использование',
    ],
    conditions_de: 'Für Wettbewerbe, Publikationen und große Projekte.',
    conditions_ru: 'Для конкурсов, публикаций и крупных проектов.',
  },
);

const EVENT_TARIFFS: Tariff[] = tiers(
  {
    name_de: 'Kompakt',
    name_ru: 'Компакт',
    price: 'ab 400 €',
    features_de: ['Bis zu 2 Stunden', '100 bearbeitete Bilder', 'Online-Galerie innerhalb von 5 Werktagen'],
    features_ru: ['До 2 часов', '100 обработанных фотографий', 'Онлайн-галерея в течение 5 рабочих дней'],
    conditions_de: 'Für Empfänge, Vorträge und kleine Feiern.',
    conditions_ru: 'Для приёмов, докладов и небольших праздников.',
  },
  {
    name_de: 'Halbtags',
    name_ru: 'Полдня',
    price: 'ab 750 €',
    features_de: [
      'Bis zu 4 Stunden',
      '200 bearbeitete Bilder',
      '20 Bilder am nächsten Morgen für Presse und Social Media',
      'Nutzungsrechte für Presse und Social Media',
    ],
    features_ru: [
      'До 4 часов',
      '200 обработанных фотографий',
      '20 снимков на следующее утро для прессы и соцсетей',
      'Права на использование в прессе и соцсетях',
    ],
    conditions_de: 'Das beliebteste Paket für Firmenfeiern und Konferenzen.',
    conditions_ru: 'Самый популярный пакет для корпоративов и конференций.',
  },
  {
    name_de: 'Ganztags',
    name_ru: 'Весь день',
    price: 'ab 1.300 €',
    features_de: [
      'Bis zu 9 Stunden',
      '350 bearbeitete Bilder',
      'Zweiter Fotograf optional',
      'Auswahl für die Presse noch am selben Abend',
    ],
    features_ru: [
      'До 9 часов',
      '350 обработанных фотографий',
      'Второй фотограф по желанию',
      'Подборка для прессы в тот же вечер',
    ],
    conditions_de: 'Für Tagungen, Jubiläen und Festivals von morgens bis abends.',
    conditions_ru: 'Для конференций, юбилеев и фестивалей с утра до вечера.',
  },
);

/**
 * Wedding, portrait, architecture and events come with three tariffs each, starting at the
 * service's price; restoration and AI shoots are priced per photo (their features say how) and
 * have no tariffs, so a booking of them needs none.
 */
export const DEFAULT_SERVICES: Service[] = [
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
    features_de: ['Von der Trauung bis zum ganzen Tag', 'Vorgespräch und Ablaufplanung', 'Private Online-Galerie'],
    features_ru: ['От регистрации до всего дня', 'Предварительная встреча и планирование', 'Личная онлайн-галерея'],
    tariffs: WEDDING_TARIFFS,
  },
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
    tariffs: SAMPLE_TARIFFS,
  },
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
    tariffs: ARCHITECTURE_TARIFFS,
  },
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
    tariffs: EVENT_TARIFFS,
  },
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
    features_de: [
      'Staub, Kratzer und Knicke: ab 25 € pro Foto',
      'Risse, Flecken und fehlende Ecken: ab 45 € pro Foto',
      'Kolorierung von Schwarz-Weiß-Fotos: ab 60 € pro Foto',
      'Druckfertige Dateien',
    ],
    features_ru: [
      'Пыль, царапины и заломы: от 25 € за фото',
      'Трещины, пятна и утраченные углы: от 45 € за фото',
      'Раскрашивание чёрно-белых снимков: от 60 € за фото',
      'Файлы, готовые к печати',
    ],
    tariffs: [],
  },
  {
    id: 'aiPhotoshoot',
    name_de: 'KI-Fotoshooting',
    name_ru: 'ИИ-фотосессия',
    description_de: 'Virtuelle Fotoshootings mit künstlicher Intelligenz: neue Looks und Kulissen aus Ihren Fotos.',
    description_ru: 'Виртуальные фотосессии с помощью искусственного интеллекта: новые образы и локации по вашим фото.',
    price: 'ab 49 €',
    image: '',
    icon: 'Sparkles',
    active: true,
    features_de: [
      '10 Bilder in einem Stil: ab 49 €',
      '30 Bilder in drei Stilen: ab 99 €',
      'Ohne Studiotermin, aus 10 bis 20 Ihrer Fotos',
      'Ergebnis in wenigen Tagen',
    ],
    features_ru: [
      '10 изображений в одном стиле: от 49 €',
      '30 изображений в трёх стилях: от 99 €',
      'Без визита в студию, по 10–20 вашим фото',
      'Результат за несколько дней',
    ],
    tariffs: [],
  },
];

/** The services settings section of a fresh site. */
export const DEFAULT_SERVICES_SETTINGS: ServicesSettings = { services: DEFAULT_SERVICES };
