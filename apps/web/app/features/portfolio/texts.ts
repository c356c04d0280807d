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

export const portfolioTexts: { de: typeof de; ru: typeof de } = {
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
};

/** "1 Foto", "3 Fotos"; Russian with its real plural forms (1 фотография, 3 фотографии, 5 фотографий). */
export function photoCount(count: number, lang: 'de' | 'ru'): string {
  if (lang === 'de') return `${count} ${count === 1 ? 'Foto' : 'Fotos'}`;
  const form = new Intl.PluralRules('ru').select(count);
  const word = form === 'one' ? 'фотография' : form === 'few' ? 'фотографии' : 'фотографий';
  return `${count} ${word}`;
}
