import { defineTexts } from '../../i18n/texts';
import type { LegalSection } from './legal-page';

const de = {
  metaTitle: 'Impressum',
  metaDescription: 'Impressum: Anbieterkennzeichnung nach § 5 DDG, Kontakt und Haftungshinweise.',
  eyebrow: 'Rechtliches',
  title: 'Impressum',
  provider: 'Angaben gemäß § 5 DDG',
  contact: 'Kontakt',
  phone: 'Telefon',
  email: 'E-Mail',
  vat: 'Umsatzsteuer-Identifikationsnummer gemäß § 27 a Umsatzsteuergesetz',
  smallBusinessTitle: 'Umsatzsteuer',
  smallBusiness: 'Kleinunternehmer gemäß § 19 UStG: Es wird keine Umsatzsteuer berechnet.',
  responsible: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
  sections: [
    {
      title: 'Haftung für Inhalte',
      paragraphs: [
        'Die Inhalte dieser Seiten wurden mit größter Sorgfalt erstellt. Für die Richtigkeit, Vollständigkeit und Aktualität der Inhalte kann ich jedoch keine Gewähr übernehmen. Als Diensteanbieter bin ich für eigene Inhalte auf diesen Seiten nach den allgemeinen Gesetzen verantwortlich, jedoch nicht verpflichtet, übermittelte oder gespeicherte fremde Informationen zu überwachen oder nach Umständen zu forschen, die auf eine rechtswidrige Tätigkeit hinweisen.',
        'Verpflichtungen zur Entfernung oder Sperrung der Nutzung von Informationen nach den allgemeinen Gesetzen bleiben hiervon unberührt. Eine diesbezügliche Haftung ist erst ab dem Zeitpunkt der Kenntnis einer konkreten Rechtsverletzung möglich. Bei Bekanntwerden entsprechender Rechtsverletzungen entferne ich diese Inhalte umgehend.',
      ],
    },
    {
      title: 'Haftung für Links',
      paragraphs: [
        'Diese Website enthält Links zu externen Websites Dritter, auf deren Inhalte ich keinen Einfluss habe. Für diese fremden Inhalte kann ich daher keine Gewähr übernehmen; verantwortlich ist stets der jeweilige Anbieter oder Betreiber der Seiten. Die verlinkten Seiten wurden zum Zeitpunkt der Verlinkung auf mögliche Rechtsverstöße überprüft; rechtswidrige Inhalte waren nicht erkennbar.',
        'Eine permanente inhaltliche Kontrolle der verlinkten Seiten ist ohne konkrete Anhaltspunkte einer Rechtsverletzung nicht zumutbar. Bei Bekanntwerden von Rechtsverletzungen entferne ich derartige Links umgehend.',
      ],
    },
    {
      title: 'Urheberrecht',
      paragraphs: [
        'Die Fotografien und Texte auf dieser Website unterliegen dem deutschen Urheberrecht. Vervielfältigung, Bearbeitung, Verbreitung und jede Art der Verwertung außerhalb der Grenzen des Urheberrechts bedürfen der schriftlichen Zustimmung des Urhebers. Downloads und Kopien dieser Seite sind nur für den privaten, nicht kommerziellen Gebrauch gestattet.',
        'Soweit Inhalte auf dieser Seite nicht vom Betreiber erstellt wurden, werden die Urheberrechte Dritter beachtet. Sollten Sie trotzdem auf eine Urheberrechtsverletzung aufmerksam werden, bitte ich um einen entsprechenden Hinweis.',
      ],
    },
  ] as LegalSection[],
  status: 'Stand: Januar 2025',
};

export const impressumTexts = defineTexts({
  de,
  ru: {
    metaTitle: 'Выходные данные (Impressum)',
    metaDescription: 'Выходные данные сайта по § 5 DDG: сведения об операторе, контакты и ограничение ответственности.',
    eyebrow: 'Правовая информация',
    title: 'Выходные данные (Impressum)',
    provider: 'Сведения согласно § 5 DDG',
    contact: 'Контакты',
    phone: 'Телефон',
    email: 'Эл. почта',
    vat: 'Идентификационный номер плательщика НДС согласно § 27 a UStG',
    smallBusinessTitle: 'Налог с оборота',
    smallBusiness: 'Малое предприятие согласно § 19 UStG: налог с оборота (НДС) не взимается.',
    responsible: 'Ответственный за содержание согласно § 18 абз. 2 MStV',
    sections: [
      {
        title: 'Ответственность за содержание',
        paragraphs: [
          'Материалы этого сайта подготовлены с максимальной тщательностью. Тем не менее я не могу гарантировать их точность, полноту и актуальность. Как поставщик услуг я несу ответственность за собственное содержание этих страниц в соответствии с общими законами, но не обязан контролировать переданную или сохранённую чужую информацию или выяснять обстоятельства, указывающие на противоправную деятельность.',
          'Обязанности по удалению или блокировке информации в соответствии с общими законами остаются в силе. Ответственность в этом отношении возможна только с момента, когда мне стало известно о конкретном нарушении. Узнав о таком нарушении, я незамедлительно удалю соответствующее содержание.',
        ],
      },
      {
        title: 'Ответственность за ссылки',
        paragraphs: [
          'Сайт содержит ссылки на внешние сайты третьих лиц, на содержание которых я не могу влиять. Поэтому я не несу ответственности за это содержание; за него всегда отвечает соответствующий поставщик или оператор страниц. На момент размещения ссылок страницы были проверены на возможные нарушения закона; противоправного содержания обнаружено не было.',
          'Постоянный контроль содержания страниц по ссылкам без конкретных признаков нарушения невозможен. Узнав о нарушениях, я незамедлительно удалю такие ссылки.',
        ],
      },
      {
        title: 'Авторское право',
        paragraphs: [
          'Фотографии и тексты на этом сайте защищены авторским правом Германии. Копирование, обработка, распространение и любое использование за пределами, допускаемыми авторским правом, требуют письменного согласия автора. Скачивание и копирование страниц разрешено только для частного некоммерческого использования.',
          'Если материалы на этом сайте созданы не оператором, авторские права третьих лиц соблюдаются. Если вы всё же заметите нарушение авторских прав, пожалуйста, сообщите мне об этом.',
        ],
      },
    ],
    status: 'По состоянию на январь 2025 года',
  },
});
