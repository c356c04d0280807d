const de = {
  eyebrow: 'Fotograf vor Ort',
  defaultTitle: (city: string) => `Fotograf in ${city}`,
  defaultSubtitle: (city: string) => `Hochzeits-, Porträt- und Eventfotografie in ${city} und Umgebung.`,
  defaultDescription: (city: string) =>
    `Fotograf in ${city}: Hochzeiten, Porträts, Familien und Events. Natürliche Bilder und persönliche Begleitung.`,
  benefitsTitle: (city: string) => `Warum mit mir in ${city}?`,
  benefits: [
    {
      title: 'Ortskenntnis',
      text: 'Ich kenne die schönsten Plätze, das beste Licht und die passenden Zeiten in der Region.',
    },
    { title: 'Natürlicher Stil', text: 'Unaufdringliche Begleitung und echte Momente statt steifer Posen.' },
    {
      title: 'Schnelle Lieferung',
      text: 'Ihre bearbeiteten Bilder erhalten Sie in 2 bis 4 Wochen in einer Online-Galerie.',
    },
  ],
  servicesTitle: 'Leistungen vor Ort',
  servicesText: 'Alle Pakete und Preise finden Sie auf der Seite Leistungen.',
  servicesLink: 'Zu den Leistungen',
  ctaTitle: 'Lassen Sie uns Ihren Termin planen',
  ctaText: 'Ich antworte innerhalb von 24 Stunden.',
  book: 'Termin buchen',
  call: 'Anrufen',
  notFoundTitle: 'Stadt nicht gefunden',
  notFoundBody: 'Die angeforderte Stadt konnte nicht gefunden werden.',
  home: 'Zur Startseite',
};

export const cityTexts: { de: typeof de; ru: typeof de } = {
  de,
  ru: {
    eyebrow: 'Фотограф на месте',
    defaultTitle: (city: string) => `Фотограф в городе ${city}`,
    defaultSubtitle: (city: string) => `Свадебная, портретная и событийная съёмка в городе ${city} и окрестностях.`,
    defaultDescription: (city: string) =>
      `Фотограф в городе ${city}: свадьбы, портреты, семьи и мероприятия. Естественные кадры и личное сопровождение.`,
    benefitsTitle: (_city: string) => 'Почему выбирают меня',
    benefits: [
      { title: 'Знание мест', text: 'Я знаю самые красивые места, лучший свет и подходящее время в регионе.' },
      { title: 'Естественный стиль', text: 'Ненавязчивое сопровождение и настоящие моменты вместо скованных поз.' },
      { title: 'Быстрая сдача', text: 'Обработанные фотографии вы получите через 2–4 недели в онлайн-галерее.' },
    ],
    servicesTitle: 'Услуги на месте',
    servicesText: 'Все пакеты и цены вы найдёте на странице услуг.',
    servicesLink: 'К услугам',
    ctaTitle: 'Давайте запланируем вашу съёмку',
    ctaText: 'Я отвечаю в течение 24 часов.',
    book: 'Забронировать дату',
    call: 'Позвонить',
    notFoundTitle: 'Город не найден',
    notFoundBody: 'Запрошенный город не найден.',
    home: 'На главную',
  },
};
