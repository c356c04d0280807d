import {
  type AdminPortfolioItem,
  type ConsentStatus,
  type GalleryAdmin,
  type ProjectConsent,
  projectConsentInputSchema,
} from '@app/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { OfficeForm, OfficeFormFooter } from '../admin-ui/form-kit/office-form';
import { useOfficeForm } from '../admin-ui/form-kit/use-office-form';
import { btn, Checkbox, Select, TextArea, TextField } from '../admin-ui/ui';
import { listGalleriesForConsent, saveConsent } from './api';
import { ConsentDocument } from './consent-document';

export const CONSENT_LABELS: Record<ConsentStatus, string> = {
  not_needed: 'Не нужно (на фото нет узнаваемых людей)',
  required: 'Нужно, но ещё не получено',
  obtained: 'Получено',
  withdrawn: 'Отозвано',
};

/** Why the public site does not show a project, or '' when it does. */
export function hiddenReason(project: AdminPortfolioItem): string {
  if (project.images.length === 0) return 'не на сайте: нет фото';
  if (project.consent.status === 'required') return 'не на сайте: нет согласия на публикацию';
  if (project.consent.status === 'withdrawn') return 'не на сайте: согласие отозвано';
  return '';
}

type Person = ProjectConsent['people'][number];
type ConsentValues = Pick<ProjectConsent, 'status' | 'date' | 'note' | 'people' | 'gallery_id'>;

const isRecorded = (status: ConsentStatus) => status === 'obtained' || status === 'withdrawn';

/** Client galleries whose client has opted in to public use on the gallery page (ADR 029). */
function useConsentingGalleries(current: string): GalleryAdmin[] {
  const [list, setList] = useState<GalleryAdmin[]>([]);
  useEffect(() => {
    listGalleriesForConsent()
      .then((all) => setList(all.filter((g) => g.publication_consent.status === 'given' || g.id === current)))
      .catch(() => undefined);
  }, [current]);
  return list;
}

/**
 * A project's publication consent (KUG §22, GDPR Art. 6; ADR 028): not needed, needed (none yet),
 * obtained (date, note, who: adults, or a minor with two guardians) or withdrawn. Only not needed
 * and obtained are shown on the site; saving another state takes the project off it at once.
 */
export function ConsentForm({
  project,
  onSaved,
  onCancel,
  onDocument,
}: {
  project: AdminPortfolioItem;
  onSaved: (project: AdminPortfolioItem) => void;
  onCancel: () => void;
  /** The signed release was stored or removed (at once, without «Сохранить»). */
  onDocument?: (project: AdminPortfolioItem) => void;
}) {
  const galleries = useConsentingGalleries(project.consent.gallery_id);
  const { status, date, note, people, gallery_id } = project.consent;
  const form = useOfficeForm({
    schema: projectConsentInputSchema,
    initial: { status, date, note, people, gallery_id },
    // A gallery's opt-in belongs to an obtained (or withdrawn) consent only.
    prepare: (v: ConsentValues) => ({ ...v, gallery_id: isRecorded(v.status) ? v.gallery_id : '' }),
    errorPrefix: 'Не удалось сохранить согласие: ',
    onSubmit: async (value) => onSaved(await saveConsent(project.id, value)),
  });
  const values = form.values;
  const recorded = isRecorded(values.status);
  const setPeople = (next: Person[]) => form.set('people', next);
  const setPerson = (index: number, patch: Partial<Person>) =>
    setPeople(values.people.map((p, i) => (i === index ? { ...p, ...patch } : p)));

  return (
    <OfficeForm form={form}>
      <p className="text-sm text-stone-700">
        Проект, на фото которого узнаваемы люди, показывается на сайте только с их согласием. Без согласия или с
        отозванным согласием проект сразу скрывается со всех страниц.
      </p>
      <fieldset>
        <legend className="text-sm font-medium text-stone-700">Согласие на публикацию</legend>
        <div className="mt-2 grid gap-2">
          {(Object.keys(CONSENT_LABELS) as ConsentStatus[]).map((value) => (
            <label
              key={value}
              className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm ${
                values.status === value ? 'border-stone-900 bg-stone-100' : 'border-stone-300'
              }`}
            >
              <input
                type="radio"
                name="consent-status"
                value={value}
                checked={values.status === value}
                onChange={() => form.set('status', value)}
                className="size-4"
              />
              {CONSENT_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>
      {recorded ? (
        <>
          <Select
            label="Согласие из галереи клиента"
            {...form.field('gallery_id')}
            options={[
              { value: '', label: 'Нет: согласие получено иначе' },
              ...galleries.map((g) => ({
                value: g.id,
                label: `${g.title_de} (${g.client_name})${g.publication_consent.status === 'given' ? '' : g.publication_consent.status === 'pending' ? ' — согласие ещё не подтверждено' : ' — согласие отозвано'}`,
              })),
            ]}
          />
          {values.gallery_id ? (
            <p className="-mt-2 text-xs text-stone-600">
              Запись ссылается на согласие, которое клиент дал на странице галереи (текст, язык и время сохранены). Дата
              и имя берутся оттуда, если не указаны.
            </p>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Дата согласия" type="date" {...form.field('date')} required={!values.gallery_id} />
          </div>
          <TextArea label="Примечание (как и где получено)" rows={2} {...form.field('note')} />
          <ConsentDocument
            projectId={project.id}
            initial={project.consent.document}
            onChanged={(item) => onDocument?.(item)}
          />
          <fieldset className="space-y-3">
            <legend className="text-sm font-medium text-stone-700">Кто изображён</legend>
            {values.people.map((person, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: people have no identity besides their place
              <div key={i} className="space-y-2 rounded-md border border-stone-200 p-3">
                <div className="flex items-end gap-2">
                  <div className="flex-1">
                    <TextField label={`Имя, человек ${i + 1}`} {...form.field(`people.${i}.name`)} required />
                  </div>
                  <button
                    type="button"
                    className={btn.danger}
                    aria-label={`Убрать человека ${i + 1}`}
                    onClick={() => setPeople(values.people.filter((_, j) => j !== i))}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </button>
                </div>
                <Checkbox
                  label={`Несовершеннолетний (согласие двух законных представителей), человек ${i + 1}`}
                  checked={person.minor}
                  onChange={(minor) => setPerson(i, { minor, guardians: minor ? ['', ''] : [] })}
                />
                {person.minor ? (
                  <div className="grid gap-2 sm:grid-cols-2" data-field={`people.${i}.guardians`}>
                    {[0, 1].map((g) => (
                      <TextField
                        key={g}
                        label={`Законный представитель ${g + 1}, человек ${i + 1}`}
                        {...form.field(`people.${i}.guardians.${g}`, `people.${i}.guardians`)}
                        required
                      />
                    ))}
                  </div>
                ) : null}
              </div>
            ))}
            <button
              type="button"
              className={btn.secondary}
              onClick={() => setPeople([...values.people, { name: '', minor: false, guardians: [] }])}
            >
              <Plus className="size-4" aria-hidden /> Добавить человека
            </button>
          </fieldset>
        </>
      ) : null}
      <OfficeFormFooter form={form} onCancel={onCancel} submitLabel="Сохранить согласие" />
    </OfficeForm>
  );
}
