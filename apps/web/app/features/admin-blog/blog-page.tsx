import { type AdminBlogPost, postSlug } from '@app/contracts';
import { ExternalLink, Eye, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTexts } from '../../i18n/texts';
import { adminKeys, useAdminData, useRefresh } from '../admin-api/queries';
import { notify } from '../admin-ui/notice';
import { DeleteButton, EditButton } from '../admin-ui/row-actions';
import { btn, EmptyState, formatDate, LoadError, Modal, PageHeader, Segmented, Spinner } from '../admin-ui/ui';
import { deleteQuestion, useAsk } from '../admin-ui/unsaved';
import { deletePost, listPosts, type StatusFilter } from './api';
import { formatBerlin } from './berlin-time';
import { PostForm } from './post-form';
import { adminBlogTexts } from './texts';

/** Public now: published and its time has come (the API decides the same per request). */
const isPublic = (post: AdminBlogPost) => post.published && Date.parse(post.publish_at) <= Date.now();

export function BlogPage() {
  const t = useTexts(adminBlogTexts);
  const [filter, setFilter] = useState<StatusFilter>('all');
  const list = useAdminData(adminKeys.posts(filter), () => listPosts(filter));
  const posts = list.data ?? null;
  const question = useAsk();
  const refresh = useRefresh();
  const load = () => refresh(adminKeys.allPosts);
  const [editing, setEditing] = useState<AdminBlogPost | 'new' | null>(null);

  async function remove(post: AdminBlogPost) {
    const title = post.title_ru || post.title_de;
    if (!(await question.ask(deleteQuestion(`статью «${title}»`)))) return;
    try {
      await deletePost(post.id);
      notify.success(`Статья «${title}» удалена`);
      await load();
    } catch (e) {
      notify.error(`Не удалось удалить статью «${title}»`, e);
    }
  }

  return (
    <div>
      <PageHeader title="Блог">
        <button type="button" className={btn.primary} onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden /> Написать статью
        </button>
      </PageHeader>
      <div className="mb-4">
        <Segmented
          label="Статус"
          value={filter}
          onChange={setFilter}
          options={[
            { value: 'all', label: 'Все' },
            { value: 'published', label: 'Только опубликованные' },
            { value: 'draft', label: 'Только черновики' },
          ]}
        />
      </div>
      {list.failed ? (
        <LoadError what="статьи" error={list.error} retry={list.retry} retrying={list.retrying} />
      ) : posts === null ? (
        <Spinner />
      ) : posts.length === 0 ? (
        <EmptyState title="Статей пока нет" hint="Нажмите «Написать статью», чтобы начать." />
      ) : (
        <ul className="space-y-3">
          {posts.map((p) => (
            <li
              key={p.id}
              className="flex flex-col gap-4 rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:flex-row"
            >
              {p.thumbnail || p.image ? (
                <img
                  src={p.thumbnail || p.image}
                  alt=""
                  className="h-24 w-full rounded object-cover sm:w-36"
                  loading="lazy"
                />
              ) : null}
              <div className="min-w-0 flex-1">
                <h2 className="flex flex-wrap items-center gap-2 font-semibold">
                  {p.title_de}
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                      isPublic(p)
                        ? 'bg-emerald-100 text-emerald-900'
                        : p.published
                          ? 'bg-amber-100 text-amber-900'
                          : 'bg-stone-200 text-stone-800'
                    }`}
                  >
                    {isPublic(p) ? t.published : p.published ? t.scheduled(formatBerlin(p.publish_at)) : t.draft}
                  </span>
                </h2>
                <p className="mt-1 line-clamp-2 text-sm text-stone-700">{p.excerpt_de}</p>
                <p className="mt-1 text-xs text-stone-600">
                  {p.author} · {formatDate(p.publish_at)}
                </p>
              </div>
              <div className="flex shrink-0 items-start gap-1">
                {isPublic(p) ? (
                  <a
                    className={`${btn.secondary} min-h-11 min-w-11`}
                    href={`/blog/${postSlug(p)}`}
                    target="_blank"
                    rel="noopener"
                    aria-label={t.openOnSite(p.title_de)}
                  >
                    <ExternalLink className="size-4" aria-hidden />
                  </a>
                ) : (
                  // A draft or a scheduled post: the private preview (signed in only, never cached).
                  <a
                    className={`${btn.secondary} min-h-11 min-w-11`}
                    href={`/admin/blog/${p.id}/preview`}
                    target="_blank"
                    rel="noopener"
                    aria-label={t.preview(p.title_de)}
                  >
                    <Eye className="size-4" aria-hidden />
                  </a>
                )}
                <EditButton name={p.title_de} onClick={() => setEditing(p)} />
                <DeleteButton label={`Удалить статью: ${p.title_de}`} onClick={() => void remove(p)} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={editing !== null}
        onOpenChange={(o) => !o && setEditing(null)}
        title={editing === 'new' ? 'Новая статья' : 'Редактировать статью'}
        wide
      >
        {editing !== null ? (
          <PostForm
            key={editing === 'new' ? 'new' : editing.id}
            post={editing === 'new' ? null : editing}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              void load();
            }}
          />
        ) : null}
      </Modal>
      {question.dialog}
    </div>
  );
}
