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
    hero_subtitle_de: 'Zu Hause zwischen Küchengarten, Theater und Weißer Elster',
    hero_subtitle_ru: 'Дома – между Кюхенгартеном, театром и Белой Эльстер',
    contact_text_de: 'Sie planen ein Shooting in Gera? Schreiben Sie mir – ich melde mich innerhalb von 24 Stunden.',
    contact_text_ru: 'Планируете съёмку в Гере? Напишите мне – я отвечу в течение 24 часов.',
    meta_keywords_de:
      'Fotograf Gera, Hochzeitsfotograf Gera, Porträtfotograf Gera, Eventfotograf Gera, Fotoshooting Gera',
    meta_keywords_ru: 'фотограф Гера, свадебный фотограф Гера, портретная съёмка Гера, фотосессия Гера',
    content_de:
      '<h2>Fotografie in Gera</h2><p>Gera bietet wunderbare Kulissen: den barocken Küchengarten mit der Orangerie, das prachtvolle Theater und die farbigen Bürgerhäuser rund um den Markt. Hier entstehen Hochzeitsbilder und Porträts mit viel Atmosphäre.</p><p>Ob standesamtliche Trauung, Familienfeier oder Firmenevent: Ich begleite Sie unaufdringlich und halte die echten Momente fest. Gern berate ich Sie vorab zu den schönsten Orten und der besten Tageszeit.</p><h3>Orte für Ihr Shooting in Gera</h3><ul><li><strong>Küchengarten und Orangerie</strong> in Untermhaus: barocke Beete, Buchsbaum und eine Freitreppe, im Sommer grün, im Herbst golden.</li><li><strong>Hofwiesenpark an der Weißen Elster</strong>: weite Wiesen und Uferwege, ideal für Familien mit kleinen Kindern.</li><li><strong>Markt mit Rathaus und Simsonbrunnen</strong>: Renaissance-Fassaden für elegante Paarbilder nach der Trauung.</li><li><strong>Die Höhler</strong> unter der Altstadt: alte Bierkeller mit Gewölben für ungewöhnliche Porträts im warmen Licht.</li></ul><p>Gera ist mein Heimatort: Hier entfallen Anfahrtskosten, und ich kenne die Wege vom Otto-Dix-Haus bis zum Stadtwald. Für Hochzeiten im Grünen empfehle ich den späten Nachmittag, wenn die Sonne tief über der Elsteraue steht.</p>',
    content_ru:
      '<h2>Фотосъёмка в Гере</h2><p>Гера богата красивыми локациями: барочный сад Кюхенгартен с оранжереей, великолепный театр и яркие бюргерские дома вокруг Рыночной площади. Здесь получаются атмосферные свадебные и портретные снимки.</p><p>Регистрация брака, семейный праздник или корпоратив – я буду рядом ненавязчиво и сохраню настоящие эмоции. Заранее подскажу лучшие места и подходящее время для съёмки.</p><h3>Места для съёмки в Гере</h3><ul><li><strong>Кюхенгартен и оранжерея</strong> в Унтермхаусе: барочные клумбы, самшит и парадная лестница – летом зелень, осенью золото.</li><li><strong>Парк Хофвизен на Белой Эльстере</strong>: широкие луга и дорожки вдоль реки, идеально для семей с маленькими детьми.</li><li><strong>Рыночная площадь с ратушей и фонтаном Самсона</strong>: ренессансные фасады для элегантных парных снимков после регистрации.</li><li><strong>Хёлеры</strong> под старым городом: старинные пивные погреба со сводами для необычных портретов в тёплом свете.</li></ul><p>Гера – мой родной город: здесь не нужно платить за дорогу, и я знаю все пути от Дома Отто Дикса до городского леса. Для свадеб на природе советую поздний вечер, когда солнце стоит низко над поймой Эльстера.</p>',
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
      '<h2>Fotografie in Ronneburg</h2><p>Die Neue Landschaft Ronneburg, einst Bergbaugebiet und heute weiter Park mit der geschwungenen Drachenschwanz-Brücke, ist eine ungewöhnliche Kulisse für Paar- und Familienfotos. Dazu kommen das Schloss und die ruhige Altstadt.</p><p>Ich fotografiere Hochzeiten, Porträts und Feiern in Ronneburg und Umgebung, mit viel Zeit für Sie und einem Blick für das Licht der Weite.</p><h3>Orte für Ihr Shooting in Ronneburg</h3><ul><li><strong>Drachenschwanz</strong>: die lange, geschwungene Holzbrücke über das Gessental, eine Linie, die jedes Paarbild führt.</li><li><strong>Schmirchauer Höhe</strong>: die begrünte Halde mit Blick bis Gera, am schönsten kurz vor Sonnenuntergang.</li><li><strong>Schloss Ronneburg</strong>: alte Mauern und ein stiller Hof für klassische Familienfotos.</li></ul><p>Wo bis 1990 die Wismut Uran abbaute, wachsen heute Wiesen und junge Wälder: Seit der Bundesgartenschau 2007 ist die Neue Landschaft ein Ort für Spaziergänge, und für Fotos, die man keiner anderen Stadt zuordnen würde. Von Gera aus bin ich in einer Viertelstunde bei Ihnen, ohne Anfahrtskosten.</p>',
    content_ru:
      '<h2>Фотосъёмка в Роннебурге</h2><p>Парк «Новый ландшафт» на месте бывших рудников с изогнутым мостом «Хвост дракона» – необычный фон для парных и семейных фотосессий. К этому добавляются замок и тихий старый город.</p><p>Я снимаю свадьбы, портреты и праздники в Роннебурге и окрестностях, не торопясь и с вниманием к свету и простору.</p><h3>Места для съёмки в Роннебурге</h3><ul><li><strong>«Хвост дракона»</strong>: длинный изогнутый деревянный мост над долиной Гессенталь – линия, которая ведёт взгляд на любом парном снимке.</li><li><strong>Шмирхауэр-Хёэ</strong>: озеленённый отвал с видом до самой Геры, особенно красивый незадолго до заката.</li><li><strong>Замок Роннебург</strong>: старые стены и тихий двор для классических семейных фото.</li></ul><p>Там, где до 1990 года «Висмут» добывал уран, сегодня растут луга и молодые леса: после Федеральной садовой выставки 2007 года «Новый ландшафт» стал местом для прогулок и для снимков, которые не спутаешь ни с одним другим городом. Из Геры я доберусь к вам за четверть часа, без доплаты за дорогу.</p>',
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
    hero_subtitle_de: 'Schlossromantik und Stadtcharakter in der Kulturhauptstadt 2025',
    hero_subtitle_ru: 'Романтика замков и характер города в культурной столице 2025 года',
    contact_text_de: 'Sie feiern in Chemnitz? Ich freue mich auf Ihre Nachricht und antworte innerhalb von 24 Stunden.',
    contact_text_ru: 'Праздник в Хемнице? Жду вашего сообщения и отвечу в течение 24 часов.',
    meta_keywords_de: 'Fotograf Chemnitz, Hochzeitsfotograf Chemnitz, Eventfotograf Chemnitz, Porträtfotograf Chemnitz',
    meta_keywords_ru: 'фотограф Хемниц, свадебный фотограф Хемниц, фотосессия Хемниц, фотограф на мероприятие Хемниц',
    content_de:
      '<h2>Fotografie in Chemnitz</h2><p>Der Schloßteich mit seinem Park, die Gründerzeitstraßen des Kaßbergs und die moderne Innenstadt rund um das Karl-Marx-Monument geben Chemnitz-Fotos ihren eigenen Charakter, von romantisch bis urban.</p><p>Ich begleite Hochzeiten, Firmenfeiern und Porträtshootings in Chemnitz und erzähle Ihren Tag in ehrlichen, natürlichen Bildern.</p><h3>Orte für Ihr Shooting in Chemnitz</h3><ul><li><strong>Wasserschloss Klaffenbach</strong>: Renaissance-Schloss mit Wassergraben, beliebt für Trauungen und Hochzeitsfeiern.</li><li><strong>Burg Rabenstein</strong> am Rand des Rabensteiner Waldes: kleine Burg, großer Wald, Licht zwischen den Bäumen.</li><li><strong>Kaßberg</strong>: Gründerzeitfassaden, Treppen und Hinterhöfe für urbane Porträts.</li><li><strong>Villa Esche</strong>: Henry van de Veldes Jugendstilvilla mit Garten, stilvoll für Firmenporträts und kleine Empfänge.</li></ul><p>Seit dem Kulturhauptstadtjahr 2025 zeigt Chemnitz viel neue Kunst im Stadtraum, dazu der Küchwald und der Rote Turm: Hier lassen sich Event- und Porträtfotos mit echtem Stadtcharakter verbinden.</p><p>Für Hochzeiten im Wasserschloss plane ich die Paarbilder gern im Schlosspark, während die Gäste zum Essen gehen; so bleibt der Abend ganz Ihrer Feier und den Gästen.</p>',
    content_ru:
      '<h2>Фотосъёмка в Хемнице</h2><p>Пруд Шлоссайх с парком, улицы эпохи грюндерства на Кассберге и современный центр у памятника Карлу Марксу придают снимкам в Хемнице особый характер – от романтики до городского стиля.</p><p>Я снимаю свадьбы, корпоративы и портретные фотосессии в Хемнице и рассказываю историю вашего дня в честных, естественных кадрах.</p><h3>Места для съёмки в Хемнице</h3><ul><li><strong>Замок на воде Клаффенбах</strong>: ренессансный замок со рвом, популярный для регистрации брака и свадебных торжеств.</li><li><strong>Крепость Рабенштайн</strong> на краю Рабенштайнского леса: маленькая крепость, большой лес и свет между деревьями.</li><li><strong>Кассберг</strong>: фасады эпохи грюндерства, лестницы и внутренние дворы для городских портретов.</li><li><strong>Вилла Эше</strong>: вилла Анри ван де Велде в стиле модерн с садом – стильно для деловых портретов и небольших приёмов.</li></ul><p>После года культурной столицы Европы 2025 в Хемнице много нового искусства на улицах, а ещё есть парк Кюхвальд и Красная башня: здесь репортаж и портрет легко соединить с настоящим характером города.</p><p>Для свадеб в замке Клаффенбах я планирую парную съёмку в парке замка, пока гости идут к столу, – так вечер остаётся вашему празднику.</p>',
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
      '<h2>Fotografie in Erfurt</h2><p>Die Krämerbrücke mit ihren Fachwerkhäusern, der Domplatz mit Dom St. Marien und Severikirche und der Blick vom Petersberg machen Erfurt zu einer der schönsten Kulissen Thüringens für Hochzeits- und Paarfotos.</p><p>Ich fotografiere Trauungen, Porträts und Veranstaltungen in Erfurt und plane mit Ihnen Orte und Zeiten, damit die Bilder ruhig und natürlich wirken.</p><h3>Orte für Ihr Shooting in Erfurt</h3><ul><li><strong>Krämerbrücke</strong>: die bewohnte Brücke über die Gera, am frühen Morgen fast menschenleer.</li><li><strong>Domstufen</strong>: die breite Treppe zu Dom und Severikirche, eine Bühne für große Hochzeitsgesellschaften.</li><li><strong>Zitadelle Petersberg</strong>: Festungsmauern und der Blick über die Türme der Altstadt, besonders zur blauen Stunde.</li><li><strong>egapark</strong>: Gärten, Blumenbeete und ein Rosengarten für Familien- und Babybauchfotos.</li></ul><p>Zwischen Fischmarkt, Rathaus und Andreasviertel liegen nur wenige Minuten zu Fuß: In Erfurt passen Trauung, Gratulation und Paarshooting oft in einen einzigen Spaziergang.</p><p>Im Sommer füllt sich die Krämerbrücke schon am Vormittag; für ruhige Bilder treffen wir uns früh am Morgen oder am Abend, wenn die Läden schließen.</p>',
    content_ru:
      '<h2>Фотосъёмка в Эрфурте</h2><p>Мост Кремербрюкке с фахверковыми домами, Соборная площадь с собором Святой Марии и церковью Святого Севера и вид с Петерсберга делают Эрфурт одной из самых красивых локаций Тюрингии для свадебных и парных фотографий.</p><p>Я снимаю свадьбы, портреты и мероприятия в Эрфурте и заранее продумываю с вами места и время, чтобы снимки получились спокойными и естественными.</p><h3>Места для съёмки в Эрфурте</h3><ul><li><strong>Кремербрюкке</strong>: жилой мост через реку Геру, ранним утром почти безлюдный.</li><li><strong>Соборная лестница</strong>: широкие ступени к собору и церкви Святого Севера – сцена для большой свадебной компании.</li><li><strong>Цитадель Петерсберг</strong>: крепостные стены и вид на башни старого города, особенно в «синий час».</li><li><strong>Эгапарк</strong>: сады, цветники и розарий для семейных фотосессий и съёмки беременности.</li></ul><p>От Рыбного рынка до ратуши и квартала Андреасфиртель всего несколько минут пешком: в Эрфурте регистрация, поздравления и парная съёмка часто умещаются в одну прогулку.</p><p>Летом Кремербрюкке заполняется людьми уже к полудню; для спокойных снимков встретимся рано утром или вечером, когда лавки закрываются.</p>',
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
    hero_subtitle_de: 'Vom Clara-Zetkin-Park bis zum Cospudener See',
    hero_subtitle_ru: 'От парка Клары Цеткин до озера Коспуден',
    contact_text_de: 'Ihr Termin in Leipzig? Schreiben Sie mir – ich melde mich innerhalb von 24 Stunden.',
    contact_text_ru: 'Съёмка в Лейпциге? Напишите мне – я отвечу в течение 24 часов.',
    meta_keywords_de:
      'Fotograf Leipzig, Hochzeitsfotograf Leipzig, Porträtfotograf Leipzig, Eventfotograf Leipzig, Fotoshooting Leipzig',
    meta_keywords_ru: 'фотограф Лейпциг, свадебный фотограф Лейпциг, фотосессия Лейпциг, портретная съёмка Лейпциг',
    content_de:
      '<h2>Fotografie in Leipzig</h2><p>Vom weiten Clara-Zetkin-Park über die eleganten Passagen der Innenstadt bis zum monumentalen Völkerschlachtdenkmal mit seinem Wasserbecken: Leipzig bietet für jedes Shooting die passende Stimmung.</p><p>Ich begleite Hochzeiten, Familien und Unternehmen in Leipzig und fange die besonderen Augenblicke ein, entspannt, ehrlich und mit einem Gespür für Licht.</p><h3>Orte für Ihr Shooting in Leipzig</h3><ul><li><strong>Karl-Heine-Kanal in Plagwitz</strong>: Backsteinfabriken, Brücken und Wasser für Paarbilder mit Industriecharme.</li><li><strong>Baumwollspinnerei</strong>: Galerien und Ateliers in alten Hallen, eine Kulisse für kreative Porträts und Firmenevents.</li><li><strong>Cospudener See</strong>: Sandstrand und weiter Himmel im Süden der Stadt, ideal für Sonnenuntergänge.</li><li><strong>Gohliser Schlösschen</strong>: barockes Schloss mit Garten für klassische Hochzeitsbilder.</li></ul><p>Vom Völkerschlachtdenkmal bis zur Mädler-Passage: Leipzig ist groß, und gute Planung spart Wege. Gemeinsam legen wir eine Route fest, die zu Ihrem Tag und zur Tageszeit passt.</p><p>Im Sommer bietet sich nach der Trauung eine Bootsfahrt auf dem Karl-Heine-Kanal an, im Winter das warme Licht der Passagen zwischen Markt und Thomaskirche.</p>',
    content_ru:
      '<h2>Фотосъёмка в Лейпциге</h2><p>Просторный парк Клары Цеткин, элегантные пассажи в центре и монументальный Памятник Битве народов с бассейном-отражением – в Лейпциге найдётся подходящее настроение для любой съёмки.</p><p>Я снимаю свадьбы, семьи и компании в Лейпциге и ловлю особенные мгновения – спокойно, честно и с чувством света.</p><h3>Места для съёмки в Лейпциге</h3><ul><li><strong>Канал Карла Хайне в Плагвице</strong>: кирпичные фабрики, мосты и вода для парных снимков с индустриальным шармом.</li><li><strong>Баумвольшпиннерай</strong>: галереи и мастерские в старых цехах прядильной фабрики – фон для творческих портретов и корпоративов.</li><li><strong>Озеро Коспуден</strong>: песчаный пляж и широкое небо на юге города, идеально для закатов.</li><li><strong>Замок Голис</strong>: барочный дворец с садом для классических свадебных фотографий.</li></ul><p>От Памятника Битве народов до пассажа Мэдлер: Лейпциг большой, и хороший план экономит время. Вместе мы выберем маршрут, который подойдёт вашему дню и времени суток.</p><p>Летом после регистрации можно прокатиться на лодке по каналу Карла Хайне, а зимой – поснимать в тёплом свете пассажей между Рыночной площадью и церковью Святого Фомы.</p>',
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
      '<h2>Fotografie in Jena</h2><p>Der Paradies-Park an der Saale, die Aussicht vom JenTower über die Stadt und die Kalkhänge rund um den Jenzig: Jena verbindet Natur und Stadt auf engem Raum, ideal für abwechslungsreiche Fotos an einem Tag.</p><p>Ich fotografiere Hochzeiten, Porträts, Absolventenfeiern und Events in Jena, natürlich und ohne steife Posen.</p><h3>Orte für Ihr Shooting in Jena</h3><ul><li><strong>Botanischer Garten</strong>: einer der ältesten Deutschlands, mit Gewächshäusern und altem Baumbestand.</li><li><strong>Fuchsturm und Jenzig</strong>: Wanderwege auf die Höhen über der Stadt, mit Blick ins Saaletal.</li><li><strong>Dornburger Schlösser</strong>: drei Schlösser mit Rosengärten hoch über der Saale, ein Traum für Hochzeitsfotos.</li><li><strong>Universitätsviertel</strong>: Innenhöfe und Treppen rund um die Friedrich-Schiller-Universität für Absolventenporträts.</li></ul><p>Jena ist eine Stadt der Wissenschaft, vom Zeiss-Planetarium bis zum Optischen Museum. Für Unternehmen aus Forschung und Technik fotografiere ich Teams und Veranstaltungen, für Paare und Familien die grünen Hänge der Saale.</p><p>Im Frühjahr blühen an den Kalkhängen rund um die Stadt wilde Orchideen, und das Licht im Saaletal ist am Morgen besonders weich.</p>',
    content_ru:
      '<h2>Фотосъёмка в Йене</h2><p>Парк Парадиз на берегу Заале, вид на город с башни ЙенТауэр и известняковые склоны вокруг горы Йенциг – в Йене природа и город совсем рядом, и за один день можно сделать очень разные снимки.</p><p>Я снимаю свадьбы, портреты, выпускные и мероприятия в Йене – естественно и без скованных поз.</p><h3>Места для съёмки в Йене</h3><ul><li><strong>Ботанический сад</strong>: один из старейших в Германии, с оранжереями и старыми деревьями.</li><li><strong>Башня Фукстурм и гора Йенциг</strong>: тропы на высоты над городом с видом на долину Заале.</li><li><strong>Дорнбургские замки</strong>: три замка с розариями высоко над Заале – мечта для свадебных фотографий.</li><li><strong>Университетский квартал</strong>: дворики и лестницы вокруг Университета имени Фридриха Шиллера для портретов выпускников.</li></ul><p>Йена – город науки, от планетария Цейса до Оптического музея. Для компаний из науки и техники я снимаю команды и мероприятия, для пар и семей – зелёные склоны Заале.</p><p>Весной на известняковых склонах вокруг города цветут дикие орхидеи, а утренний свет в долине Заале особенно мягкий и тёплый.</p>',
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
    hero_subtitle_de: 'Fachwerk, Schumann und die Mulde: Fotos mit Geschichte',
    hero_subtitle_ru: 'Фахверк, Шуман и Мульде: фотографии с историей',
    contact_text_de: 'Planen Sie ein Shooting in Zwickau? Schreiben Sie mir – ich antworte innerhalb von 24 Stunden.',
    contact_text_ru: 'Планируете съёмку в Цвиккау? Напишите мне – я отвечу в течение 24 часов.',
    meta_keywords_de: 'Fotograf Zwickau, Hochzeitsfotograf Zwickau, Porträtfotograf Zwickau, Eventfotograf Zwickau',
    meta_keywords_ru: 'фотограф Цвиккау, свадебный фотограф Цвиккау, фотосессия Цвиккау, портретная съёмка Цвиккау',
    content_de:
      '<h2>Fotografie in Zwickau</h2><p>Der Hauptmarkt mit dem Robert-Schumann-Haus, der gotische Dom St. Marien und der Park am Schwanenteich geben Fotos in Zwickau eine klassische, warme Note, besonders im Abendlicht.</p><p>Ich begleite Hochzeiten, Familienfeste und Firmenveranstaltungen in Zwickau und liefere Bilder, die Sie noch in vielen Jahren gern ansehen.</p><h3>Orte für Ihr Shooting in Zwickau</h3><ul><li><strong>Priesterhäuser</strong> am Domhof: einige der ältesten Wohnhäuser Deutschlands, mit Fachwerk und Gassen für romantische Bilder.</li><li><strong>Schloss Osterstein</strong>: restauriertes Schloss an der Mulde, schön für Paarbilder am Wasser.</li><li><strong>August Horch Museum</strong>: Automobilgeschichte in historischen Werkhallen, eine Kulisse für Firmenveranstaltungen.</li><li><strong>Schwanenteich</strong>: Park und Wasser mitten in der Stadt für entspannte Familienfotos.</li></ul><p>Robert Schumann wurde in Zwickau geboren, und die Stadt hat bis heute eine musikalische Seite: Konzerte und Feiern im Stadtzentrum begleite ich leise, ohne Blitzgewitter.</p><p>Im Advent verwandelt der Weihnachtsmarkt den Hauptmarkt in eine Kulisse aus warmen Lichtern, schön für Familienfotos im Winter und für Firmenfeiern zum Jahresende.</p>',
    content_ru:
      '<h2>Фотосъёмка в Цвиккау</h2><p>Главная площадь с Домом Роберта Шумана, готический собор Святой Марии и парк у Лебединого пруда придают снимкам в Цвиккау классическое, тёплое настроение, особенно в вечернем свете.</p><p>Я снимаю свадьбы, семейные праздники и корпоративные мероприятия в Цвиккау – фотографии, к которым захочется возвращаться спустя годы.</p><h3>Места для съёмки в Цвиккау</h3><ul><li><strong>Дома священников</strong> у Соборного двора: одни из старейших жилых домов Германии, с фахверком и переулками для романтичных снимков.</li><li><strong>Замок Остерштайн</strong>: отреставрированный замок на реке Мульде, красивый для парных снимков у воды.</li><li><strong>Музей Августа Хорьха</strong>: история автомобилей в исторических цехах – фон для корпоративных мероприятий.</li><li><strong>Лебединый пруд</strong>: парк и вода в центре города для спокойных семейных фото.</li></ul><p>В Цвиккау родился Роберт Шуман, и у города до сих пор есть музыкальная душа: концерты и праздники в центре я снимаю тихо, без вспышек.</p><p>В Адвент рождественская ярмарка превращает Главную площадь в декорацию из тёплых огней – красиво для зимних семейных фото и корпоративов в конце года.</p>',
  },
];
