import type { Language } from './language.ts';

// Kept apart from privacy.ts: the public forms show these texts, and a module without zod schemas
// keeps zod out of the visitor's pages (decision 005; page-cache.spec.ts follows every script).

/**
 * Why a public form stores what it stores (issue 20, ADR 027). Each stored record gets one consent
 * row: the purpose, the exact text the visitor was shown (its version), the language and the time.
 */
export const CONSENT_PURPOSES = ['contact', 'booking', 'review', 'newsletter', 'gallery_publication'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/**
 * The texts the visitor agrees to (booking, newsletter: a ticked box) or is told beside the send
 * button (contact, review: the notice under Art. 13 GDPR). The forms show exactly these sentences
 * (a unit test on the web side holds them together); the API stores their version with each record.
 */
export const CONSENT_TEXTS: Record<ConsentPurpose, Record<Language, string>> = {
  contact: {
    de: 'Ihre Angaben werden nur zur Beantwortung Ihrer Nachricht verwendet und nach der in der Datenschutzerklärung genannten Frist gelöscht.',
    ru: 'Ваши данные используются только для ответа на сообщение и удаляются в срок, указанный в политике конфиденциальности.',
  },
  booking: {
    de: 'Ich habe die Datenschutzerklärung gelesen und bin mit der Verarbeitung meiner Angaben zur Bearbeitung der Anfrage einverstanden.',
    ru: 'Я ознакомился(-лась) с политикой конфиденциальности и согласен(-на) на обработку моих данных для рассмотрения запроса.',
  },
  review: {
    de: 'Ihr Name und Ihre Bewertung werden nach der Freigabe auf der Website gezeigt; Ihre E-Mail-Adresse nie.',
    ru: 'Ваше имя и отзыв будут показаны на сайте после проверки; адрес e-mail — никогда.',
  },
  newsletter: {
    de: 'Ich möchte den Newsletter per E-Mail erhalten. Meine Adresse wird nur dafür verwendet; die Einwilligung kann ich jederzeit über den Link in jeder E-Mail widerrufen.',
    ru: 'Я хочу получать рассылку по e-mail. Адрес используется только для неё; согласие можно отозвать в любой момент по ссылке в каждом письме.',
  },
  gallery_publication: {
    de: 'Ich bin damit einverstanden, dass Fotos aus dieser Galerie, auf denen ich zu sehen bin, im Portfolio auf dieser Website und in den Profilen des Fotografen in sozialen Netzwerken gezeigt werden. Die Einwilligung ist freiwillig; ich kann sie jederzeit auf dieser Seite widerrufen, danach werden die Fotos nicht mehr neu veröffentlicht und von der Website entfernt.',
    ru: 'Я согласен(-на), чтобы фотографии из этой галереи, на которых я изображён(-а), показывались в портфолио на этом сайте и в профилях фотографа в социальных сетях. Согласие добровольное; я могу отозвать его в любой момент на этой странице, после чего фотографии больше не публикуются и удаляются с сайта.',
  },
};
