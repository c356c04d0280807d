import type { OutgoingMail } from '@app/contracts';
import { RotateCw, Send } from 'lucide-react';
import { useState } from 'react';
import { codeText } from '../admin-api/errors';
import { adminKeys, useAdminData, useRefresh } from '../admin-api/queries';
import { notify } from '../admin-ui/notice';
import { btn, LoadError, Spinner } from '../admin-ui/ui';
import { mailActivity, resendMail } from './api';

/** "25.11.2026, 07:30" in the office's time zone. */
function when(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('ru-RU', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(
    date,
  );
}

const STATE: Record<OutgoingMail['state'], { label: string; className: string }> = {
  queued: { label: 'В очереди', className: 'bg-stone-100 text-stone-800' },
  scheduled: { label: 'Запланировано', className: 'bg-sky-100 text-sky-900' },
  retrying: { label: 'Повторная попытка', className: 'bg-amber-100 text-amber-900' },
  sent: { label: 'Отправлено', className: 'bg-emerald-100 text-emerald-900' },
  failed: { label: 'Не отправлено', className: 'bg-red-100 text-red-900' },
};

/** What became of a mail, in plain words: when it went, when it is tried again and why not yet. */
function stateLine(mail: OutgoingMail): string {
  const why = mail.error_code ? codeText(mail.error_code, 'mail.send_failed') : '';
  switch (mail.state) {
    case 'sent':
      return mail.sent_at ? `Отправлено ${when(mail.sent_at)}` : 'Отправлено';
    case 'scheduled':
      return mail.next_attempt_at ? `Будет отправлено ${when(mail.next_attempt_at)}` : 'Запланировано';
    case 'queued':
      return 'Отправляется…';
    case 'retrying':
      return `${why} Следующая попытка ${mail.next_attempt_at ? when(mail.next_attempt_at) : 'скоро'} (попыток: ${mail.attempts}).`;
    case 'failed':
      return `${why} Отправка прекращена после ${mail.attempts} попыток.`;
  }
}

/**
 * The e-mail tab's honest status: the last test mail's result (so "configured" never hides a
 * failing server) and the newest outgoing mails with their state, the reason of a failure in
 * plain words, and "send again" for one that did not go out.
 */
export function MailActivityPanel({ testedAt }: { testedAt: number }) {
  const activity = useAdminData([...adminKeys.mail, testedAt], mailActivity);
  const refresh = useRefresh();
  const [busy, setBusy] = useState<string | null>(null);

  async function again(mail: OutgoingMail) {
    setBusy(mail.id);
    try {
      await resendMail(mail.id);
      notify.success(`Письмо «${mail.subject}» снова поставлено в очередь`);
      // The sender tries at once; its result shows a moment later.
      window.setTimeout(() => void refresh(adminKeys.mail), 2000);
      await refresh(adminKeys.mail);
    } catch (e) {
      notify.error('Не удалось отправить письмо снова', e);
    } finally {
      setBusy(null);
    }
  }

  if (activity.failed) {
    return (
      <LoadError what="исходящие письма" error={activity.error} retry={activity.retry} retrying={activity.retrying} />
    );
  }
  if (!activity.data) return <Spinner />;
  const { last_test: test, mails } = activity.data;
  return (
    <section className="space-y-4" aria-labelledby="mail-activity">
      <div
        className={`rounded-md border px-4 py-3 text-sm ${
          !test
            ? 'border-stone-200 bg-stone-50 text-stone-800'
            : test.success
              ? 'border-emerald-200 bg-emerald-50 text-emerald-900'
              : 'border-red-200 bg-red-50 text-red-900'
        }`}
        data-testid="last-test"
      >
        {!test
          ? 'Тестовое письмо ещё не отправлялось. Отправьте его, чтобы проверить настройки.'
          : test.success
            ? `Последняя проверка ${when(test.at)}: тестовое письмо отправлено.`
            : `Последняя проверка ${when(test.at)}: ошибка. ${codeText(test.code ?? undefined, 'mail.send_failed')}`}
      </div>
      <div className="flex items-center justify-between gap-3">
        <h3 id="mail-activity" className="font-semibold">
          Исходящие письма
        </h3>
        <button type="button" className={btn.secondary} onClick={() => void refresh(adminKeys.mail)}>
          <RotateCw className="size-4" aria-hidden /> Обновить
        </button>
      </div>
      {mails.length === 0 ? (
        <p className="text-sm text-stone-600">Писем пока не было.</p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200">
          {mails.map((mail) => (
            <li key={mail.id} className="flex flex-wrap items-start gap-3 p-3 text-sm" data-mail={mail.id}>
              <div className="min-w-0 flex-1 basis-64">
                <p className="flex flex-wrap items-center gap-2">
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE[mail.state].className}`}>
                    {STATE[mail.state].label}
                  </span>
                  <span className="break-words font-medium">{mail.subject}</span>
                </p>
                <p className="mt-1 break-words text-stone-600">
                  Кому: {mail.recipient} · создано {when(mail.created_at)}
                </p>
                <p
                  className={`mt-1 ${mail.state === 'failed' || mail.state === 'retrying' ? 'text-red-800' : 'text-stone-700'}`}
                >
                  {stateLine(mail)}
                </p>
              </div>
              {mail.state === 'failed' || mail.state === 'retrying' ? (
                <button
                  type="button"
                  className={btn.secondary}
                  disabled={busy === mail.id}
                  aria-label={`Отправить снова: ${mail.subject}`}
                  onClick={() => void again(mail)}
                >
                  <Send className="size-4" aria-hidden /> Отправить снова
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
