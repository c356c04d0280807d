import type { Language } from '@app/contracts';
import { type PluralForms, plural } from '../../i18n/format';
import { defineTexts } from '../../i18n/texts';

const de = {
  metaTitle: 'Portfolio',
  metaDescription:
    'Ausgewählte Hochzeits-, Porträt-, Event- und Architekturfotografie aus Thüringen und Sachsen. Projekte nach Kategorie ansehen.',
  eyebrow: 'Arbeiten',
  title: 'Portfolio',
  lead: 'Eine Auswahl an Geschichten, die ich begleiten durfte: echte Momente, ruhiges Licht, Bilder, die bleiben.',
  filterLabel: 'Nach Kategorie filtern',
  empty: 'Keine Projekte in dieser Kategorie gefunden.',
  projects: 'Projekte',
  pages: 'Seiten',
  page: (n: number) => `Seite ${n}`,
  previousPage: 'Neuere Projekte',
  nextPage: 'Ältere Projekte',
  loading: 'Projekte werden geladen …',
  open: 'Bilder ansehen',
  lightboxTitle: 'Projektbilder',
  close: 'Schließen',
  previous: 'Vorheriges Bild',
  next: 'Nächstes Bild',
  image: 'Bild',
  all: 'Alle',
};

export const portfolioTexts = defineTexts({
  de,
  ru: {
    metaTitle: 'Портфолио',
    metaDescription:
      'Избранные свадебные, портретные, событийные и архитектурные съёмки в Тюрингии и Саксонии. Проекты по категориям.',
    eyebrow: 'Работы',
    title: 'Портфолио',
    lead: 'Истории, которые мне довелось сопровождать: настоящие моменты, мягкий свет, кадры, которые остаются.',
    filterLabel: 'Фильтр по категориям',
    empty: 'В этой категории проектов не найдено.',
    projects: 'Проекты',
    pages: 'Страницы',
    page: (n: number) => `Страница ${n}`,
    previousPage: 'Более новые проекты',
    nextPage: 'Более ранние проекты',
    loading: 'Загружаем проекты …',
    open: 'Смотреть фотографии',
    lightboxTitle: 'Фотографии проекта',
    close: 'Закрыть',
    previous: 'Предыдущее фото',
    next: 'Следующее фото',
    image: 'Фото',
    all: 'Все',
  },
});

/** "1 Foto", "3 Fotos"; Russian with its real plural forms (1 фотография, 3 фотографии, 5 фотографий). */
export function photoCount(count: number, lang: Language): string {
  return plural(lang, count, PHOTOS[lang]);
}

const PHOTOS = {
  de: { one: '{n} Foto', other: '{n} Fotos' },
  ru: { one: '{n} фотография', few: '{n} фотографии', many: '{n} фотографий', other: '{n} фотографии' },
} satisfies Record<Language, PluralForms>;
