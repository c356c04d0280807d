import { plural } from '../../i18n/format';
import { defineTexts } from '../../i18n/texts';

/** Genitive after "из", "до", "не меньше": 1 фотографии, 2/5 фотографий (21 фотографии). */
const ruPhotosGenitive = (n: number) => plural('ru', n, { one: '{n} фотографии', other: '{n} фотографий' });
/** Accusative: 1 фотографию, 2 фотографии, 5 фотографий. */
const ruPhotosAccusative = (n: number) =>
  plural('ru', n, { one: '{n} фотографию', few: '{n} фотографии', many: '{n} фотографий', other: '{n} фотографии' });

const de = {
  metaTitle: 'Ihre Galerie',
  eyebrow: 'Private Galerie',
  photos: (n: number) => (n === 1 ? '1 Foto' : `${n} Fotos`),
  validUntil: (date: string) => `Der Link ist gültig bis ${date}`,
  open: (name: string) => `Foto öffnen: ${name}`,
  photoAlt: (n: number, total: number) => `Foto ${n} von ${total}`,
  empty: 'Hier erscheinen bald Ihre Fotos.',
  lockedTitle: 'Diese Galerie ist geschützt',
  lockedText: 'Bitte geben Sie das Passwort ein, das Sie von uns bekommen haben.',
  password: 'Passwort',
  unlock: 'Galerie öffnen',
  wrongPassword: 'Das Passwort ist nicht richtig. Bitte versuchen Sie es noch einmal.',
  rateLimited: 'Zu viele falsche Versuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
  failed: 'Das hat gerade nicht geklappt. Bitte versuchen Sie es später erneut.',
  expiredTitle: 'Diese Galerie ist abgelaufen',
  expiredText:
    'Der Link zu dieser Galerie ist nicht mehr gültig. Wenn Sie Ihre Fotos noch brauchen, schreiben Sie uns: wir schalten sie gern wieder frei.',
  notFoundTitle: 'Galerie nicht gefunden',
  notFoundText:
    'Unter diesem Link gibt es keine Galerie. Vielleicht wurde Ihnen inzwischen ein neuer Link geschickt: bitte prüfen Sie Ihre E-Mails.',
  contact: 'Kontakt aufnehmen',
  downloadAll: 'Alle Fotos herunterladen (ZIP)',
  visitorName: 'Ihr Name (für Ihre Favoriten)',
  visitorHint: 'Geben Sie Ihren Namen ein, dann können Sie Fotos mit dem Herz als Favoriten markieren.',
  /** The name form's button (shown until the page's script runs: with it the name is taken as typed). */
  visitorContinue: 'Weiter',
  favourite: (photo: string) => `Favorit: ${photo}`,
  favouriteCount: (n: number) => (n === 1 ? '1 Favorit' : `${n} Favoriten`),
  downloadFavourites: 'Favoriten herunterladen (ZIP)',
  favouriteFailed: 'Der Favorit konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
  /** The count against the gallery's limits ("3 von 20 ausgewählt"). */
  selectedOf: (n: number, max: number) => `${n} von ${max} ausgewählt`,
  selected: (n: number) => `${n} ausgewählt`,
  limitRange: (min: number, max: number) => `bitte ${min} bis ${max} Fotos`,
  limitMin: (min: number) => (min === 1 ? 'mindestens 1 Foto' : `mindestens ${min} Fotos`),
  needMore: (k: number) => (k === 1 ? 'Bitte wählen Sie noch 1 Foto aus.' : `Bitte wählen Sie noch ${k} Fotos aus.`),
  tooMany: (k: number) =>
    k === 1 ? 'Bitte entfernen Sie 1 Foto aus Ihren Favoriten.' : `Bitte entfernen Sie ${k} Fotos aus Ihren Favoriten.`,
  submit: 'Auswahl abschicken',
  submitQuestion: (n: number) =>
    `Auswahl mit ${n === 1 ? '1 Foto' : `${n} Fotos`} abschicken? Danach können Sie Ihre Favoriten nicht mehr ändern.`,
  submitConfirm: 'Ja, abschicken',
  cancel: 'Abbrechen',
  submitted: (date: string) =>
    `Ihre Auswahl wurde am ${date} abgeschickt. Möchten Sie etwas ändern, schreiben Sie uns bitte.`,
  submitFailed: 'Die Auswahl konnte nicht abgeschickt werden. Bitte versuchen Sie es erneut.',
  download: (photo: string) => `Herunterladen: ${photo}`,
  /** The lightbox's button for the photo shown. */
  lightboxDownload: 'Dieses Foto herunterladen',
  /** The view's switches above the photos (links: they work without JavaScript too). */
  viewLabel: 'Ansicht',
  showNames: 'Dateinamen anzeigen',
  hideNames: 'Dateinamen ausblenden',
  onlyFavourites: (n: number) => `Nur Favoriten (${n})`,
  allPhotos: (n: number) => `Alle Fotos (${n})`,
  noFavourites: 'Sie haben noch keine Favoriten markiert. Tippen Sie auf das Herz eines Fotos.',
  publicationTitle: 'Dürfen wir Ihre Fotos zeigen?',
  publicationIntro:
    'Freiwillig: Ohne Ihre Einwilligung bleiben diese Fotos privat. Sie können sie hier jederzeit widerrufen.',
  publicationGive: 'Einwilligung geben',
  publicationGiven:
    'Danke! Sie haben eingewilligt, dass wir Fotos aus dieser Galerie zeigen dürfen. Sie können die Einwilligung jederzeit widerrufen.',
  publicationWithdraw: 'Einwilligung widerrufen',
  publicationWithdrawn:
    'Sie haben Ihre Einwilligung widerrufen: wir zeigen diese Fotos nicht öffentlich. Sie können sie jederzeit neu geben.',
  publicationFailed: 'Das hat gerade nicht geklappt. Bitte setzen Sie das Häkchen und versuchen Sie es erneut.',
  /** Asked: a mail to the gallery's client address confirms it (ADR 039). */
  publicationPending:
    'Fast geschafft: Wir haben eine E-Mail an die Adresse geschickt, die wir für diese Galerie haben. Die Einwilligung gilt erst, wenn Sie den Link darin bestätigen. Keine E-Mail bekommen? Sie können sie hier erneut anfordern.',
  publicationResend: 'E-Mail erneut senden',
  publicationNoEmail:
    'Für diese Galerie ist keine E-Mail-Adresse hinterlegt, an die wir die Bestätigung schicken können. Bitte schreiben Sie uns kurz, dann tragen wir sie ein.',
};

export const clientGalleryTexts = defineTexts<typeof de>({
  de,
  ru: {
    metaTitle: 'Ваша галерея',
    eyebrow: 'Личная галерея',
    photos: (n: number) =>
      plural('ru', n, {
        one: '{n} фотография',
        few: '{n} фотографии',
        many: '{n} фотографий',
        other: '{n} фотографии',
      }),
    validUntil: (date: string) => `Ссылка действует до ${date}`,
    open: (name: string) => `Открыть фото: ${name}`,
    photoAlt: (n: number, total: number) => `Фото ${n} из ${total}`,
    empty: 'Скоро здесь появятся ваши фотографии.',
    lockedTitle: 'Галерея защищена паролем',
    lockedText: 'Введите пароль, который вы получили от нас.',
    password: 'Пароль',
    unlock: 'Открыть галерею',
    wrongPassword: 'Неверный пароль. Попробуйте ещё раз.',
    rateLimited: 'Слишком много неверных попыток. Подождите несколько минут и попробуйте снова.',
    failed: 'Сейчас не получилось. Попробуйте позже.',
    expiredTitle: 'Срок действия галереи истёк',
    expiredText:
      'Ссылка на эту галерею больше не действует. Если фотографии ещё нужны, напишите нам: мы с радостью откроем их снова.',
    notFoundTitle: 'Галерея не найдена',
    notFoundText: 'По этой ссылке галереи нет. Возможно, вам уже прислали новую ссылку: проверьте, пожалуйста, почту.',
    contact: 'Связаться с нами',
    downloadAll: 'Скачать все фото (ZIP)',
    visitorName: 'Ваше имя (для избранного)',
    visitorHint: 'Введите своё имя, и вы сможете отмечать фото сердечком как избранные.',
    visitorContinue: 'Продолжить',
    favourite: (photo: string) => `В избранное: ${photo}`,
    favouriteCount: (n: number) => plural('ru', n, { one: '{n} избранное фото', other: '{n} избранных фото' }),
    downloadFavourites: 'Скачать избранное (ZIP)',
    favouriteFailed: 'Не удалось сохранить избранное. Попробуйте ещё раз.',
    selectedOf: (n: number, max: number) => `Выбрано ${n} из ${max}`,
    selected: (n: number) => `Выбрано ${n}`,
    limitRange: (min: number, max: number) => `нужно от ${min} до ${ruPhotosGenitive(max)}`,
    limitMin: (min: number) => `нужно не меньше ${ruPhotosGenitive(min)}`,
    needMore: (k: number) => `Выберите ещё ${ruPhotosAccusative(k)}.`,
    tooMany: (k: number) => `Уберите из избранного ${ruPhotosAccusative(k)}.`,
    submit: 'Отправить выбор',
    submitQuestion: (n: number) =>
      `Отправить выбор (${ruPhotosAccusative(n)})? После этого изменить избранное будет нельзя.`,
    submitConfirm: 'Да, отправить',
    cancel: 'Отмена',
    submitted: (date: string) => `Ваш выбор отправлен ${date}. Если хотите что-то изменить, напишите нам.`,
    submitFailed: 'Не удалось отправить выбор. Попробуйте ещё раз.',
    download: (photo: string) => `Скачать: ${photo}`,
    lightboxDownload: 'Скачать это фото',
    viewLabel: 'Вид',
    showNames: 'Показать имена файлов',
    hideNames: 'Скрыть имена файлов',
    onlyFavourites: (n: number) => `Только избранные (${n})`,
    allPhotos: (n: number) => `Все фотографии (${n})`,
    noFavourites: 'Вы ещё не отметили ни одной фотографии. Нажмите на сердечко на фото.',
    publicationTitle: 'Можно ли показать ваши фотографии?',
    publicationIntro:
      'Добровольно: без вашего согласия эти фотографии остаются личными. Отозвать согласие можно здесь в любой момент.',
    publicationGive: 'Дать согласие',
    publicationGiven:
      'Спасибо! Вы разрешили показывать фотографии из этой галереи. Согласие можно отозвать в любой момент.',
    publicationWithdraw: 'Отозвать согласие',
    publicationWithdrawn:
      'Вы отозвали согласие: мы не показываем эти фотографии публично. Дать его снова можно в любой момент.',
    publicationFailed: 'Сейчас не получилось. Отметьте галочку и попробуйте ещё раз.',
    publicationPending:
      'Почти готово: мы отправили письмо на адрес, который указан для этой галереи. Согласие действует, только когда вы подтвердите его по ссылке в письме. Письмо не пришло? Его можно запросить здесь ещё раз.',
    publicationResend: 'Отправить письмо ещё раз',
    publicationNoEmail:
      'Для этой галереи не указан адрес e-mail, на который можно отправить подтверждение. Пожалуйста, напишите нам, и мы его добавим.',
  },
});
