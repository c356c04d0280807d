import type { PersonResponse } from '@app/contracts';
import { Download, Search, ShieldCheck, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { notify } from '../admin-ui/notice';
import { btn, PageHeader, Spinner, TextField } from '../admin-ui/ui';
import { useAsk } from '../admin-ui/unsaved';
import { downloadPersonZip, erasePerson, findPerson } from './api';
import { PeriodsForm } from './periods-form';
import { SectionTable } from './person-section';
import { RetentionPanel } from './retention-panel';

/** Whom the owner looks for: an address, a name, or both ('' when not given). */
interface Who {
  email: string;
  name: string;
}

/** How the page names the person: the address and/or the name. */
const label = (who: Who) => [who.email, who.name].filter(Boolean).join(' · ');

/** The person's ZIP through the signed-in fetch (a ZIP is bytes). */
const downloadZip = (who: Who) =>
  downloadPersonZip(
    who.email,
    who.name,
    `personal-data-${(who.email || who.name).replace(/[^\p{L}\p{N}@._-]+/gu, '-')}.zip`,
  );

/**
 * A person's data (GDPR Art. 15, 17, 20; issue 20): search by e-mail address or by name (a gallery
 * visitor's name, a person named in a project's consent) across every module,
 * the records found, the ZIP export, erasure after a question; and the privacy periods the
 * privacy page states.
 */
export function PrivacyPage() {
  // `?email=` (the client page's link) looks the address up at once.
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [name, setName] = useState('');
  const [person, setPerson] = useState<PersonResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const question = useAsk();
  const looked = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the address the page opened with
  useEffect(() => {
    if (looked.current || !email.trim()) return;
    looked.current = true;
    void search();
  }, []);

  async function search(event?: FormEvent) {
    event?.preventDefault();
    if (!email.trim() && !name.trim()) {
      notify.error('Укажите адрес e-mail или имя');
      return;
    }
    setBusy(true);
    try {
      setPerson(await findPerson(email.trim(), name.trim()));
    } catch (e) {
      notify.error('Не удалось найти данные', e);
    } finally {
      setBusy(false);
    }
  }

  async function erase() {
    if (!person) return;
    const ok = await question.ask({
      title: `Удалить все данные ${label(person)}?`,
      text: 'Сообщения, заявки, отзывы, подписка, письма и согласия будут удалены. Подтверждённые съёмки остаются (закон требует хранить их) — только имя, адрес, дата и услуга, с датой удаления. Это действие нельзя отменить.',
      confirm: 'Удалить данные',
      cancel: 'Отмена',
    });
    if (!ok) return;
    try {
      const result = await erasePerson(person.email, person.name);
      const kept = result.tables.flatMap((t) => t.kept_until);
      notify.success(
        kept.length > 0
          ? `Данные ${label(result)} удалены; по закону хранится записей: ${kept.length} (до ${kept.join(', ')})`
          : `Данные ${label(result)} удалены`,
      );
      await search();
    } catch (e) {
      notify.error('Не удалось удалить данные', e);
    }
  }

  return (
    <div>
      <PageHeader title="Персональные данные" />
      <p className="mb-4 flex items-start gap-2 text-sm text-stone-700">
        <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
        По запросу клиента (ст. 15, 17, 20 GDPR): найдите всё, что сайт хранит о человеке, по адресу e-mail и/или по
        имени (имя посетителя галереи, человек в согласии на публикацию проекта), выгрузите это одним ZIP-архивом (JSON
        и CSV) или удалите.
      </p>
      <form onSubmit={(e) => void search(e)} className="mb-6 flex flex-wrap items-end gap-3" data-saves-in-place>
        <div className="min-w-0 flex-1 basis-64">
          <TextField label="Адрес e-mail" name="email" type="email" value={email} onChange={setEmail} />
        </div>
        <div className="min-w-0 flex-1 basis-64">
          <TextField label="Имя" name="name" value={name} onChange={setName} maxLength={200} />
        </div>
        <button type="submit" className={btn.primary} disabled={busy}>
          <Search className="size-4" aria-hidden /> Найти
        </button>
      </form>
      {busy && <Spinner />}
      {person && !busy && (
        <section aria-label={`Данные ${label(person)}`}>
          <div className="mb-4 flex flex-wrap items-center gap-3">
            <h2 className="min-w-0 flex-1 basis-60 text-lg font-semibold break-words">
              {person.sections.length === 0 ? `О ${label(person)} ничего не хранится` : label(person)}
            </h2>
            {person.sections.length > 0 && (
              <>
                <button
                  type="button"
                  className={btn.secondary}
                  onClick={() => void downloadZip(person).catch((e) => notify.error('Не удалось выгрузить', e))}
                >
                  <Download className="size-4" aria-hidden /> Выгрузить ZIP
                </button>
                <button type="button" className={btn.danger} onClick={() => void erase()}>
                  <Trash2 className="size-4" aria-hidden /> Удалить данные
                </button>
              </>
            )}
          </div>
          {person.sections.map((section) => (
            <SectionTable key={section.table} section={section} />
          ))}
        </section>
      )}
      <PeriodsForm />
      <RetentionPanel />
      {question.dialog}
    </div>
  );
}
