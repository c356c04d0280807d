import { adminReviewInputSchema } from '@app/contracts';
import { LocalizedField, OfficeForm, OfficeFormFooter } from '../admin-ui/form-kit/office-form';
import { useOfficeForm } from '../admin-ui/form-kit/use-office-form';
import { Checkbox, Select, TextField } from '../admin-ui/ui';
import type { ReviewInput } from './api';

const RATINGS = [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${'★'.repeat(n)} (${n})` }));

/** The review editor: checked with the contract's admin review schema (e-mail, limits, one text at least). */
export function ReviewForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: ReviewInput;
  onSave: (input: ReviewInput) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useOfficeForm({
    schema: adminReviewInputSchema,
    initial,
    prepare: (values: ReviewInput) => ({ ...values, email: values.email.trim() }),
    onSubmit: onSave,
    errorPrefix: 'Не удалось сохранить отзыв: ',
  });
  const rating = form.field('rating');

  return (
    <OfficeForm form={form}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Имя клиента" required {...form.field('name')} />
        <TextField label="E-mail" type="email" {...form.field('email')} />
        <Select label="Оценка" required {...rating} onChange={(v) => form.set('rating', Number(v))} options={RATINGS} />
        <TextField label="Услуга" {...form.field('service')} />
      </div>
      <p className="text-sm text-stone-600">
        Достаточно текста на одном языке: на другой версии сайта показывается он же.
      </p>
      <LocalizedField form={form} name="text" label="Текст" rows={4} />
      <Checkbox label="Одобрен (показывать на сайте)" {...form.check('approved')} />
      <OfficeFormFooter
        form={form}
        onCancel={() => {
          form.reset();
          onCancel();
        }}
      />
    </OfficeForm>
  );
}
