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
  all: 'Alle',
  // The project page
  backToPortfolio: 'Zum Portfolio',
  date: 'Datum',
  shotOn: 'Aufnahmedatum',
  place: 'Ort',
  photos: 'Fotos',
  openPhoto: (n: number, count: number) => `Foto ${n} von ${count} groß ansehen`,
  photoAlt: (title: string, n: number, count: number) => `${title}, Foto ${n} von ${count}`,
  previousProject: 'Vorheriges Projekt',
  nextProject: 'Nächstes Projekt',
  projectsNav: 'Weitere Projekte',
  ctaEyebrow: 'Ihr Projekt',
  ctaTitle: 'Gefällt Ihnen dieser Stil?',
  ctaText: 'Erzählen Sie mir von Ihrem Termin: Ich melde mich innerhalb von 24 Stunden mit einem Vorschlag.',
  ctaButton: 'Termin anfragen',
  galleryOf: (title: string) => `Fotos: ${title}`,
  // The lightbox
  lightboxTitle: 'Projektbilder',
  close: 'Schließen',
  previous: 'Vorheriges Bild',
  next: 'Nächstes Bild',
  zoomIn: 'Vergrößern',
  zoomOut: 'Verkleinern',
  slide: 'Foto',
  thumbnails: 'Alle Fotos',
  showPhoto: (n: number, count: number) => `Foto ${n} von ${count} zeigen`,
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
    all: 'Все',
    backToPortfolio: 'Ко всем работам',
    date: 'Дата',
    shotOn: 'Дата съёмки',
    place: 'Место',
    photos: 'Фотографии',
    openPhoto: (n: number, count: number) => `Открыть фото ${n} из ${count}`,
    photoAlt: (title: string, n: number, count: number) => `${title}, фото ${n} из ${count}`,
    previousProject: 'Предыдущий проект',
    nextProject: 'Следующий проект',
    projectsNav: 'Другие проекты',
    ctaEyebrow: 'Ваш проект',
    ctaTitle: 'Нравится такой стиль?',
    ctaText: 'Расскажите мне о вашей съёмке: я отвечу в течение 24 часов и предложу варианты.',
    ctaButton: 'Записаться на съёмку',
    galleryOf: (title: string) => `Фотографии: ${title}`,
    lightboxTitle: 'Фотографии проекта',
    close: 'Закрыть',
    previous: 'Предыдущее фото',
    next: 'Следующее фото',
    zoomIn: 'Увеличить',
    zoomOut: 'Уменьшить',
    slide: 'Фото',
    thumbnails: 'Все фотографии',
    showPhoto: (n: number, count: number) => `Показать фото ${n} из ${count}`,
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
