// @vitest-environment jsdom
import { adminReviewInputSchema, locationInputSchema } from '@app/contracts';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../admin-api/errors';
import { EMPTY_REVIEW, type ReviewInput } from '../../admin-reviews/api';
import { ReviewForm } from '../../admin-reviews/review-form';
import { TextField } from '../ui';
import { hasUnsavedChanges } from '../unsaved';
import { LocalizedField, OfficeForm, OfficeFormFooter } from './office-form';
import { useOfficeForm } from './use-office-form';
import { checkWithSchema } from './validate';

function inOffice(children: ReactNode) {
  return render(<MemoryRouter initialEntries={['/admin/reviews']}>{children}</MemoryRouter>);
}

const typeInto = (input: HTMLElement, value: string) => {
  fireEvent.focusIn(input);
  fireEvent.keyDown(input, { key: 'a' });
  fireEvent.change(input, { target: { value } });
};

const review = (overrides: Partial<ReviewInput> = {}): ReviewInput => ({
  ...EMPTY_REVIEW,
  name: 'Anna',
  text_de: 'Wunderbare Fotos',
  ...overrides,
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('checkWithSchema: the contract schema, said in Russian', () => {
  it('accepts a valid value and returns the parsed one (defaults applied)', () => {
    const checked = checkWithSchema(adminReviewInputSchema, { name: 'Anna', text_ru: 'Спасибо' });
    expect(checked).toEqual({ ok: true, data: { ...EMPTY_REVIEW, name: 'Anna', text_ru: 'Спасибо' } });
  });

  it('says each refused field with the text of its contract code', () => {
    const checked = checkWithSchema(adminReviewInputSchema, review({ email: 'anna@', name: 'x'.repeat(500) }));
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.fields.email).toBe('Введите корректный адрес электронной почты.');
    expect(checked.fields.name).toMatch(/^Не более \d+ символов\.$/);
  });

  it('puts a refinement on the path the contract names (one text at least)', () => {
    const checked = checkWithSchema(adminReviewInputSchema, review({ text_de: '', text_ru: '' }));
    expect(checked).toEqual({ ok: false, fields: { text_de: 'Заполните это поле.' } });
  });

  it('names nested paths as the server does', () => {
    const schema = z.object({ tariffs: z.array(z.object({ price: z.number().min(0) })) });
    const checked = checkWithSchema(schema, { tariffs: [{ price: 1 }, { price: -5 }] });
    expect(checked).toEqual({ ok: false, fields: { 'tariffs.1.price': 'Значение должно быть не меньше 0.' } });
  });
});

describe('a kit form (the review editor)', () => {
  it('refuses what the schema refuses before sending: marked field, focus, Russian line', async () => {
    const onSave = vi.fn(async () => {});
    inOffice(<ReviewForm initial={review()} onSave={onSave} onCancel={() => {}} />);
    typeInto(screen.getByLabelText('E-mail'), 'anna@example');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(onSave).not.toHaveBeenCalled();
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Введите корректный адрес электронной почты.',
    );
    expect(screen.getByRole('alert').textContent).toBe('Не удалось сохранить отзыв: Проверьте отмеченные поля.');
    expect(document.activeElement).toBe(email);

    // Editing the field takes its refusal away; the focus stays where the owner types.
    typeInto(email, 'anna@example.de');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({ ...review(), email: 'anna@example.de' });
  });

  it('sends the parsed value (trimmed e-mail) and is busy while the API answers', async () => {
    let answer: () => void = () => {};
    const onSave = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    inOffice(<ReviewForm initial={review({ email: '  anna@example.de ' })} onSave={onSave} onCancel={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    const busy = await screen.findByRole('button', { name: 'Сохранение…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(onSave).toHaveBeenCalledWith({ ...review(), email: 'anna@example.de' });
    await act(async () => answer());
    expect(await screen.findByRole('button', { name: 'Сохранить' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('marks the fields a server refusal names by their path, and says the rest in the form line', async () => {
    const refusal = ApiError.fromAnswer(422, {
      detail: 'Validation failed',
      code: 'validation_failed',
      errors: [
        { path: 'name', code: 'too_long', message: 'too long', params: { maximum: 200 } },
        { path: 'internal_note', code: 'required', message: 'required' },
      ],
    });
    const onSave = vi.fn(async () => {
      throw refusal;
    });
    inOffice(<ReviewForm initial={review()} onSave={onSave} onCancel={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    const name = screen.getByLabelText(/Имя клиента/);
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Не более 200 символов.',
    );
    // The form shows no field "internal_note": the line names it.
    expect(screen.getByRole('alert').textContent).toBe(
      'Не удалось сохранить отзыв: internal_note: заполните это поле.',
    );
  });

  it('says a refusal without fields by its code', async () => {
    const onSave = vi.fn(async () => {
      throw ApiError.fromAnswer(409, { detail: 'changed', code: 'settings.changed_elsewhere' });
    });
    inOffice(<ReviewForm initial={review()} onSave={onSave} onCancel={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Не удалось сохранить отзыв: Тем временем это изменили в другой вкладке или окне. Обновите список.',
      ),
    );
  });

  it('is an unsaved-changes scope by itself (ADR 019): dirty while it differs from how it opened', () => {
    inOffice(<ReviewForm initial={review()} onSave={async () => {}} onCancel={() => {}} />);
    expect(hasUnsavedChanges()).toBe(false);
    const service = screen.getByLabelText('Услуга');
    typeInto(service, 'Hochzeit');
    expect(hasUnsavedChanges()).toBe(true);
    typeInto(service, '');
    expect(hasUnsavedChanges()).toBe(false);
  });
});

/** A small form with a draft key, as a post or a project would declare it. */
function DraftForm({ onSave }: { onSave: (value: { title_de: string; title_ru: string }) => Promise<void> }) {
  const form = useOfficeForm({
    schema: locationInputSchema.pick({ title_de: true, title_ru: true }),
    initial: { title_de: '', title_ru: '' },
    onSubmit: onSave,
    draft: 'test:new',
  });
  return (
    <OfficeForm form={form}>
      <LocalizedField form={form} name="title" label="Заголовок" required />
      <OfficeFormFooter form={form} onCancel={() => {}} />
    </OfficeForm>
  );
}

describe('drafts of a kit form', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps what was typed, offers it back after a reload, and forgets it once saved', async () => {
    const onSave = vi.fn(async () => {});
    const first = inOffice(<DraftForm onSave={onSave} />);
    typeInto(screen.getByLabelText(/Заголовок \(немецкий\)/), 'Hochzeit in Gera');
    await waitFor(() => expect(window.localStorage.getItem('admin_draft:test:new')).toContain('Hochzeit in Gera'));
    first.unmount();

    inOffice(<DraftForm onSave={onSave} />);
    expect(screen.getByText('Восстановить черновик?')).toBeTruthy();
    expect((screen.getByLabelText(/Заголовок \(немецкий\)/) as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Восстановить' }));
    await waitFor(() =>
      expect((screen.getByLabelText(/Заголовок \(немецкий\)/) as HTMLInputElement).value).toBe('Hochzeit in Gera'),
    );

    // The Russian title is required by the contract: refused, the draft stays.
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    const ru = screen.getByLabelText(/Заголовок \(русский\)/);
    await waitFor(() => expect(ru.getAttribute('aria-invalid')).toBe('true'));
    expect(window.localStorage.getItem('admin_draft:test:new')).not.toBeNull();

    typeInto(ru, 'Свадьба в Гере');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({ title_de: 'Hochzeit in Gera', title_ru: 'Свадьба в Гере' }),
    );
    await waitFor(() => expect(window.localStorage.getItem('admin_draft:test:new')).toBeNull());
  });
});

/** A form whose values differ in shape from the body (tags typed with commas), with a format text and an extra check. */
function ShapedForm({ onSave, file }: { onSave: (value: unknown) => Promise<void>; file: boolean }) {
  const schema = z.object({
    code: z.string().regex(/^G-[A-Z0-9]{4,}$/),
    tags: z.array(z.string().max(5)).max(3),
  });
  const form = useOfficeForm({
    schema,
    initial: { code: 'G-ABCD', tagsText: '' },
    prepare: ({ tagsText, ...rest }) => ({
      ...rest,
      tags: tagsText
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    }),
    formats: { code: 'ID должен начинаться с G-' },
    extraCheck: () => (file ? null : 'Выберите файл'),
    errorPrefix: 'Не сохранено: ',
    onSubmit: onSave,
  });
  return (
    <OfficeForm form={form}>
      <TextField label="ID" {...form.field('code')} />
      <TextField label="Теги" {...form.field('tagsText', 'tags')} />
      <OfficeFormFooter form={form} onCancel={() => {}} />
    </OfficeForm>
  );
}

describe('values shaped for the API', () => {
  it('says a refused pattern with the form’s own text, and marks a reshaped value under its API path', async () => {
    const onSave = vi.fn(async () => {});
    inOffice(<ShapedForm onSave={onSave} file />);
    typeInto(screen.getByLabelText('ID'), 'UA-123');
    typeInto(screen.getByLabelText('Теги'), 'a, b, c, d');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    const id = screen.getByLabelText('ID');
    const tags = screen.getByLabelText('Теги');
    await waitFor(() => expect(id.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(id.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'ID должен начинаться с G-',
    );
    expect(tags.getAttribute('aria-invalid')).toBe('true');
    expect(tags.getAttribute('name')).toBe('tags');
    expect(onSave).not.toHaveBeenCalled();

    // Editing the typed tags clears the mark of the API's path.
    typeInto(tags, 'a, b');
    await waitFor(() => expect(tags.getAttribute('aria-invalid')).toBeNull());
    typeInto(id, 'G-ABC123');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ code: 'G-ABC123', tags: ['a', 'b'] }));
  });

  it('runs the extra check after the schema and says it in the form line', async () => {
    const onSave = vi.fn(async () => {});
    inOffice(<ShapedForm onSave={onSave} file={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Не сохранено: Выберите файл'));
    expect(onSave).not.toHaveBeenCalled();
  });
});
