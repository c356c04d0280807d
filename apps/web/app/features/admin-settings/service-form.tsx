import { SERVICE_ICONS, type Service, type ServicesSection } from '@app/contracts';
import { useRef, useState } from 'react';
import { useTexts } from '../../i18n/texts';
import { codeText, errorMessage, fieldErrorsOf, formErrorText } from '../admin-api/errors';
import { FieldErrors } from '../admin-ui/field-errors';
import { FormFooter } from '../admin-ui/form-footer';
import { ImageUpload } from '../admin-ui/image-upload';
import { Checkbox, TextArea, TextField } from '../admin-ui/ui';
import { ServiceIcon } from '../services/service-icon';
import { getSection } from './api';
import { FeatureList } from './feature-list';
import { saveFromVersion } from './services-api';
import { TariffList } from './tariff-list';
import { adminServicesTexts } from './texts';

export function newService(): Service {
  return {
    id: String(Date.now()),
    name_de: '',
    name_ru: '',
    description_de: '',
    description_ru: '',
    price: '',
    image: '',
    icon: 'Camera',
    active: true,
    features_de: [''],
    features_ru: [''],
    tariffs: [],
  };
}

/** The fields the form shows their refusals beside (the rest is named in its line). */
const SHOWN = ['name_de', 'name_ru', 'description_de', 'description_ru', 'price'];

/**
 * One service with its tariffs, saved on its own from the section version it was opened at
 * (ADR 024): a save over a change made elsewhere to this service is refused and said, never
 * silent. A saved service's image is stored the moment it is uploaded or removed.
 */
export function ServiceForm({
  initial,
  version,
  isNew,
  onSaved,
  onCancel,
}: {
  /** The stored service (or a new one). */
  initial: Service;
  /** The section version `initial` was read at. */
  version: number;
  isNew: boolean;
  onSaved: (section: ServicesSection) => void;
  onCancel: () => void;
}) {
  const t = useTexts(adminServicesTexts);
  const [service, setService] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const [fields, setFields] = useState<Readonly<Record<string, string>>>({});
  /** The in-place image save's result, said beside the image (the page's notices sit behind the dialog). */
  const [imageNote, setImageNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [openTariffs, setOpenTariffs] = useState<ReadonlySet<string>>(new Set());
  /** What this form is an edit of: the stored service and the section version it was read at. */
  const base = useRef<{ service: Service | undefined; version: number }>({
    service: isNew ? undefined : initial,
    version,
  });
  const set = <K extends keyof Service>(key: K, value: Service[K]) => setService((s) => ({ ...s, [key]: value }));

  /** Opens the tariffs a refusal or a missing name is in, so the owner sees the field. */
  function openTariffsOf(paths: string[]) {
    const ids = paths
      .map((p) => /^tariffs\.(\d+)\./.exec(p)?.[1])
      .map((i) => (i === undefined ? undefined : service.tariffs[Number(i)]?.id))
      .filter((id): id is string => id !== undefined);
    if (ids.length) setOpenTariffs((open) => new Set([...open, ...ids]));
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setError('');
    setFields({});
    setSaving(true);
    try {
      const outcome = await saveFromVersion(service, base.current.service, base.current.version);
      if ('saved' in outcome) {
        onSaved(outcome.saved);
        return;
      }
      // Changed or removed elsewhere: nothing written. A second press writes over it, knowingly.
      base.current = {
        service: outcome.section.services.find((s) => s.id === service.id),
        version: outcome.section.version,
      };
      setError(outcome.conflict === 'changed' ? t.changedElsewhere : t.removedElsewhere);
    } catch (e) {
      const refused = fieldErrorsOf(e);
      setFields(refused);
      openTariffsOf(Object.keys(refused));
      setError(`${t.saveFailed}: ${formErrorText(e, SHOWN)}`);
    } finally {
      setSaving(false);
    }
  }

  /**
   * A saved service's uploaded or removed image is stored at once: the stored service with this
   * image (never the other fields typed here, which wait for "save").
   */
  async function imageChanged(url: string) {
    set('image', url);
    setImageNote(null);
    if (isNew) return;
    try {
      const before = await getSection('services');
      const stored = before.services.find((s) => s.id === service.id);
      const outcome = await saveFromVersion({ ...(stored ?? service), image: url }, stored, before.version);
      if (!('saved' in outcome)) {
        setImageNote({ ok: false, text: `${t.imageFailed}: ${codeText('settings.changed_elsewhere', 'conflict')}` });
        return;
      }
      // The form's edit now starts from the stored service with its image, unless the service
      // had changed elsewhere since the form was opened (its save must still say so).
      if (JSON.stringify(stored) === JSON.stringify(base.current.service)) {
        base.current = {
          service: outcome.saved.services.find((s) => s.id === service.id),
          version: outcome.saved.version,
        };
      }
      setImageNote({ ok: true, text: url ? t.imageSaved : t.imageRemoved });
    } catch (e) {
      setImageNote({ ok: false, text: `${t.imageFailed}: ${errorMessage(e)}` });
    }
  }

  return (
    <form
      onSubmit={submit}
      // A required field inside a closed tariff: open it, then let the browser point at the field.
      onInvalidCapture={(event) => {
        const target = event.target as HTMLElement;
        const id = target.closest<HTMLElement>('[data-tariff]')?.dataset.tariff;
        if (!id || openTariffs.has(id)) return;
        setOpenTariffs((open) => new Set([...open, id]));
        setError(t.tariffNameMissing);
        requestAnimationFrame(() => (target as HTMLInputElement).reportValidity?.());
      }}
      className="space-y-5"
    >
      <FieldErrors value={fields}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t.nameDe}
            name="name_de"
            value={service.name_de}
            onChange={(v) => set('name_de', v)}
            required
          />
          <TextField
            label={t.nameRu}
            name="name_ru"
            value={service.name_ru}
            onChange={(v) => set('name_ru', v)}
            required
          />
          <TextArea
            label={t.descriptionDe}
            name="description_de"
            value={service.description_de}
            onChange={(v) => set('description_de', v)}
            required
          />
          <TextArea
            label={t.descriptionRu}
            name="description_ru"
            value={service.description_ru}
            onChange={(v) => set('description_ru', v)}
            required
          />
          <FeatureList label={t.featuresDe} items={service.features_de} onChange={(v) => set('features_de', v)} />
          <FeatureList label={t.featuresRu} items={service.features_ru} onChange={(v) => set('features_ru', v)} />
          <TextField
            label={t.price}
            name="price"
            value={service.price}
            onChange={(v) => set('price', v)}
            placeholder="ab 1.500 €"
            required
          />
          <div className="flex items-end">
            <Checkbox label={t.active} checked={service.active} onChange={(v) => set('active', v)} />
          </div>
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-stone-700">{t.icon}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-3">
            {SERVICE_ICONS.map((icon) => (
              <label
                key={icon}
                className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-stone-500 ${
                  service.icon === icon
                    ? 'border-stone-900 bg-stone-100 font-medium'
                    : 'border-stone-300 hover:bg-stone-50'
                }`}
              >
                <input
                  type="radio"
                  name="icon"
                  value={icon}
                  checked={service.icon === icon}
                  onChange={() => set('icon', icon)}
                  className="size-4 shrink-0"
                />
                <ServiceIcon name={icon} className="size-5 shrink-0 text-stone-700" />
                <span className="min-w-0 break-words">{t.icons[icon]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div data-saves-in-place={isNew ? undefined : ''}>
          <ImageUpload label={t.image} value={service.image} onChange={(url) => void imageChanged(url)} />
          {isNew ? <p className="mt-1 text-xs text-stone-600">{t.imageOfNew}</p> : null}
          <p
            role={imageNote?.ok === false ? 'alert' : 'status'}
            className={`mt-1 text-sm ${imageNote?.ok ? 'text-emerald-800' : 'text-red-700'}`}
          >
            {imageNote?.text}
          </p>
        </div>
        <TariffList
          tariffs={service.tariffs}
          onChange={(tariffs) => set('tariffs', tariffs)}
          open={openTariffs}
          onOpenChange={setOpenTariffs}
        />
        {/* Kept in view at the dialog's foot: the save is never 3,000 px away on a phone. */}
        <div className="sticky -bottom-5 z-10 -mx-5 space-y-2 border-t border-stone-200 bg-white px-5 py-3 sm:-bottom-6 sm:-mx-6 sm:px-6">
          <FormFooter error={error} busy={saving} onCancel={onCancel} submitLabel={isNew ? t.create : t.save} />
        </div>
      </FieldErrors>
    </form>
  );
}
