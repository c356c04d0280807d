import { defineTexts } from '../../i18n/texts';
import type { LegalSection } from './legal-page';

interface PageTexts {
  metaTitle: string;
  metaDescription: string;
  eyebrow: string;
  title: string;
  intro: string;
  sections: LegalSection[];
  status: string;
}

const de: PageTexts = {
  metaTitle: 'Allgemeine Geschäftsbedingungen',
  metaDescription:
    'AGB für Fotoaufträge: Zahlung, Anzahlung, Lieferung der Bilder, Stornierung, Haftung und Nutzungsrechte.',
  eyebrow: 'Rechtliches',
  // A soft hyphen where the compound may break on a narrow phone (no browser hyphenates it by itself everywhere).
  title: 'Allgemeine Geschäfts\u00adbedingungen',
  intro:
    'Diese Bedingungen gelten für alle Fotoaufträge (Hochzeiten, Porträts, Architektur, Events, Fotorestaurierung und KI-Fotoshootings), die Sie mir erteilen.',
  sections: [
    {
      title: '1. Vertragsschluss',
      paragraphs: [
        'Eine Buchungsanfrage über diese Website ist noch kein Vertrag. Der Vertrag kommt zustande, wenn ich Ihre Anfrage schriftlich oder per E-Mail bestätige. Maßgeblich sind der bestätigte Umfang und Preis.',
      ],
    },
    {
      title: '2. Preise und Zahlung',
      paragraphs: [
        'Es gelten die zum Zeitpunkt der Buchung vereinbarten Preise. Rechnungen sind innerhalb von 14 Tagen nach Rechnungsstellung ohne Abzug zu zahlen.',
        'Für Veranstaltungen, die länger als 4 Stunden dauern, ist eine Anzahlung von 50 % des vereinbarten Honorars fällig; erst mit ihrem Eingang ist der Termin verbindlich reserviert. Der Rest wird nach dem Termin berechnet.',
      ],
    },
    {
      title: '3. Lieferung der Bilder',
      paragraphs: [
        'Die bearbeiteten Bilder werden innerhalb von 2 bis 4 Wochen nach dem Termin geliefert, in der Regel als Online-Galerie und, je nach Paket, auf USB-Stick oder als Abzüge. Die Auswahl und Bearbeitung der Bilder erfolgt nach meinem künstlerischen Ermessen; Rohdaten werden nicht herausgegeben.',
      ],
    },
    {
      title: '4. Stornierung',
      paragraphs: ['Sie können einen gebuchten Termin jederzeit absagen. Dabei gilt:'],
      list: [
        'bis 14 Tage vor dem Termin: kostenfrei;',
        'später als 14 Tage vor dem Termin: 50 % des vereinbarten Honorars;',
        'weniger als 48 Stunden vor dem Termin: das volle Honorar.',
      ],
    },
    {
      title: '5. Haftung',
      paragraphs: [
        'Ich hafte nur für Schäden, die auf Vorsatz oder grober Fahrlässigkeit beruhen. Dies gilt nicht für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit. Kann ein Termin wegen Krankheit oder höherer Gewalt nicht stattfinden, bemühe ich mich um gleichwertigen Ersatz; bereits gezahlte Beträge werden andernfalls erstattet.',
      ],
    },
    {
      title: '6. Nutzungsrechte',
      paragraphs: [
        'Sie erhalten das einfache, zeitlich unbeschränkte Recht, die gelieferten Bilder für private Zwecke zu nutzen. Eine gewerbliche Nutzung bedarf einer gesonderten Vereinbarung. Bei Veröffentlichung ist der Urheber nach Möglichkeit zu nennen.',
      ],
    },
    {
      title: '7. Schlussbestimmungen',
      paragraphs: [
        'Es gilt das Recht der Bundesrepublik Deutschland. Sollte eine Bestimmung dieser AGB unwirksam sein, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt.',
      ],
    },
  ],
  status: 'Gültig ab September 2025',
};

export const agbTexts = defineTexts({
  de,
  ru: {
    metaTitle: 'Общие условия (AGB)',
    metaDescription:
      'Условия фотосъёмки: оплата, предоплата, сроки сдачи фотографий, отмена, ответственность и права использования.',
    eyebrow: 'Правовая информация',
    title: 'Общие условия (AGB)',
    intro:
      'Эти условия действуют для всех заказов на съёмку (свадьбы, портреты, архитектура, мероприятия, реставрация фотографий и ИИ-фотосессии), которые вы мне поручаете.',
    sections: [
      {
        title: '1. Заключение договора',
        paragraphs: [
          'Запрос на бронирование через этот сайт ещё не является договором. Договор заключается, когда я подтверждаю ваш запрос письменно или по электронной почте. Решающими являются подтверждённые объём работ и цена.',
        ],
      },
      {
        title: '2. Цены и оплата',
        paragraphs: [
          'Действуют цены, согласованные при бронировании. Счета оплачиваются в течение 14 дней с даты выставления без вычетов.',
          'Для мероприятий продолжительностью более 4 часов требуется предоплата в размере 50 % согласованного гонорара; дата считается забронированной только после её поступления. Остаток выставляется после съёмки.',
        ],
      },
      {
        title: '3. Сдача фотографий',
        paragraphs: [
          'Обработанные фотографии передаются в течение 2–4 недель после съёмки, как правило, в онлайн-галерее и, в зависимости от пакета, на USB-накопителе или в виде отпечатков. Отбор и обработка кадров выполняются на моё художественное усмотрение; исходные файлы (RAW) не передаются.',
        ],
      },
      {
        title: '4. Отмена',
        paragraphs: ['Вы можете отменить забронированную съёмку в любое время. При этом действует следующее:'],
        list: [
          'не позднее чем за 14 дней до съёмки: бесплатно;',
          'позднее чем за 14 дней до съёмки: 50 % согласованного гонорара;',
          'менее чем за 48 часов до съёмки: полный гонорар.',
        ],
      },
      {
        title: '5. Ответственность',
        paragraphs: [
          'Я несу ответственность только за ущерб, причинённый умышленно или по грубой неосторожности. Это ограничение не распространяется на вред жизни, телу или здоровью. Если съёмка не может состояться из-за болезни или форс-мажора, я постараюсь найти равноценную замену; в противном случае уже уплаченные суммы возвращаются.',
        ],
      },
      {
        title: '6. Права использования',
        paragraphs: [
          'Вы получаете простое, бессрочное право использовать переданные фотографии в личных целях. Коммерческое использование требует отдельного соглашения. При публикации по возможности указывайте автора.',
        ],
      },
      {
        title: '7. Заключительные положения',
        paragraphs: [
          'Применяется право Федеративной Республики Германия. Если какое-либо положение этих условий окажется недействительным, остальные положения сохраняют силу.',
        ],
      },
    ],
    status: 'Действуют с сентября 2025 года',
  },
});
