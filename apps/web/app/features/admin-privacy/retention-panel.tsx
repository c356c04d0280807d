import type { RetentionPlan } from '@app/contracts';
import { Search, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { notify } from '../admin-ui/notice';
import { btn } from '../admin-ui/ui';
import { useAsk } from '../admin-ui/unsaved';
import { retentionPlan, runRetention } from './api';
import { cell } from './person-section';

const RULES: Record<RetentionPlan['items'][number]['rule'], string> = {
  enquiry: 'запрос без съёмки',
  booking: 'срок хранения съёмки истёк',
  outbox: 'текст письма',
  gallery: 'галерея: срок после окончания ссылки истёк',
  newsletter: 'подписка не подтверждена',
};

const TABLE_ONE: Record<string, string> = {
  contact_message: 'Сообщение',
  booking_request: 'Заявка',
  outbox: 'Письмо',
  gallery: 'Галерея',
  newsletter_subscriber: 'Подписка',
};

/**
 * The retention by the periods above: runs daily by itself; here the owner sees exactly what the
 * next run removes (a dry run) and may run it now.
 */
export function RetentionPanel() {
  const [plan, setPlan] = useState<RetentionPlan | null>(null);
  const [busy, setBusy] = useState(false);
  const question = useAsk();

  async function check() {
    setBusy(true);
    try {
      setPlan(await retentionPlan());
    } catch (e) {
      notify.error('Не удалось проверить сроки', e);
    } finally {
      setBusy(false);
    }
  }

  async function run() {
    if (!plan) return;
    const ok = await question.ask({
      title: `Удалить записи с истёкшим сроком (${plan.items.length})?`,
      text: 'Сообщения и заявки удаляются вместе с согласиями; у писем стирается текст. Это действие нельзя отменить.',
      confirm: 'Удалить',
      cancel: 'Отмена',
    });
    if (!ok) return;
    setBusy(true);
    try {
      const done = await runRetention();
      notify.success(`Удалено по срокам: ${done.items.length}`);
      setPlan(await retentionPlan());
    } catch (e) {
      notify.error('Не удалось удалить записи', e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby="retention-title"
      className="mt-6 rounded-lg border border-stone-200 bg-white p-4 shadow-sm"
    >
      <h2 id="retention-title" className="mb-1 text-lg font-semibold">
        Удаление по срокам
      </h2>
      <p className="mb-4 text-sm text-stone-700">
        Сайт удаляет записи с истёкшим сроком сам, раз в сутки. Проверка показывает, что именно будет удалено, ничего не
        удаляя.
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={btn.secondary} onClick={() => void check()} disabled={busy}>
          <Search className="size-4" aria-hidden /> Проверить (без удаления)
        </button>
        {plan && plan.items.length > 0 && (
          <button type="button" className={btn.danger} onClick={() => void run()} disabled={busy}>
            <Trash2 className="size-4" aria-hidden /> Удалить сейчас
          </button>
        )}
      </div>
      {plan &&
        (plan.items.length === 0 ? (
          <p className="mt-4 text-sm text-stone-700">Записей с истёкшим сроком нет.</p>
        ) : (
          <ul aria-label="Будет удалено" className="mt-4 divide-y divide-stone-200 rounded-md border border-stone-200">
            {plan.items.map((item) => (
              <li key={`${item.table}:${item.id}`} className="px-3 py-2 text-sm break-words">
                <span className="font-medium">{TABLE_ONE[item.table] ?? item.table}</span> · {item.label || '—'} ·{' '}
                {RULES[item.rule]} · с {cell('since', item.since)}
              </li>
            ))}
          </ul>
        ))}
      {question.dialog}
    </section>
  );
}
