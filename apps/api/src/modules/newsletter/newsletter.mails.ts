import type { Language } from '@app/contracts';
import type { OutgoingMail } from '../mail/mail.templates.ts';

/** The double opt-in mail: the link that confirms the sign-up (nothing is sent before it is used). */
export function confirmationMail(lang: Language, link: string): Omit<OutgoingMail, 'to'> {
  if (lang === 'ru') {
    return {
      links: [link],
      subject: 'Подтвердите подписку на рассылку',
      text: [
        'Здравствуйте!',
        '',
        'Кто-то (надеемся, вы) подписал этот адрес на рассылку фотостудии. Чтобы подтвердить подписку, откройте ссылку:',
        link,
        '',
        'Если вы не подписывались, просто проигнорируйте это письмо: без подтверждения мы ничего не отправим.',
      ].join('\n'),
    };
  }
  return {
    links: [link],
    subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
    text: [
      'Hallo,',
      '',
      'jemand (hoffentlich Sie) hat diese Adresse für den Newsletter des Fotostudios angemeldet. Bitte bestätigen Sie die Anmeldung über diesen Link:',
      link,
      '',
      'Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail einfach: ohne Bestätigung senden wir nichts.',
    ].join('\n'),
  };
}

/** After the confirmation: what was agreed and the link that ends it. */
export function welcomeMail(lang: Language, unsubscribeLink: string): Omit<OutgoingMail, 'to'> {
  if (lang === 'ru') {
    return {
      links: [unsubscribeLink],
      subject: 'Подписка на рассылку подтверждена',
      text: ['Спасибо! Подписка подтверждена.', '', 'Отписаться можно в любой момент по ссылке:', unsubscribeLink].join(
        '\n',
      ),
    };
  }
  return {
    links: [unsubscribeLink],
    subject: 'Ihre Newsletter-Anmeldung ist bestätigt',
    text: [
      'Vielen Dank! Ihre Anmeldung ist bestätigt.',
      '',
      'Abmelden können Sie sich jederzeit über diesen Link:',
      unsubscribeLink,
    ].join('\n'),
  };
}
