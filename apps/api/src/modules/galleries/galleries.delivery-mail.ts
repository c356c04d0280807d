import type { Language } from '@app/contracts';
import { type OutgoingMail, oneLine } from '../mail/mail.templates.ts';

/** "14. Juni 2027" / "14 июня 2027 г." in Berlin time. */
const longDate = (iso: string, lang: Language) =>
  new Date(iso).toLocaleDateString(lang === 'ru' ? 'ru-RU' : 'de-DE', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Berlin',
  });

/**
 * The mail that gives the client their gallery (issue 36 item 5), in the gallery's language: the
 * link, the owner's own line when she wrote one (as written), what the client can do there, until
 * when. The password is never in it: the owner tells it another way.
 */
export function deliveryMail(
  g: {
    title_de: string;
    title_ru: string;
    client_name: string;
    expires_at: string | null;
    downloads: string;
    password_hash: string | null;
  },
  lang: Language,
  link: string,
  siteName: string,
  message: string,
): Omit<OutgoingMail, 'to'> {
  const own = message.trim() ? [message.trim(), ''] : [];
  const until = g.expires_at ? longDate(g.expires_at, lang) : '';
  if (lang === 'ru') {
    const title = g.title_ru || g.title_de;
    return {
      subject: oneLine(`Ваши фотографии готовы: «${title}»`),
      text: [
        `Здравствуйте, ${g.client_name}!`,
        '',
        `Ваши фотографии готовы. Они ждут вас в личной галерее «${title}»:`,
        link,
        '',
        ...own,
        ...(g.password_hash ? ['Галерея защищена паролем: мы сообщим его вам отдельно.'] : []),
        'Отметьте сердечком фотографии, которые вам больше всего нравятся.',
        ...(g.downloads === 'off' ? [] : ['Фотографии можно скачать по одной или все сразу.']),
        ...(until ? [`Ссылка действует до ${until}.`] : []),
        '',
        'С уважением,',
        siteName,
      ].join('\n'),
    };
  }
  return {
    subject: oneLine(`Ihre Fotos sind da: „${g.title_de}“`),
    text: [
      `Hallo ${g.client_name},`,
      '',
      `Ihre Fotos sind fertig. Sie warten in Ihrer persönlichen Galerie „${g.title_de}“ auf Sie:`,
      link,
      '',
      ...own,
      ...(g.password_hash ? ['Die Galerie ist mit einem Passwort geschützt, das Sie von uns gesondert bekommen.'] : []),
      'Markieren Sie Ihre Lieblingsfotos mit dem Herz.',
      ...(g.downloads === 'off' ? [] : ['Sie können einzelne Fotos oder alle zusammen herunterladen.']),
      ...(until ? [`Der Link ist gültig bis ${until}.`] : []),
      '',
      'Viele Grüße',
      siteName,
    ].join('\n'),
  };
}
