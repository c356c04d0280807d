import { defineTexts } from '../../i18n/texts';

type Action = { confirmed: string; declined: string; cancelled: string };

/** The desk's decision dialog and undo bar (ADR 051; the office reads the Russian ones). */
export const deskDecisionTexts = defineTexts<{
  actions: Action;
  mail: { [K in keyof Action]: (language: string) => string };
  inGerman: string;
  inRussian: string;
  ifMailConfigured: string;
  title: (action: string, date: string) => string;
  confirm: (action: string) => string;
  back: string;
  formLabel: string;
  personalLine: string;
  personalHint: (max: number) => string;
  refused: string;
  undoRegion: string;
  leavesIn: (name: string, seconds: number) => string;
  leaving: string;
  undo: string;
  undoWhat: string;
  undone: (name: string) => string;
  undoFailed: string;
  dismiss: string;
}>({
  de: {
    actions: { confirmed: 'Bestätigen', declined: 'Ablehnen', cancelled: 'Absagen' },
    mail: {
      confirmed: (language) => `erhält eine Bestätigung ${language} mit dem Termin für den Kalender`,
      declined: (language) => `erhält eine Absage ${language}; der Tag wird frei`,
      cancelled: (language) =>
        `erhält eine Absage ${language} mit einem Eintrag, der den Termin aus dem Kalender löscht; der Tag wird frei`,
    },
    inGerman: 'auf Deutsch',
    inRussian: 'auf Russisch',
    ifMailConfigured: '(wenn E-Mail eingerichtet ist).',
    title: (action, date) => `Buchung am ${date}: ${action}?`,
    confirm: (action) => `${action} und E-Mail senden`,
    back: 'Zurück',
    formLabel: 'Entscheidung',
    personalLine: 'Persönliche Nachricht an den Kunden',
    personalHint: (max) => `Optional, bis ${max} Zeichen: steht so, wie Sie sie schreiben, in der E-Mail vor dem Gruß.`,
    refused: 'Nicht gespeichert: ',
    undoRegion: 'Rückgängig machen',
    leavesIn: (name, seconds) => `E-Mail an ${name} geht in ${seconds} s raus`,
    leaving: 'Die E-Mail geht jetzt raus',
    undo: 'Rückgängig',
    undoWhat: '(Entscheidung)',
    undone: (name) => `Entscheidung zurückgenommen: ${name}, keine E-Mail verschickt`,
    undoFailed: 'Nicht rückgängig gemacht',
    dismiss: 'Schließen',
  },
  ru: {
    actions: { confirmed: 'Подтвердить', declined: 'Отклонить', cancelled: 'Отменить' },
    mail: {
      confirmed: (language) => `получит ${language} письмо с подтверждением и записью для календаря`,
      declined: (language) => `получит ${language} письмо с отказом; дата освободится`,
      cancelled: (language) =>
        `получит ${language} письмо об отмене и запись, которая удалит событие из календаря; дата освободится`,
    },
    inGerman: 'на немецком',
    inRussian: 'на русском',
    ifMailConfigured: '(если почта настроена).',
    title: (action, date) => `${action} бронь на ${date}?`,
    confirm: (action) => `${action} и отправить письмо`,
    back: 'Назад',
    formLabel: 'Решение',
    personalLine: 'Личное сообщение клиенту',
    personalHint: (max) => `Необязательно, до ${max} знаков: войдёт в письмо как есть, перед подписью.`,
    refused: 'Не сохранено: ',
    undoRegion: 'Отмена решения',
    leavesIn: (name, seconds) => `Письмо для ${name} уйдёт через ${seconds} с`,
    leaving: 'Письмо уходит',
    undo: 'Отменить',
    undoWhat: 'решение',
    undone: (name) => `Решение отменено: ${name}, письмо не отправлено`,
    undoFailed: 'Решение не отменено',
    dismiss: 'Закрыть',
  },
});
