import { type PortfolioCategory, portfolioCategoryCreateSchema, slugify } from '@app/contracts';
import { ArrowDown, ArrowUp, Plus } from 'lucide-react';
import { useState } from 'react';
import { plural } from '../../i18n/format';
import { FormFooter } from '../admin-ui/form-footer';
import { LocalizedField, OfficeForm } from '../admin-ui/form-kit/office-form';
import { useOfficeForm } from '../admin-ui/form-kit/use-office-form';
import { notify } from '../admin-ui/notice';
import { DeleteButton, EditButton } from '../admin-ui/row-actions';
import { btn, Checkbox, EmptyState, Modal, TextField } from '../admin-ui/ui';
import { deleteQuestion, useAsk } from '../admin-ui/unsaved';
import {
  type CategoryInput,
  createCategory,
  deleteCategory,
  listProjects,
  nextSortOrder,
  swapWithNeighbour,
  updateCategory,
} from './api';

/** "1 проект", "3 проекта", "5 проектов". */
const projectCount = (n: number) =>
  plural('ru', n, { one: '{n} проект', few: '{n} проекта', many: '{n} проектов', other: '{n} проекта' });

const EMPTY: CategoryInput = { name_de: '', name_ru: '', slug: '', active: true, sort_order: 0 };

export function CategoriesTab({
  categories,
  reload,
}: {
  categories: PortfolioCategory[];
  reload: () => Promise<void>;
}) {
  const [editing, setEditing] = useState<PortfolioCategory | 'new' | null>(null);
  const question = useAsk();
  const creating = editing === 'new';

  function open(target: PortfolioCategory | 'new') {
    setEditing(target);
  }

  async function move(index: number, direction: -1 | 1) {
    const swap = swapWithNeighbour(categories, index, direction);
    if (!swap) return;
    try {
      await Promise.all(swap.map((s) => updateCategory(s.id, { sort_order: s.sort_order })));
    } catch (e) {
      notify.error('Не удалось изменить порядок категорий', e);
    }
    await reload();
  }

  async function remove(category: PortfolioCategory) {
    const name = category.name_ru || category.name_de;
    // A category with projects is not deleted: they would be left without one (the server refuses too).
    try {
      const used = (await listProjects(category.slug)).length;
      if (used > 0) {
        notify.error(
          `Категорию «${name}» нельзя удалить: в ней ${projectCount(used)}. Сначала перенесите их в другую категорию.`,
        );
        return;
      }
    } catch (e) {
      notify.error(`Не удалось проверить категорию «${name}»`, e);
      return;
    }
    if (!(await question.ask(deleteQuestion(`категорию «${name}»`)))) return;
    try {
      await deleteCategory(category.id);
      notify.success(`Категория «${name}» удалена`);
      await reload();
    } catch (e) {
      notify.error(`Не удалось удалить категорию «${name}»`, e);
    }
  }

  return (
    <div>
      <div className="mb-4 flex justify-end">
        <button type="button" className={btn.primary} onClick={() => open('new')}>
          <Plus className="size-4" aria-hidden /> Добавить категорию
        </button>
      </div>
      {categories.length === 0 ? (
        <EmptyState title="Категорий пока нет" />
      ) : (
        <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white shadow-sm">
          {categories.map((c, i) => (
            <li key={c.id} className={`flex flex-wrap items-center gap-3 p-3 ${c.active ? '' : 'opacity-60'}`}>
              <div className="flex flex-col">
                <button
                  type="button"
                  className={btn.icon}
                  disabled={i === 0}
                  aria-label={`Выше: ${c.name_ru || c.name_de}`}
                  onClick={() => void move(i, -1)}
                >
                  <ArrowUp className="size-4" aria-hidden />
                </button>
                <button
                  type="button"
                  className={btn.icon}
                  disabled={i === categories.length - 1}
                  aria-label={`Ниже: ${c.name_ru || c.name_de}`}
                  onClick={() => void move(i, 1)}
                >
                  <ArrowDown className="size-4" aria-hidden />
                </button>
              </div>
              <div className="min-w-0 flex-1 basis-40 break-words">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {c.name_ru || c.name_de} / {c.name_de}
                  {!c.active ? (
                    <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs text-stone-800">Неактивна</span>
                  ) : null}
                </p>
                <p className="text-sm text-stone-600">
                  адрес: {c.slug === 'all' ? '/portfolio' : `/portfolio?category=${c.slug}`}
                </p>
              </div>
              <div className="flex gap-2">
                <EditButton name={c.name_de} onClick={() => open(c)} />
                {c.slug !== 'all' ? (
                  <DeleteButton label={`Удалить категорию: ${c.name_de}`} onClick={() => void remove(c)} />
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={editing !== null}
        onOpenChange={(o) => !o && setEditing(null)}
        title={creating ? 'Новая категория' : 'Редактировать категорию'}
      >
        {editing ? (
          <CategoryForm
            key={editing === 'new' ? 'new' : editing.id}
            editing={editing}
            categories={categories}
            onSaved={async () => {
              setEditing(null);
              await reload();
            }}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>
      {question.dialog}
    </div>
  );
}

/** The slug is made from the German name when left empty (the contract's rule for a stored one). */
const withSlug = (values: CategoryInput) => ({ ...values, slug: values.slug.trim() || slugify(values.name_de) });

/** One category's editor: checked with the contract's category schema; «all» keeps its slug and stays on. */
function CategoryForm({
  editing,
  categories,
  onSaved,
  onCancel,
}: {
  editing: PortfolioCategory | 'new';
  categories: PortfolioCategory[];
  onSaved: () => Promise<void>;
  onCancel: () => void;
}) {
  const creating = editing === 'new';
  const isAll = !creating && editing.slug === 'all';
  const form = useOfficeForm({
    schema: portfolioCategoryCreateSchema,
    initial: creating ? EMPTY : pickInput(editing),
    prepare: withSlug,
    errorPrefix: creating ? 'Не удалось создать категорию: ' : 'Не удалось сохранить категорию: ',
    async onSubmit(value) {
      if (creating) {
        await createCategory({ ...value, sort_order: nextSortOrder(categories) });
        notify.success(`Категория «${value.name_ru || value.name_de}» создана`);
      } else {
        const body: Partial<CategoryInput> = isAll
          ? { name_de: value.name_de, name_ru: value.name_ru }
          : { name_de: value.name_de, name_ru: value.name_ru, slug: value.slug, active: value.active };
        await updateCategory(editing.id, body);
        notify.success(`Категория «${value.name_ru || value.name_de}» сохранена`);
      }
      await onSaved();
    },
  });
  const { name_de, name_ru } = form.values;

  return (
    <OfficeForm form={form}>
      <LocalizedField form={form} name="name" label="Название" required />
      <TextField
        label="Slug (адрес)"
        {...form.field('slug')}
        disabled={isAll}
        placeholder={slugify(name_de)}
        hint={
          isAll ? 'Категорию «all» нельзя переименовать или отключить.' : 'Пусто — создаётся из немецкого названия.'
        }
      />
      <Checkbox label="Активна (видна на сайте)" disabled={isAll} {...form.check('active')} />
      <FormFooter
        error={form.alert}
        busy={form.busy}
        onCancel={onCancel}
        submitDisabled={creating && (!name_de.trim() || !name_ru.trim())}
        submitLabel={creating ? 'Создать' : 'Сохранить'}
      />
    </OfficeForm>
  );
}

function pickInput(category: PortfolioCategory): CategoryInput {
  const { name_de, name_ru, slug, active, sort_order } = category;
  return { name_de, name_ru, slug, active, sort_order };
}
