import { defineTexts } from '../../i18n/texts';

/** Texts of the blog list and the blog post, in German (reference) and Russian. */
const de = {
  eyebrow: 'Journal',
  title: 'Blog',
  lead: 'Geschichten hinter den Bildern, Tipps für Ihr Shooting und Eindrücke von Hochzeiten und Orten in Thüringen und Sachsen.',
  metaTitle: 'Blog: Geschichten und Tipps rund um die Fotografie',
  metaDescription:
    'Der Blog von Lichtblick Fotografie: Hochzeitsreportagen, Tipps für Porträt- und Paarshootings und schöne Orte für Fotos in Thüringen und Sachsen.',
  empty: 'Noch keine Artikel veröffentlicht. Schauen Sie bald wieder vorbei.',
  readMore: 'Weiterlesen',
  by: 'von',
  newer: 'Neuere Artikel',
  older: 'Ältere Artikel',
  pagination: 'Seiten des Blogs',
  backToBlog: 'Zurück zum Blog',
  share: 'Teilen',
  cta: {
    eyebrow: 'Ihre Geschichte',
    title: 'Lust auf Bilder wie diese?',
    text: 'Erzählen Sie mir von Ihrem Vorhaben: Hochzeit, Porträt, Familie oder Business. Ich melde mich innerhalb von 24 Stunden mit einem persönlichen Angebot.',
    book: 'Termin anfragen',
    contact: 'Frage stellen',
  },
  linkCopied: 'Link in die Zwischenablage kopiert!',
  moreArticles: 'Weitere Artikel',
  notFoundTitle: 'Artikel nicht gefunden',
  notFoundBody:
    'Diesen Artikel gibt es nicht (mehr). Vielleicht finden Sie im Blog etwas anderes, das Sie interessiert.',
};

const ru: typeof de = {
  eyebrow: 'Журнал',
  title: 'Блог',
  lead: 'Истории за кадром, советы по подготовке к съёмке и впечатления от свадеб и красивых мест Тюрингии и Саксонии.',
  metaTitle: 'Блог: истории и советы о фотографии',
  metaDescription:
    'Блог Lichtblick Fotografie: свадебные репортажи, советы для портретных и парных съёмок и красивые места для фотографий в Тюрингии и Саксонии.',
  empty: 'Статей пока нет. Загляните сюда чуть позже.',
  readMore: 'Читать далее',
  by: 'автор:',
  newer: 'Новые статьи',
  older: 'Предыдущие статьи',
  pagination: 'Страницы блога',
  backToBlog: 'Назад к блогу',
  share: 'Поделиться',
  cta: {
    eyebrow: 'Ваша история',
    title: 'Хотите такие же снимки?',
    text: 'Расскажите о своих планах: свадьба, портрет, семья или бизнес. Я отвечу в течение 24 часов и предложу варианты.',
    book: 'Забронировать дату',
    contact: 'Задать вопрос',
  },
  linkCopied: 'Ссылка скопирована в буфер обмена!',
  moreArticles: 'Другие статьи',
  notFoundTitle: 'Статья не найдена',
  notFoundBody:
    'Такой статьи нет или она была удалена. Возможно, в блоге найдётся что-то другое, что вас заинтересует.',
};

export const blogTexts = defineTexts({ de, ru });
export type BlogTexts = typeof de;
