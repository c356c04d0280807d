import { defineTexts } from '../../i18n/texts';

const de = {
  metaTitle: 'Leistungen und Preise',
  metaDescription:
    'Hochzeits-, Porträt-, Architektur- und Eventfotografie, Fotorestaurierung und KI-Fotoshootings: Leistungen, Pakete und Preise.',
  eyebrow: 'Leistungen',
  title: 'Was ich für Sie fotografiere',
  lead: 'Klare Pakete, persönliche Beratung und Bilder, die Ihre Geschichte erzählen.',
  details: 'Details',
  book: 'Jetzt buchen',
  bookTariff: 'Dieses Paket buchen',
  from: 'Preis',
  customTitle: 'Individuelle Pakete',
  customText:
    'Sie haben etwas Besonderes vor oder brauchen eine Kombination aus mehreren Leistungen? Ich stelle Ihnen gern ein Paket zusammen, das genau passt.',
  customButton: 'Anfrage senden',
  processEyebrow: 'Ablauf',
  processTitle: 'So arbeiten wir zusammen',
  steps: [
    { n: '01', title: 'Beratung', text: 'Wir sprechen über Ihre Wünsche, den Anlass und den Rahmen.' },
    { n: '02', title: 'Planung', text: 'Ablauf, Orte und Zeiten werden gemeinsam festgelegt.' },
    { n: '03', title: 'Shooting', text: 'Entspannt fotografieren, mit Blick für echte Momente.' },
    { n: '04', title: 'Bearbeitung', text: 'Sorgfältige Auswahl und Retusche, Lieferung in 2 bis 4 Wochen.' },
  ],
  included: 'Im Leistungsumfang',
  startingPrice: 'Startpreis',
  tariffs: 'Pakete',
  popular: 'Beliebt',
  close: 'Schließen',
};

export const servicesTexts = defineTexts({
  de,
  ru: {
    metaTitle: 'Услуги и цены',
    metaDescription:
      'Свадебная, портретная, архитектурная и событийная съёмка, реставрация фотографий и ИИ-фотосессии: услуги, пакеты и цены.',
    eyebrow: 'Услуги',
    title: 'Что я снимаю для вас',
    lead: 'Понятные пакеты, личная консультация и фотографии, которые рассказывают вашу историю.',
    details: 'Подробнее',
    book: 'Забронировать',
    bookTariff: 'Забронировать этот пакет',
    from: 'Цена',
    customTitle: 'Индивидуальные пакеты',
    customText:
      'У вас особенный проект или нужна комбинация нескольких услуг? Я с радостью соберу пакет, который подойдёт именно вам.',
    customButton: 'Отправить запрос',
    processEyebrow: 'Этапы',
    processTitle: 'Как мы работаем',
    steps: [
      { n: '01', title: 'Консультация', text: 'Обсуждаем ваши пожелания, повод и формат.' },
      { n: '02', title: 'Планирование', text: 'Вместе определяем программу, места и время.' },
      { n: '03', title: 'Съёмка', text: 'Спокойная съёмка с вниманием к настоящим моментам.' },
      { n: '04', title: 'Обработка', text: 'Тщательный отбор и ретушь, готовые фото через 2–4 недели.' },
    ],
    included: 'Что входит',
    startingPrice: 'Стартовая цена',
    tariffs: 'Пакеты',
    popular: 'Популярный',
    close: 'Закрыть',
  },
});
