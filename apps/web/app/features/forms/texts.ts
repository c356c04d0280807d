import { defineTexts } from '../../i18n/texts';

/** Texts shared by the public forms and page frames (contact, booking, reviews, blog). */
const de = {
  required: 'Pflichtfeld',
  optional: 'optional',
  sending: 'Wird gesendet …',
  close: 'Schließen',
  ok: 'OK',
  honeypot: 'Bitte dieses Feld leer lassen',
};

const ru: typeof de = {
  required: 'Обязательное поле',
  optional: 'необязательно',
  sending: 'Отправка …',
  close: 'Закрыть',
  ok: 'OK',
  honeypot: 'Оставьте это поле пустым',
};

export const formTexts = defineTexts({ de, ru });
