import type { AdminPortfolioItem, PortfolioCategory } from '@app/contracts';
import { Plus, Star } from 'lucide-react';
import { useState } from 'react';
import { adminKeys, useAdminData, useRefresh } from '../admin-api/queries';
import { notify } from '../admin-ui/notice';
import { DeleteButton, EditButton } from '../admin-ui/row-actions';
import { btn, EmptyState, LoadError, Modal, PageHeader, Segmented, Select, Spinner } from '../admin-ui/ui';
import { deleteQuestion, useAsk } from '../admin-ui/unsaved';
import { deleteProject, FALLBACK_CATEGORIES, listCategories, listProjects } from './api';
import { CategoriesTab } from './categories-tab';
import { ProjectForm } from './project-form';

export function PortfolioPage() {
  const [tab, setTab] = useState<'projects' | 'categories'>('projects');
  const [filter, setFilter] = useState('all');
  const categoryList = useAdminData(adminKeys.categories, listCategories);
  const categories: PortfolioCategory[] = categoryList.data ?? [];
  const categoriesFailed = categoryList.failed;
  const projectList = useAdminData(adminKeys.projects(filter), () => listProjects(filter));
  const projects = projectList.data ?? null;
  const question = useAsk();
  const refresh = useRefresh();
  // A category's change shows in the project list too (its names and filter).
  const loadCategories = () => refresh(adminKeys.categories, adminKeys.allProjects);
  const loadProjects = () => refresh(adminKeys.allProjects);
  const [editing, setEditing] = useState<AdminPortfolioItem | 'new' | null>(null);

  const filterOptions = categoriesFailed ? FALLBACK_CATEGORIES : categories;
  const projectCategories = filterOptions.filter((c) => c.slug !== 'all');
  const label = (slug: string) => {
    const c = filterOptions.find((x) => x.slug === slug);
    return c ? c.name_ru || c.name_de : slug;
  };

  async function remove(project: AdminPortfolioItem) {
    const title = project.title_ru || project.title_de;
    if (
      !(await question.ask(
        deleteQuestion(`проект «${title}»`, 'Проект и его фотографии будут удалены. Это действие нельзя отменить.'),
      ))
    ) {
      return;
    }
    try {
      await deleteProject(project.id);
      notify.success(`Проект «${title}» удалён`);
      await loadProjects();
    } catch (e) {
      notify.error(`Не удалось удалить проект «${title}»`, e);
    }
  }

  return (
    <div>
      <PageHeader title="Портфолио">
        {tab === 'projects' ? (
          <button type="button" className={btn.primary} onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden /> Добавить проект
          </button>
        ) : null}
      </PageHeader>
      <div className="mb-4">
        <Segmented
          label="Раздел"
          value={tab}
          onChange={setTab}
          options={[
            { value: 'projects', label: 'Проекты' },
            { value: 'categories', label: 'Категории' },
          ]}
        />
      </div>
      {tab === 'categories' ? (
        <CategoriesTab categories={categories} reload={loadCategories} />
      ) : (
        <>
          <div className="mb-4 flex flex-wrap items-end gap-4">
            <div className="w-64">
              <Select
                label="Категория"
                value={filter}
                onChange={setFilter}
                options={(filterOptions.some((c) => c.slug === 'all')
                  ? []
                  : [{ slug: 'all', name_ru: 'Все', name_de: 'Alle' }]
                )
                  .concat(filterOptions)
                  .map((c) => ({ value: c.slug, label: c.name_ru || c.name_de }))}
              />
            </div>
            {projects ? <p className="pb-2 text-sm text-stone-600">Проектов: {projects.length}</p> : null}
          </div>
          {projectList.failed ? (
            <LoadError
              what="проекты"
              error={projectList.error}
              retry={projectList.retry}
              retrying={projectList.retrying}
            />
          ) : projects === null ? (
            <Spinner />
          ) : projects.length === 0 ? (
            <EmptyState
              title="Проектов пока нет"
              hint="Нажмите «Добавить проект», чтобы загрузить первые фотографии."
            />
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {projects.map((p) => (
                <li key={p.id} className="overflow-hidden rounded-lg border border-stone-200 bg-white shadow-sm">
                  <img
                    src={p.thumbnail || p.image}
                    alt={p.title_de}
                    className="aspect-[4/3] w-full bg-stone-200 object-cover"
                    loading="lazy"
                  />
                  <div className="p-4">
                    <h2 className="flex items-center gap-2 font-semibold">
                      {p.title_de}
                      {p.featured ? (
                        <Star className="size-4 fill-amber-400 text-amber-500" aria-label="Избранный" />
                      ) : null}
                    </h2>
                    <p className="mt-1 line-clamp-2 text-sm text-stone-700">{p.description_de}</p>
                    <p className="mt-2 text-xs text-stone-600">
                      {label(p.category)} · фото: {p.images.length}
                    </p>
                    <div className="mt-3 flex gap-2">
                      <EditButton name={p.title_de} onClick={() => setEditing(p)} />
                      <DeleteButton label={`Удалить проект: ${p.title_de}`} onClick={() => void remove(p)} />
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <Modal
        open={editing !== null}
        onOpenChange={(o) => !o && setEditing(null)}
        title={editing === 'new' ? 'Новый проект' : 'Редактировать проект'}
        wide
      >
        {editing !== null ? (
          <ProjectForm
            key={editing === 'new' ? 'new' : editing.id}
            project={editing === 'new' ? null : editing}
            categories={projectCategories}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              notify.success('Проект сохранён');
              void loadProjects();
            }}
          />
        ) : null}
      </Modal>
      {question.dialog}
    </div>
  );
}
