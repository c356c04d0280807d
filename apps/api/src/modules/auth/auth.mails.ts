import type { OutgoingMail } from '../mail/mail.templates.ts';

/** The password-reset link for the owner, in German and Russian (the owner reads either). */
export function resetMail(to: string, link: string): OutgoingMail {
  return {
    to,
    links: [link],
    subject: 'Passwort zurücksetzen / Сброс пароля',
    text: [
      'Hallo,',
      '',
      'für den Admin-Bereich Ihrer Website wurde das Zurücksetzen des Passworts angefordert.',
      'Mit diesem Link legen Sie ein neues Passwort fest (gültig für eine Stunde, nur einmal verwendbar):',
      '',
      link,
      '',
      'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
      '',
      '---',
      '',
      'Здравствуйте!',
      '',
      'Для административной панели вашего сайта запрошен сброс пароля.',
      'По этой ссылке можно задать новый пароль (она действует один час и только один раз):',
      '',
      link,
      '',
      'Если вы не запрашивали сброс, просто проигнорируйте это письмо: пароль останется прежним.',
    ].join('\n'),
  };
}
