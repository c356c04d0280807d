import type { Service, Tariff } from '@app/contracts';

/** The spec's sample tariffs (from 150, 300, 500 EUR), used only when the services cannot be loaded. */
const SAMPLE_TARIFFS: Tariff[] = [
  {
    id: 'basic',
    name_de: 'Basis',
    name_ru: 'Базовый',
    price: 'ab 150 €',
    features_de: ['Bis zu 2 Stunden', '20 bearbeitete Bilder', 'Online-Galerie', 'Grundlegende Retusche'],
    features_ru: ['До 2 часов съёмки', '20 обработанных фотографий', 'Онлайн-галерея', 'Базовая ретушь'],
    conditions_de: '',
    conditions_ru: '',
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
    conditions_de: '',
    conditions_ru: '',
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
    conditions_de: '',
    conditions_ru: '',
    popular: false,
  },
];

const service = (id: string, name_de: string, name_ru: string, withTariffs: boolean): Service => ({
  id,
  name_de,
  name_ru,
  description_de: '',
  description_ru: '',
  price: '',
  image: '',
  icon: 'Camera',
  active: true,
  features_de: [],
  features_ru: [],
  tariffs: withTariffs ? SAMPLE_TARIFFS : [],
});

/** The six service categories of the spec, shown when loading the services fails or gives none. */
export const DEFAULT_BOOKING_SERVICES: Service[] = [
  service('wedding', 'Hochzeitsfotografie', 'Свадебная фотосъёмка', true),
  service('portrait', 'Porträtfotografie', 'Портретная съёмка', true),
  service('architecture', 'Architekturfotografie', 'Архитектурная съёмка', true),
  service('events', 'Eventfotografie', 'Съёмка мероприятий', true),
  service('restoration', 'Fotorestaurierung', 'Реставрация фотографий', false),
  service('aiPhotoshoot', 'KI-Fotoshooting', 'ИИ-фотосессия', false),
];
