/** The seven city landing pages seeded on first start (sort_order 1..7). Owner-editable afterwards. */
export interface DefaultLocation {
  name: string;
  name_ru: string;
  slug: string;
  title_de: string;
  title_ru: string;
  description_de: string;
  description_ru: string;
  hero_subtitle_de: string;
  hero_subtitle_ru: string;
  contact_text_de: string;
  contact_text_ru: string;
  meta_keywords_de: string;
  meta_keywords_ru: string;
  content_de: string;
  content_ru: string;
}

export const DEFAULT_LOCATIONS: DefaultLocation[] = [
  {
    name: 'Gera',
    name_ru: 'Гера',
    slug: 'gera',
    title_de: 'Fotograf in Gera – Hochzeit, Porträt & Event',
    title_ru: 'Фотограф в Гере – свадьба, портрет и мероприятия',
    description_de:
      'Fotograf in Gera für Hochzeiten, Porträts und Events: natürliche Bilder im Küchengarten, am Theater und in der Altstadt. Jetzt unverbindlich anfragen.',
    description_ru:
      'Фотограф в Гере: свадьбы, портреты и мероприятия. Естественные снимки в Кюхенгартене, у театра и в старом городе. Оставьте заявку без обязательств.',
    hero_subtitle_de: 'Hochzeits-, Porträt- und Eventfotografie in Gera und Ostthüringen',
    hero_subtitle_ru: 'Свадебная, портретная и репортажная съёмка в Гере и Восточной Тюрингии',
    contact_text_de: 'Sie planen ein Shooting in Gera? Schreiben Sie mir – ich melde mich innerhalb von 24 Stunden.',
    contact_text_ru: 'Планируете съёмку в Гере? Напишите мне – я отвечу в течение 24 часов.',
    meta_keywords_de:
      'Fotograf Gera, Hochzeitsfotograf Gera, Porträtfotograf Gera, Eventfotograf Gera, Fotoshooting Gera',
    meta_keywords_ru: 'фотограф Гера, свадебный фотограф Гера, портретная съёмка Гера, фотосессия Гера',
    content_de:
      '<h2>Fotografie in Gera</h2><p>Gera bietet wunderbare Kulissen: den barocken Küchengarten mit der Orangerie, das prachtvolle Theater und die farbigen Bürgerhäuser rund um den Markt. Hier entstehen Hochzeitsbilder und Porträts mit viel Atmosphäre.</p><p>Ob standesamtliche Trauung, Familienfeier oder Firmenevent: Ich begleite Sie unaufdringlich und halte die echten Momente fest. Gern berate ich Sie vorab zu den schönsten Orten und der besten Tageszeit.</p>',
    content_ru:
      '<h2>Фотосъёмка в Гере</h2><p>Гера богата красивыми локациями: барочный сад Кюхенгартен с оранжереей, великолепный театр и яркие бюргерские дома вокруг Рыночной площади. Здесь получаются атмосферные свадебные и портретные снимки.</p><p>Регистрация брака, семейный праздник или корпоратив – я буду рядом ненавязчиво и сохраню настоящие эмоции. Заранее подскажу лучшие места и подходящее время для съёмки.</p>',
  },
  {
    name: 'Ronneburg',
    name_ru: 'Роннебург',
    slug: 'ronneburg',
    title_de: 'Fotograf in Ronneburg – Hochzeit, Porträt & Event',
    title_ru: 'Фотограф в Роннебурге – свадьба, портрет и мероприятия',
    description_de:
      'Ihr Fotograf in Ronneburg: Hochzeiten, Porträts und Familienfotos in der Neuen Landschaft, an der Drachenschwanz-Brücke und am Schloss. Jetzt anfragen.',
    description_ru:
      'Фотограф в Роннебурге: свадьбы, портреты и семейные фото в парке «Новый ландшафт», у моста «Хвост дракона» и у замка. Оставьте заявку на съёмку.',
    hero_subtitle_de: 'Natürliche Fotos zwischen Schloss und Neuer Landschaft',
    hero_subtitle_ru: 'Естественные снимки между замком и парком «Новый ландшафт»',
    contact_text_de: 'Erzählen Sie mir von Ihrem Termin in Ronneburg – ich antworte innerhalb von 24 Stunden.',
    contact_text_ru: 'Расскажите о вашей съёмке в Роннебурге – я отвечу в течение 24 часов.',
    meta_keywords_de:
      'Fotograf Ronneburg, Hochzeitsfotograf Ronneburg, Fotoshooting Neue Landschaft, Porträt Ronneburg',
    meta_keywords_ru: 'фотограф Роннебург, свадебный фотограф Роннебург, фотосессия Роннебург, портрет Роннебург',
    content_de:
      '<h2>Fotografie in Ronneburg</h2><p>Die Neue Landschaft Ronneburg, einst Bergbaugebiet und heute weiter Park mit der geschwungenen Drachenschwanz-Brücke, ist eine ungewöhnliche Kulisse für Paar- und Familienfotos. Dazu kommen das Schloss und die ruhige Altstadt.</p><p>Ich fotografiere Hochzeiten, Porträts und Feiern in Ronneburg und Umgebung, mit viel Zeit für Sie und einem Blick für das Licht der Weite.</p>',
    content_ru:
      '<h2>Фотосъёмка в Роннебурге</h2><p>Парк «Новый ландшафт» на месте бывших рудников с изогнутым мостом «Хвост дракона» – необычный фон для парных и семейных фотосессий. К этому добавляются замок и тихий старый город.</p><p>Я снимаю свадьбы, портреты и праздники в Роннебурге и окрестностях, не торопясь и с вниманием к свету и простору.</p>',
  },
  {
    name: 'Chemnitz',
    name_ru: 'Хемниц',
    slug: 'chemnitz',
    title_de: 'Fotograf in Chemnitz – Hochzeit, Porträt & Event',
    title_ru: 'Фотограф в Хемнице – свадьба, портрет и мероприятия',
    description_de:
      'Fotograf in Chemnitz für Hochzeiten, Porträts und Firmenevents: stimmungsvolle Bilder am Schloßteich, auf dem Kaßberg und in der Innenstadt. Anfragen!',
    description_ru:
      'Фотограф в Хемнице: свадьбы, портреты и корпоративные события. Атмосферные снимки у пруда Шлоссайх, на Кассберге и в центре города. Пишите!',
    hero_subtitle_de: 'Hochzeits-, Porträt- und Eventfotografie in Chemnitz und Sachsen',
    hero_subtitle_ru: 'Свадебная, портретная и репортажная съёмка в Хемнице и Саксонии',
    contact_text_de: 'Sie feiern in Chemnitz? Ich freue mich auf Ihre Nachricht und antworte innerhalb von 24 Stunden.',
    contact_text_ru: 'Праздник в Хемнице? Жду вашего сообщения и отвечу в течение 24 часов.',
    meta_keywords_de: 'Fotograf Chemnitz, Hochzeitsfotograf Chemnitz, Eventfotograf Chemnitz, Porträtfotograf Chemnitz',
    meta_keywords_ru: 'фотограф Хемниц, свадебный фотограф Хемниц, фотосессия Хемниц, фотограф на мероприятие Хемниц',
    content_de:
      '<h2>Fotografie in Chemnitz</h2><p>Der Schloßteich mit seinem Park, die Gründerzeitstraßen des Kaßbergs und die moderne Innenstadt rund um das Karl-Marx-Monument geben Chemnitz-Fotos ihren eigenen Charakter, von romantisch bis urban.</p><p>Ich begleite Hochzeiten, Firmenfeiern und Porträtshootings in Chemnitz und erzähle Ihren Tag in ehrlichen, natürlichen Bildern.</p>',
    content_ru:
      '<h2>Фотосъёмка в Хемнице</h2><p>Пруд Шлоссайх с парком, улицы эпохи грюндерства на Кассберге и современный центр у памятника Карлу Марксу придают снимкам в Хемнице особый характер – от романтики до городского стиля.</p><p>Я снимаю свадьбы, корпоративы и портретные фотосессии в Хемнице и рассказываю историю вашего дня в честных, естественных кадрах.</p>',
  },
  {
    name: 'Erfurt',
    name_ru: 'Эрфурт',
    slug: 'erfurt',
    title_de: 'Fotograf in Erfurt – Hochzeit, Porträt & Event',
    title_ru: 'Фотограф в Эрфурте – свадьба, портрет и мероприятия',
    description_de:
      'Fotograf in Erfurt für Hochzeiten, Porträts und Events: zeitlose Bilder an der Krämerbrücke, am Dom und auf dem Petersberg. Jetzt Termin anfragen.',
    description_ru:
      'Фотограф в Эрфурте: свадьбы, портреты и мероприятия. Красивые снимки у моста Кремербрюкке, у Эрфуртского собора и на Петерсберге. Запишитесь!',
    hero_subtitle_de: 'Zeitlose Fotos in der Landeshauptstadt Thüringens',
    hero_subtitle_ru: 'Фотографии на память в столице Тюрингии',
    contact_text_de:
      'Sie planen Ihre Hochzeit oder ein Shooting in Erfurt? Schreiben Sie mir – Antwort innerhalb von 24 Stunden.',
    contact_text_ru: 'Планируете свадьбу или фотосессию в Эрфурте? Напишите мне – отвечу в течение 24 часов.',
    meta_keywords_de:
      'Fotograf Erfurt, Hochzeitsfotograf Erfurt, Fotoshooting Erfurt, Porträtfotograf Erfurt, Krämerbrücke',
    meta_keywords_ru: 'фотограф Эрфурт, свадебный фотограф Эрфурт, фотосессия Эрфурт, портретная съёмка Эрфурт',
    content_de:
      '<h2>Fotografie in Erfurt</h2><p>Die Krämerbrücke mit ihren Fachwerkhäusern, der Domplatz mit Dom St. Marien und Severikirche und der Blick vom Petersberg machen Erfurt zu einer der schönsten Kulissen Thüringens für Hochzeits- und Paarfotos.</p><p>Ich fotografiere Trauungen, Porträts und Veranstaltungen in Erfurt und plane mit Ihnen Orte und Zeiten, damit die Bilder ruhig und natürlich wirken.</p>',
    content_ru:
      '<h2>Фотосъёмка в Эрфурте</h2><p>Мост Кремербрюкке с фахверковыми домами, Соборная площадь с собором Святой Марии и церковью Святого Севера и вид с Петерсберга делают Эрфурт одной из самых красивых локаций Тюрингии для свадебных и парных фотографий.</p><p>Я снимаю свадьбы, портреты и мероприятия в Эрфурте и заранее продумываю с вами места и время, чтобы снимки получились спокойными и естественными.</p>',
  },
  {
    name: 'Leipzig',
    name_ru: 'Лейпциг',
    slug: 'leipzig',
    title_de: 'Fotograf in Leipzig – Hochzeit, Porträt & Event',
    title_ru: 'Фотограф в Лейпциге – свадьба, портрет и мероприятия',
    description_de:
      'Fotograf in Leipzig für Hochzeiten, Porträts und Events: natürliche Bilder im Clara-Zetkin-Park, am Völkerschlachtdenkmal und in den Passagen. Anfragen!',
    description_ru:
      'Фотограф в Лейпциге: свадьбы, портреты и мероприятия. Естественные снимки в парке Клары Цеткин, у Памятника Битве народов и в пассажах. Пишите!',
    hero_subtitle_de: 'Hochzeits-, Porträt- und Eventfotografie in Leipzig und Umgebung',
    hero_subtitle_ru: 'Свадебная, портретная и репортажная съёмка в Лейпциге и окрестностях',
    contact_text_de: 'Ihr Termin in Leipzig? Schreiben Sie mir – ich melde mich innerhalb von 24 Stunden.',
    contact_text_ru: 'Съёмка в Лейпциге? Напишите мне – я отвечу в течение 24 часов.',
    meta_keywords_de:
      'Fotograf Leipzig, Hochzeitsfotograf Leipzig, Porträtfotograf Leipzig, Eventfotograf Leipzig, Fotoshooting Leipzig',
    meta_keywords_ru: 'фотограф Лейпциг, свадебный фотограф Лейпциг, фотосессия Лейпциг, портретная съёмка Лейпциг',
    content_de:
      '<h2>Fotografie in Leipzig</h2><p>Vom weiten Clara-Zetkin-Park über die eleganten Passagen der Innenstadt bis zum monumentalen Völkerschlachtdenkmal mit seinem Wasserbecken: Leipzig bietet für jedes Shooting die passende Stimmung.</p><p>Ich begleite Hochzeiten, Familien und Unternehmen in Leipzig und fange die besonderen Augenblicke ein, entspannt, ehrlich und mit einem Gespür für Licht.</p>',
    content_ru:
      '<h2>Фотосъёмка в Лейпциге</h2><p>Просторный парк Клары Цеткин, элегантные пассажи в центре и монументальный Памятник Битве народов с бассейном-отражением – в Лейпциге найдётся подходящее настроение для любой съёмки.</p><p>Я снимаю свадьбы, семьи и компании в Лейпциге и ловлю особенные мгновения – спокойно, честно и с чувством света.</p>',
  },
  {
    name: 'Jena',
    name_ru: 'Йена',
    slug: 'jena',
    title_de: 'Fotograf in Jena – Hochzeit, Porträt & Event',
    title_ru: 'Фотограф в Йене – свадьба, портрет и мероприятия',
    description_de:
      'Fotograf in Jena für Hochzeiten, Porträts und Events: entspannte Bilder im Paradies-Park an der Saale, am JenTower und im Botanischen Garten. Anfragen!',
    description_ru:
      'Фотограф в Йене: свадьбы, портреты и мероприятия. Непринуждённые снимки в парке Парадиз на Заале, у башни ЙенТауэр и в Ботаническом саду.',
    hero_subtitle_de: 'Fotos voller Leben in der Saalestadt',
    hero_subtitle_ru: 'Живые фотографии в городе на Заале',
    contact_text_de:
      'Sie möchten in Jena fotografiert werden? Ich freue mich auf Ihre Nachricht – Antwort innerhalb von 24 Stunden.',
    contact_text_ru: 'Хотите фотосессию в Йене? Жду вашего сообщения – отвечу в течение 24 часов.',
    meta_keywords_de: 'Fotograf Jena, Hochzeitsfotograf Jena, Porträtfotograf Jena, Fotoshooting Jena, Paradies-Park',
    meta_keywords_ru: 'фотограф Йена, свадебный фотограф Йена, фотосессия Йена, портретная съёмка Йена',
    content_de:
      '<h2>Fotografie in Jena</h2><p>Der Paradies-Park an der Saale, die Aussicht vom JenTower über die Stadt und die Kalkhänge rund um den Jenzig: Jena verbindet Natur und Stadt auf engem Raum, ideal für abwechslungsreiche Fotos an einem Tag.</p><p>Ich fotografiere Hochzeiten, Porträts, Absolventenfeiern und Events in Jena, natürlich und ohne steife Posen.</p>',
    content_ru:
      '<h2>Фотосъёмка в Йене</h2><p>Парк Парадиз на берегу Заале, вид на город с башни ЙенТауэр и известняковые склоны вокруг горы Йенциг – в Йене природа и город совсем рядом, и за один день можно сделать очень разные снимки.</p><p>Я снимаю свадьбы, портреты, выпускные и мероприятия в Йене – естественно и без скованных поз.</p>',
  },
  {
    name: 'Zwickau',
    name_ru: 'Цвиккау',
    slug: 'zwickau',
    title_de: 'Fotograf in Zwickau – Hochzeit, Porträt & Event',
    title_ru: 'Фотограф в Цвиккау – свадьба, портрет и мероприятия',
    description_de:
      'Fotograf in Zwickau für Hochzeiten, Porträts und Events: stilvolle Bilder am Robert-Schumann-Haus, am Dom St. Marien und am Schwanenteich. Anfragen!',
    description_ru:
      'Фотограф в Цвиккау: свадьбы, портреты и мероприятия. Стильные снимки у Дома Роберта Шумана, у собора Святой Марии и у Лебединого пруда.',
    hero_subtitle_de: 'Hochzeits-, Porträt- und Eventfotografie in Zwickau und Westsachsen',
    hero_subtitle_ru: 'Свадебная, портретная и репортажная съёмка в Цвиккау и Западной Саксонии',
    contact_text_de: 'Planen Sie ein Shooting in Zwickau? Schreiben Sie mir – ich antworte innerhalb von 24 Stunden.',
    contact_text_ru: 'Планируете съёмку в Цвиккау? Напишите мне – я отвечу в течение 24 часов.',
    meta_keywords_de: 'Fotograf Zwickau, Hochzeitsfotograf Zwickau, Porträtfotograf Zwickau, Eventfotograf Zwickau',
    meta_keywords_ru: 'фотограф Цвиккау, свадебный фотограф Цвиккау, фотосессия Цвиккау, портретная съёмка Цвиккау',
    content_de:
      '<h2>Fotografie in Zwickau</h2><p>Der Hauptmarkt mit dem Robert-Schumann-Haus, der gotische Dom St. Marien und der Park am Schwanenteich geben Fotos in Zwickau eine klassische, warme Note, besonders im Abendlicht.</p><p>Ich begleite Hochzeiten, Familienfeste und Firmenveranstaltungen in Zwickau und liefere Bilder, die Sie noch in vielen Jahren gern ansehen.</p>',
    content_ru:
      '<h2>Фотосъёмка в Цвиккау</h2><p>Главная площадь с Домом Роберта Шумана, готический собор Святой Марии и парк у Лебединого пруда придают снимкам в Цвиккау классическое, тёплое настроение, особенно в вечернем свете.</p><p>Я снимаю свадьбы, семейные праздники и корпоративные мероприятия в Цвиккау – фотографии, к которым захочется возвращаться спустя годы.</p>',
  },
];
