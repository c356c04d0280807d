import { defineTexts } from '../../i18n/texts';

/** Texts of the booking page. `ru` must have every key `de` has (checked by the compiler). */
const de = {
  meta: {
    title: 'Fotoshooting buchen',
    description:
      'Fragen Sie Ihren Wunschtermin für Hochzeit, Porträt, Event oder Architektur an. Antwort innerhalb von 24 Stunden, unverbindlich.',
  },
  hero: {
    eyebrow: 'Buchung',
    title: 'Ihren Termin anfragen',
    intro:
      'Erzählen Sie mir von Ihrem Vorhaben. Ich prüfe den Wunschtermin und melde mich mit einem persönlichen Angebot bei Ihnen.',
  },
  personal: {
    legend: 'Persönliche Daten',
    name: 'Name',
    email: 'E-Mail',
    phone: 'Telefon',
  },
  details: {
    legend: 'Buchungsdetails',
    date: 'Wunschtermin',
    service: 'Leistung',
    servicePlaceholder: 'Bitte eine Leistung wählen',
    tariff: 'Tarif',
    tariffHint: 'Wählen Sie das Paket, das am besten zu Ihnen passt.',
    noTariffs: 'Keine Tarife für diese Leistung verfügbar',
    chooseServiceFirst: 'Wählen Sie zuerst eine Leistung, um die Tarife zu sehen.',
    allTariffsHint: 'Wählen Sie einen Tarif der Leistung, die Sie buchen möchten.',
    timeFor: (services: string) => `Nur für: ${services}`,
    popular: 'Beliebt',
    message: 'Nachricht',
    messageOptional: '(optional)',
    messagePlaceholder: 'Ort, Anzahl der Personen, besondere Wünsche …',
    time: 'Uhrzeit (Berliner Zeit)',
    timePlaceholder: 'Bitte eine Uhrzeit wählen',
    noTimes: 'An diesem Tag ist keine Uhrzeit mehr frei.',
    calendarLabel: 'Freie Tage',
    calendarHint: 'Wählen Sie einen freien Tag im Kalender oder geben Sie ein Datum ein.',
    calendarLoading: 'Freie Tage werden geladen …',
    calendarFailed:
      'Die freien Tage konnten nicht geladen werden. Sie können trotzdem ein Datum eingeben; ich prüfe es.',
    legendFree: 'frei',
    legendFull: 'ausgebucht',
    legendBlocked: 'nicht buchbar',
    dayTaken: 'Dieser Tag ist leider nicht frei. Bitte wählen Sie einen anderen.',
  },
  consent: {
    before: 'Ich habe die ',
    privacyLink: 'Datenschutzerklärung',
    after: ' gelesen und bin mit der Verarbeitung meiner Angaben zur Bearbeitung der Anfrage einverstanden.',
    documentsIntro: 'Vertrag und Fragebogen zum Herunterladen (PDF, öffnet in neuem Tab):',
    newTab: '(öffnet in neuem Tab)',
  },
  required: 'Pflichtfeld',
  honeypot: 'Bitte dieses Feld leer lassen',
  requiredNote: 'Mit * markierte Felder sind Pflichtfelder.',
  submit: 'Buchungsanfrage senden',
  sending: 'Wird gesendet …',
  consentFirst: 'Bitte bestätigen Sie zuerst die Datenschutzerklärung.',
  error: 'Fehler beim Senden der Buchungsanfrage. Bitte versuchen Sie es später erneut.',
  success: {
    title: 'Vielen Dank!',
    message:
      'Buchungsanfrage gesendet! Bitte bestätigen Sie jetzt Ihre E-Mail-Adresse über den Link in der E-Mail, die wir Ihnen geschickt haben: erst dann ist der Termin für Sie vorgemerkt.',
    messageOnRequest:
      'Buchungsanfrage gesendet! Bitte bestätigen Sie jetzt Ihre E-Mail-Adresse über den Link in der E-Mail, die wir Ihnen geschickt haben. Diese Leistung buche ich auf Anfrage: ein Termin wird nicht reserviert, ich melde mich, um ihn mit Ihnen zu vereinbaren.',
    close: 'Schließen',
  },
  confirm: {
    metaTitle: 'Buchungsanfrage bestätigen',
    title: 'E-Mail-Adresse bestätigen',
    text: 'Ein Klick bestätigt Ihre E-Mail-Adresse; danach ist Ihr Wunschtermin für Sie vorgemerkt, bis ich mich melde.',
    button: 'Adresse bestätigen',
    heldTitle: 'Danke!',
    held: 'Ihre Adresse ist bestätigt und der Termin am {date} ist für Sie vorgemerkt. Ich melde mich bald bei Ihnen.',
    receivedTitle: 'Danke!',
    received: 'Ihre Adresse ist bestätigt. Ich melde mich bald bei Ihnen.',
    takenTitle: 'Adresse bestätigt.',
    taken:
      'Der {date} wurde inzwischen leider anderweitig vorgemerkt. Ihre Anfrage liegt mir trotzdem vor; ich melde mich bei Ihnen.',
    limitTitle: 'Adresse bestätigt.',
    limit:
      'Für diese Adresse sind schon zwei Termine vorgemerkt; diese Anfrage liegt mir ohne Reservierung vor. Ich melde mich bei Ihnen.',
    invalid:
      'Dieser Bestätigungslink ist ungültig, abgelaufen oder wurde schon benutzt. Senden Sie die Anfrage bei Bedarf einfach neu.',
    failed: 'Die Bestätigung ist gerade nicht möglich. Bitte versuchen Sie es später erneut.',
    back: 'Zur Buchungsseite',
  },
  fieldErrors: {
    service: 'Diese Leistung ist nicht mehr verfügbar. Bitte wählen Sie eine andere.',
    tariff: 'Bitte wählen Sie einen Tarif für diese Leistung.',
  },
  info: {
    title: 'Gut zu wissen',
    responseTitle: 'Antwort innerhalb von 24 Stunden',
    responseText: 'Sie erhalten schnell eine persönliche Rückmeldung zu Ihrem Wunschtermin.',
    noObligationTitle: 'Unverbindliche Anfrage',
    noObligationText: 'Erst nach unserem Gespräch und Ihrer Zusage wird der Termin fest gebucht.',
    experienceTitle: 'Über 10 Jahre Erfahrung',
    experienceText: 'Mehr als 500 Projekte in Thüringen, Sachsen und darüber hinaus.',
    privacyTitle: 'Ihre Daten sind sicher',
    privacyText: 'Ihre Angaben werden nur zur Bearbeitung Ihrer Anfrage verwendet.',
  },
};

export type BookingTexts = typeof de;

const ru: BookingTexts = {
  meta: {
    title: 'Забронировать фотосессию',
    description:
      'Запросите удобную дату для свадебной, портретной, репортажной или архитектурной съёмки. Ответ в течение 24 часов, без обязательств.',
  },
  hero: {
    eyebrow: 'Бронирование',
    title: 'Запросить дату съёмки',
    intro: 'Расскажите о своей задумке. Я проверю желаемую дату и свяжусь с вами с персональным предложением.',
  },
  personal: {
    legend: 'Личные данные',
    name: 'Имя',
    email: 'Электронная почта',
    phone: 'Телефон',
  },
  details: {
    legend: 'Детали бронирования',
    date: 'Желаемая дата',
    service: 'Услуга',
    servicePlaceholder: 'Выберите услугу',
    tariff: 'Тариф',
    tariffHint: 'Выберите пакет, который подходит вам лучше всего.',
    noTariffs: 'Для этой услуги нет доступных тарифов',
    chooseServiceFirst: 'Сначала выберите услугу, чтобы увидеть тарифы.',
    allTariffsHint: 'Выберите тариф той услуги, которую хотите забронировать.',
    timeFor: (services: string) => `Только для: ${services}`,
    popular: 'Популярный',
    message: 'Сообщение',
    messageOptional: '(необязательно)',
    messagePlaceholder: 'Место, количество людей, особые пожелания…',
    time: 'Время (по Берлину)',
    timePlaceholder: 'Выберите время',
    noTimes: 'На этот день свободного времени уже нет.',
    calendarLabel: 'Свободные дни',
    calendarHint: 'Выберите свободный день в календаре или введите дату.',
    calendarLoading: 'Загружаем свободные дни…',
    calendarFailed: 'Не удалось загрузить свободные дни. Вы всё равно можете ввести дату — я её проверю.',
    legendFree: 'свободно',
    legendFull: 'занято',
    legendBlocked: 'недоступно',
    dayTaken: 'К сожалению, этот день занят. Пожалуйста, выберите другой.',
  },
  consent: {
    before: 'Я ознакомился(-лась) с ',
    privacyLink: 'политикой конфиденциальности',
    after: ' и согласен(-на) на обработку моих данных для рассмотрения запроса.',
    documentsIntro: 'Договор и анкета для скачивания (PDF, откроются в новой вкладке):',
    newTab: '(откроется в новой вкладке)',
  },
  required: 'Обязательное поле',
  honeypot: 'Оставьте это поле пустым',
  requiredNote: 'Поля, отмеченные *, обязательны для заполнения.',
  submit: 'Отправить запрос',
  sending: 'Отправка…',
  consentFirst: 'Сначала подтвердите согласие с политикой конфиденциальности.',
  error: 'Ошибка при отправке запроса на бронирование. Пожалуйста, попробуйте позже.',
  success: {
    title: 'Спасибо!',
    message:
      'Запрос на бронирование отправлен! Теперь подтвердите ваш адрес по ссылке из письма, которое мы вам отправили: только после этого дата резервируется для вас.',
    messageOnRequest:
      'Запрос на бронирование отправлен! Теперь подтвердите ваш адрес по ссылке из письма, которое мы вам отправили. Эту услугу я провожу по запросу: дата не резервируется, я свяжусь с вами, чтобы договориться о ней.',
    close: 'Закрыть',
  },
  confirm: {
    metaTitle: 'Подтверждение заявки',
    title: 'Подтвердите адрес e-mail',
    text: 'Одно нажатие подтверждает ваш адрес; после этого желаемая дата резервируется для вас, пока я не отвечу.',
    button: 'Подтвердить адрес',
    heldTitle: 'Спасибо!',
    held: 'Адрес подтверждён, дата {date} зарезервирована для вас. Я скоро свяжусь с вами.',
    receivedTitle: 'Спасибо!',
    received: 'Адрес подтверждён. Я скоро свяжусь с вами.',
    takenTitle: 'Адрес подтверждён.',
    taken: 'К сожалению, дату {date} тем временем уже зарезервировали. Ваша заявка всё равно у меня; я свяжусь с вами.',
    limitTitle: 'Адрес подтверждён.',
    limit:
      'Для этого адреса уже зарезервированы две даты; эта заявка передана мне без резервирования. Я свяжусь с вами.',
    invalid:
      'Ссылка для подтверждения недействительна, устарела или уже использована. При необходимости просто отправьте заявку снова.',
    failed: 'Подтвердить сейчас не получилось. Пожалуйста, попробуйте позже.',
    back: 'К странице бронирования',
  },
  fieldErrors: {
    service: 'Эта услуга больше недоступна. Пожалуйста, выберите другую.',
    tariff: 'Пожалуйста, выберите тариф для этой услуги.',
  },
  info: {
    title: 'Полезно знать',
    responseTitle: 'Ответ в течение 24 часов',
    responseText: 'Вы быстро получите персональный ответ по желаемой дате.',
    noObligationTitle: 'Запрос ни к чему не обязывает',
    noObligationText: 'Дата бронируется окончательно только после нашего разговора и вашего подтверждения.',
    experienceTitle: 'Более 10 лет опыта',
    experienceText: 'Более 500 проектов в Тюрингии, Саксонии и за их пределами.',
    privacyTitle: 'Ваши данные в безопасности',
    privacyText: 'Ваши данные используются только для обработки запроса.',
  },
};

export const bookingTexts = defineTexts({ de, ru });
