import { missingImpressumFields } from '@app/contracts';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { fieldLabel } from '../admin-api/field-labels';
import { adminKeys, useAdminData } from '../admin-api/queries';
import { getSection } from '../admin-settings/api';

/**
 * On every page of the office until the legal notice is complete: a fresh installation holds no
 * fictitious operator, and the Impressum and the privacy notice's controller come from it, so
 * the owner is told what is missing and where to fill it in. Quiet while loading or when the
 * read fails (the settings page says that itself).
 */
export function LegalWarning() {
  const impressum = useAdminData(adminKeys.settings('impressum'), () => getSection('impressum'));
  if (!impressum.data) return null;
  const missing = missingImpressumFields(impressum.data);
  if (missing.length === 0) return null;
  return (
    <div
      role="note"
      className="mb-4 flex flex-wrap items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden />
      <p className="min-w-0 flex-1 basis-60">
        <strong className="font-semibold">Impressum не заполнен.</strong> Без него сайт нельзя публиковать по немецкому
        закону (§ 5 DDG), и в политике конфиденциальности нет ответственного лица. Не хватает:{' '}
        {missing.map((key) => impressumLabel(key)).join(', ')}.
      </p>
      <Link
        to="/admin/settings?tab=impressum"
        className="inline-flex min-h-11 items-center rounded-md bg-amber-700 px-4 text-sm font-medium text-white hover:bg-amber-800 sm:min-h-9"
      >
        Заполнить Impressum
      </Link>
    </div>
  );
}

const IMPRESSUM_LABELS: Record<string, string> = {
  name: 'имя',
  street: 'улица и дом',
  city: 'индекс и город',
  phone: 'телефон',
  email: 'e-mail',
  responsiblePerson: 'ответственное лицо',
};

function impressumLabel(key: string): string {
  return IMPRESSUM_LABELS[key] ?? fieldLabel(key);
}
