import {
  type AdminPortfolioItem,
  type ConsentStatus,
  MAX_FEATURED_PROJECTS,
  type PortfolioCategory,
} from '@app/contracts';
import { arrayMove } from '@dnd-kit/sortable';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { adminKeys, useAdminData, useRefresh } from '../admin-api/queries';
import { notify } from '../admin-ui/notice';
import { btn, EmptyState, LoadError, Modal, PageHeader, Segmented, Select, Spinner } from '../admin-ui/ui';
import { deleteQuestion, useAsk } from '../admin-ui/unsaved';
import { chooseFeatured, deleteProject, FALLBACK_CATEGORIES, listCategories, listProjects, orderProjects } from './api';
import { CategoriesTab } from './categories-tab';
import { ConsentForm } from './consent-form';
import { FeaturedList } from './featured-list';
import { ProjectForm } from './project-form';
import { ProjectList } from './project-list';

export function PortfolioPage() {
  const [tab, setTab] = useState<'projects' | 'categories'>('projects');
  const [filter, setFilter] = useState('all');
  const [consentFor, setConsentFor] = useState<AdminPortfolioItem | null>(null);
  const [consentFilter, setConsentFilter] = useState<'all' | ConsentStatus>('all');
  const categoryList = useAdminData(adminKeys.categories, listCategories);
  const categories: PortfolioCategory[] = categoryList.data ?? [];
  const categoriesFailed = categoryList.failed;
  const projectList = useAdminData(adminKeys.projects(filter), () => listProjects(filter));
  const projectsInCategory = projectList.data ?? null;
  const question = useAsk();
  const projects =
    projectsInCategory && consentFilter !== 'all'
      ? projectsInCategory.filter((p) => p.consent.status === consentFilter)
      : projectsInCategory;
  const canSort = filter === 'all' && consentFilter === 'all';
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

  // The home page's projects in their order (from the full list: a filter hides none of them).
  const allList = useAdminData(adminKeys.projects('all'), () => listProjects('all'));
  const featured = (allList.data ?? [])
    .filter((p) => p.featured)
    .sort((a, b) => (a.featured_position ?? 0) - (b.featured_position ?? 0));

  // Each change is said done once the lists show it (the next change starts from them).
  async function setFeatured(ids: string[], done: string) {
    try {
      await chooseFeatured(ids);
      await loadProjects();
      notify.success(done);
    } catch (e) {
      notify.error('Не удалось изменить проекты на главной', e);
      await loadProjects();
    }
  }

  async function move(from: number, to: number) {
    if (!projects || !canSort || to < 0 || to >= projects.length || from === to) return;
    try {
      await orderProjects(arrayMove(projects, from, to).map((p) => p.id));
      await loadProjects();
      notify.success('Порядок проектов сохранён');
    } catch (e) {
      notify.error('Не удалось сохранить порядок проектов', e);
      await loadProjects();
    }
  }

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
          <FeaturedList featured={featured} onChange={(ids, done) => void setFeatured(ids, done)} />
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
            <div className="w-64">
              <Select
                label="Согласие на публикацию"
                value={consentFilter}
                onChange={(v) => setConsentFilter(v as 'all' | ConsentStatus)}
                options={[
                  { value: 'all', label: 'Все' },
                  { value: 'required', label: 'Нужно, не получено (не на сайте)' },
                  { value: 'withdrawn', label: 'Отозвано (не на сайте)' },
                  { value: 'obtained', label: 'Получено' },
                  { value: 'not_needed', label: 'Не нужно' },
                ]}
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
            <>
              {canSort ? (
                <p className="mb-2 text-sm text-stone-600">
                  Порядок на сайте — как в списке. Перетащите за ручку (или выберите её и нажмите пробел, стрелки,
                  пробел) либо используйте стрелки справа; сохраняется сразу.
                </p>
              ) : (
                <p className="mb-2 text-sm text-stone-600">
                  Чтобы менять порядок, выберите категорию «Все» и согласие «Все».
                </p>
              )}
              <ProjectList
                projects={projects}
                sortable={canSort}
                categoryLabel={label}
                featuredFull={featured.length >= MAX_FEATURED_PROJECTS}
                onMove={(from, to) => void move(from, to)}
                onFeature={(p, on) =>
                  void setFeatured(
                    on ? [...featured.map((f) => f.id), p.id] : featured.filter((f) => f.id !== p.id).map((f) => f.id),
                    on ? `«${p.title_de}» добавлен на главную` : `«${p.title_de}» убран с главной`,
                  )
                }
                onEdit={setEditing}
                onConsent={setConsentFor}
                onRemove={(p) => void remove(p)}
              />
            </>
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
            onCancel={() => {
              setEditing(null);
              // A new project may exist by now (created, some files refused).
              void loadProjects();
            }}
            onSaved={() => {
              setEditing(null);
              notify.success('Проект сохранён');
              void loadProjects();
            }}
          />
        ) : null}
      </Modal>
      <Modal
        open={consentFor !== null}
        onOpenChange={(o) => !o && setConsentFor(null)}
        title={`Согласие: ${consentFor?.title_de ?? ''}`}
        wide
      >
        {consentFor ? (
          <ConsentForm
            key={consentFor.id}
            project={consentFor}
            onCancel={() => setConsentFor(null)}
            onDocument={() => void loadProjects()}
            onSaved={(saved) => {
              setConsentFor(null);
              notify.success(
                saved.published ? 'Согласие сохранено' : 'Согласие сохранено: проект не показывается на сайте',
              );
              void loadProjects();
            }}
          />
        ) : null}
      </Modal>
      {question.dialog}
    </div>
  );
}
