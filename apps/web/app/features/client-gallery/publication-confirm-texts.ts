import { defineTexts } from '../../i18n/texts';

/** The page of the publication confirmation mail's link (ADR 039). */
const de = {
  metaTitle: 'Einwilligung bestätigen',
  eyebrow: 'Ihre Galerie',
  title: 'Veröffentlichung Ihrer Fotos bestätigen',
  intro: 'Mit einem Klick bestätigen Sie die Einwilligung, die auf der Seite Ihrer Galerie gegeben wurde:',
  button: 'Ja, ich willige ein',
  ignore: 'Nicht einverstanden? Dann schließen Sie diese Seite einfach: Es wird nichts gespeichert.',
  doneTitle: 'Danke!',
  done: (gallery: string) =>
    `Ihre Einwilligung für die Galerie „${gallery}“ ist bestätigt. Sie können sie auf der Seite der Galerie jederzeit widerrufen.`,
  invalid:
    'Dieser Link ist nicht (mehr) gültig: Er wurde schon benutzt, ist älter als 7 Tage oder wurde durch eine neue E-Mail ersetzt. Auf der Seite Ihrer Galerie können Sie eine neue anfordern.',
  failed: 'Das hat gerade nicht geklappt. Bitte versuchen Sie es noch einmal.',
};

export const publicationConfirmTexts = defineTexts<typeof de>({
  de,
  ru: {
    metaTitle: 'Подтверждение согласия',
    eyebrow: 'Ваша галерея',
    title: 'Подтвердите публикацию фотографий',
    intro: 'Одним нажатием вы подтверждаете согласие, данное на странице вашей галереи:',
    button: 'Да, я согласен(-на)',
    ignore: 'Не согласны? Просто закройте эту страницу: ничего не будет сохранено.',
    doneTitle: 'Спасибо!',
    done: (gallery: string) =>
      `Ваше согласие для галереи «${gallery}» подтверждено. Отозвать его можно в любой момент на странице галереи.`,
    invalid:
      'Эта ссылка недействительна: ею уже воспользовались, ей больше 7 дней или её заменило новое письмо. Новое письмо можно запросить на странице галереи.',
    failed: 'Сейчас не получилось. Попробуйте, пожалуйста, ещё раз.',
  },
});
