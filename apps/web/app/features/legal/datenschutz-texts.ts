import { NEWSLETTER_UNCONFIRMED_DAYS, type PrivacySettings } from '@app/contracts';
import { plural } from '../../i18n/format';
import { defineTexts } from '../../i18n/texts';
import type { LegalSection } from './legal-page';

interface PageTexts {
  metaTitle: string;
  metaDescription: string;
  eyebrow: string;
  title: string;
  intro: string;
  controllerTitle: string;
  /** The sections; the periods come from the owner's privacy settings (the retention follows them too). */
  sections: (periods: PrivacySettings) => LegalSection[];
  status: string;
}

const de: PageTexts = {
  metaTitle: 'Datenschutzerklärung',
  metaDescription:
    'Wie diese Website personenbezogene Daten verarbeitet: Verantwortlicher, Zwecke, Cookies und Einwilligung, Analyse nur mit Zustimmung, Ihre Rechte.',
  eyebrow: 'Rechtliches',
  title: 'Datenschutz\u00aderklärung',
  intro:
    'Der Schutz Ihrer Daten ist mir wichtig. Hier erfahren Sie, welche personenbezogenen Daten beim Besuch dieser Website und bei einer Anfrage verarbeitet werden, wozu und welche Rechte Sie haben (Art. 13 DSGVO).',
  controllerTitle: '1. Verantwortlicher',
  sections: (p) => [
    {
      title: '2. Zwecke und Rechtsgrundlagen',
      paragraphs: ['Ich verarbeite personenbezogene Daten nur, soweit es für die folgenden Zwecke nötig ist:'],
      list: [
        'Bereitstellung und Sicherheit der Website (Server-Logdateien), Art. 6 Abs. 1 lit. f DSGVO;',
        'Beantwortung von Kontakt- und Buchungsanfragen sowie Durchführung eines Vertrags (Name, E-Mail, Telefon, Wunschtermin, Nachricht), Art. 6 Abs. 1 lit. b DSGVO;',
        'Veröffentlichung von Bewertungen, die Sie selbst einreichen (Name, Bewertung, Text; die E-Mail-Adresse wird nicht veröffentlicht), Art. 6 Abs. 1 lit. a DSGVO;',
        'Reichweitenmessung mit Google Analytics nur mit Ihrer Einwilligung, Art. 6 Abs. 1 lit. a DSGVO und § 25 Abs. 1 TDDDG.',
      ],
    },
    {
      title: '3. Server-Logdateien',
      paragraphs: [
        'Beim Aufruf der Website speichert der Server automatisch technische Daten: IP-Adresse, Datum und Uhrzeit, aufgerufene Seite, Referrer und Browsertyp. Diese Daten dienen ausschließlich dem sicheren Betrieb, werden nicht mit anderen Daten zusammengeführt und nach 7 Tagen gelöscht.',
      ],
    },
    {
      title: '4. Cookies und Einwilligung',
      paragraphs: [
        'Notwendige Speicherungen im Browser (Ihre Sprachwahl und Ihre Cookie-Entscheidung im Local Storage bzw. als Cookie) sind für den Betrieb erforderlich und immer aktiv.',
        'Analyse-Cookies (Google Analytics) werden nur gesetzt, wenn Sie im Cookie-Banner zustimmen; andere Kategorien (etwa Marketing) gibt es nicht. Ihre Entscheidung wird mit Zeitstempel in Ihrem Browser gespeichert. Sie können sie jederzeit über „Cookie-Einstellungen“ im Seitenfuß ändern oder widerrufen; der Widerruf gilt für die Zukunft.',
      ],
    },
    {
      title: '5. Google Analytics (nur mit Einwilligung)',
      paragraphs: [
        'Nur wenn Sie Analyse-Cookies zustimmen, lädt diese Website Google Analytics 4 der Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland. Vorher wird keine Verbindung zu Google aufgebaut. Die IP-Adresse wird gekürzt; Google kann Daten in die USA übermitteln (EU-US Data Privacy Framework). Erfasst werden Seitenaufrufe und Nutzungsverhalten in pseudonymer Form.',
        'Wenn Sie die Einwilligung widerrufen, wird das Skript entfernt, die Messung beendet und die Analyse-Cookies werden gelöscht.',
      ],
    },
    {
      title: '6. Kontakt-, Buchungs- und Bewertungsformulare',
      paragraphs: [
        'Was Sie in die Formulare eintragen, wird verschlüsselt übertragen und nur zur Bearbeitung Ihres Anliegens gespeichert. Mit jeder Anfrage, Bewertung und Newsletter-Anmeldung speichere ich, welchem Text Sie in welcher Sprache wann zugestimmt haben (Nachweis nach Art. 7 Abs. 1 DSGVO).',
      ],
      list: [
        `Nachrichten und Buchungsanfragen, aus denen kein Auftrag wird (abgelehnt oder abgelaufen): Löschung ${plural('de', p.enquiry_months, { one: '{n} Monat', other: '{n} Monate' })} nach dem letzten Kontakt;`,
        `Gebuchte Aufträge (Geschäftsbriefe, § 257 HGB): ${plural('de', p.booking_years, { one: '{n} Jahr', other: '{n} Jahre' })} ab dem Ende des Jahres des Termins, danach Löschung; bei einem Löschwunsch vorher bleiben nur Name, E-Mail-Adresse, Termin und Leistung;`,
        `Der Text versandter E-Mails: Löschung ${plural('de', p.outbox_days, { one: '{n} Tag', other: '{n} Tage' })} nach dem Versand;`,
        `Private Kundengalerien mit ihren Fotos: Löschung ${plural('de', p.gallery_days, { one: '{n} Tag', other: '{n} Tage' })} nach dem Ablauf des Links;`,
        `Newsletter: bis zur Abmeldung über den Link in jeder E-Mail; eine nicht bestätigte Anmeldung wird ${NEWSLETTER_UNCONFIRMED_DAYS} Tage nach der Bestätigungs-E-Mail gelöscht.`,
      ],
    },
    {
      title: '7. Schriftarten und Drittanbieter',
      paragraphs: [
        'Schriftarten werden von diesem Server geladen, nicht von externen Anbietern. Ohne Ihre Einwilligung werden keine Inhalte von Drittanbietern geladen.',
      ],
    },
    {
      title: '8. Ihre Rechte',
      paragraphs: ['Sie haben jederzeit das Recht auf:'],
      list: [
        'Auskunft über Ihre gespeicherten Daten (Art. 15 DSGVO), auf Wunsch als Datei (JSON und CSV);',
        'Berichtigung (Art. 16) und Löschung (Art. 17 DSGVO);',
        'Einschränkung der Verarbeitung (Art. 18) und Datenübertragbarkeit (Art. 20 DSGVO);',
        'Widerspruch gegen Verarbeitungen auf Grundlage berechtigter Interessen (Art. 21 DSGVO);',
        'Widerruf einer Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO);',
        'Beschwerde bei einer Datenschutz-Aufsichtsbehörde, z. B. dem Thüringer Landesbeauftragten für den Datenschutz und die Informationsfreiheit (Art. 77 DSGVO).',
      ],
    },
    {
      title: '9. Kontakt zum Datenschutz',
      paragraphs: [
        'Für Fragen zum Datenschutz und zur Ausübung Ihrer Rechte wenden Sie sich bitte an die oben genannte verantwortliche Stelle, am einfachsten per E-Mail.',
      ],
    },
  ],
  status: 'Gültig ab Januar 2025',
};

export const datenschutzTexts = defineTexts({
  de,
  ru: {
    metaTitle: 'Политика конфиденциальности',
    metaDescription:
      'Как сайт обрабатывает персональные данные: ответственное лицо, цели, cookie и согласие, аналитика только с согласия, ваши права.',
    eyebrow: 'Правовая информация',
    title: 'Политика конфиденциальности',
    intro:
      'Защита ваших данных для меня важна. Здесь вы узнаете, какие персональные данные обрабатываются при посещении сайта и при отправке запроса, с какой целью и какие у вас есть права (ст. 13 GDPR / DSGVO).',
    controllerTitle: '1. Ответственное лицо',
    sections: (p) => [
      {
        title: '2. Цели и правовые основания',
        paragraphs: [
          'Я обрабатываю персональные данные только в той мере, в какой это необходимо для следующих целей:',
        ],
        list: [
          'работа и безопасность сайта (серверные журналы), ст. 6 п. 1 лит. f GDPR;',
          'ответы на сообщения и запросы на бронирование, а также исполнение договора (имя, e-mail, телефон, желаемая дата, сообщение), ст. 6 п. 1 лит. b GDPR;',
          'публикация отзывов, которые вы отправляете сами (имя, оценка, текст; адрес e-mail не публикуется), ст. 6 п. 1 лит. a GDPR;',
          'измерение посещаемости с помощью Google Analytics только с вашего согласия, ст. 6 п. 1 лит. a GDPR и § 25 абз. 1 TDDDG.',
        ],
      },
      {
        title: '3. Серверные журналы',
        paragraphs: [
          'При открытии сайта сервер автоматически сохраняет технические данные: IP-адрес, дату и время, открытую страницу, реферер и тип браузера. Эти данные служат исключительно для безопасной работы сайта, не объединяются с другими данными и удаляются через 7 дней.',
        ],
      },
      {
        title: '4. Cookie и согласие',
        paragraphs: [
          'Необходимые записи в браузере (выбранный язык и ваше решение о cookie в Local Storage или в cookie) нужны для работы сайта и всегда активны.',
          'Аналитические cookie (Google Analytics) устанавливаются только если вы дали согласие в баннере cookie; других категорий (например, маркетинговых) нет. Ваше решение сохраняется в браузере с отметкой времени. Его можно в любой момент изменить или отозвать через «Настройки cookie» внизу страницы; отзыв действует на будущее.',
        ],
      },
      {
        title: '5. Google Analytics (только с согласия)',
        paragraphs: [
          'Только если вы согласились на аналитические cookie, сайт загружает Google Analytics 4 компании Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Ирландия. До этого никакого соединения с Google не устанавливается. IP-адрес сокращается; Google может передавать данные в США (EU-US Data Privacy Framework). Учитываются просмотры страниц и поведение на сайте в псевдонимизированной форме.',
          'Если вы отзываете согласие, скрипт удаляется, измерение прекращается, а аналитические cookie удаляются.',
        ],
      },
      {
        title: '6. Формы контакта, бронирования и отзывов',
        paragraphs: [
          'Данные, которые вы вводите в формы, передаются в зашифрованном виде и хранятся только для обработки вашего обращения. Вместе с каждым запросом, отзывом и подпиской на рассылку я сохраняю, с каким текстом, на каком языке и когда вы согласились (доказательство по ст. 7 п. 1 GDPR).',
        ],
        list: [
          `сообщения и запросы на бронирование, не ставшие заказом (отклонённые или истёкшие): удаляются через ${plural('ru', p.enquiry_months, { one: '{n} месяц', few: '{n} месяца', many: '{n} месяцев', other: '{n} месяца' })} после последнего контакта;`,
          `заказанные съёмки (деловая переписка, § 257 HGB): ${plural('ru', p.booking_years, { one: '{n} год', few: '{n} года', many: '{n} лет', other: '{n} года' })} с конца года съёмки, затем удаляются; при более раннем запросе на удаление остаются только имя, e-mail, дата и услуга;`,
          `текст отправленных писем: удаляется через ${plural('ru', p.outbox_days, { one: '{n} день', few: '{n} дня', many: '{n} дней', other: '{n} дня' })} после отправки;`,
          `личные галереи клиентов с фотографиями: удаляются через ${plural('ru', p.gallery_days, { one: '{n} день', few: '{n} дня', many: '{n} дней', other: '{n} дня' })} после окончания срока ссылки;`,
          `рассылка: до отписки по ссылке в каждом письме; неподтверждённая подписка удаляется через ${NEWSLETTER_UNCONFIRMED_DAYS} дней после письма с подтверждением.`,
        ],
      },
      {
        title: '7. Шрифты и сторонние сервисы',
        paragraphs: [
          'Шрифты загружаются с этого сервера, а не от внешних поставщиков. Без вашего согласия никакой контент третьих лиц не загружается.',
        ],
      },
      {
        title: '8. Ваши права',
        paragraphs: ['Вы в любое время вправе:'],
        list: [
          'получить сведения о сохранённых данных (ст. 15 GDPR), по желанию в виде файла (JSON и CSV);',
          'потребовать исправления (ст. 16) и удаления (ст. 17 GDPR);',
          'потребовать ограничения обработки (ст. 18) и переносимости данных (ст. 20 GDPR);',
          'возразить против обработки на основании законных интересов (ст. 21 GDPR);',
          'отозвать согласие с действием на будущее (ст. 7 п. 3 GDPR);',
          'подать жалобу в надзорный орган по защите данных, например Уполномоченному по защите данных и свободе информации Тюрингии (ст. 77 GDPR).',
        ],
      },
      {
        title: '9. Контакт по вопросам защиты данных',
        paragraphs: [
          'С вопросами о защите данных и для осуществления своих прав обращайтесь к указанному выше ответственному лицу, проще всего по электронной почте.',
        ],
      },
    ],
    status: 'Действует с января 2025 года',
  },
});
