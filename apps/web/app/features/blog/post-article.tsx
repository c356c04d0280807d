import type { Language, PublicBlogPost } from '@app/contracts';
import type { ReactNode } from 'react';
import { useHyphenation } from '../../lib/hyphenation';
import { PostByline } from './post-byline';
import { paragraphs } from './post-format';
import { PostImage } from './post-image';
import type { BlogTexts } from './texts';

/**
 * One post as the public page shows it: byline, title, excerpt, hero image and the text. Also
 * the back office's draft preview, so the preview is the page as it will be.
 */
export function PostArticle({
  post,
  title,
  excerpt,
  content,
  lang,
  t,
  top,
  footer,
}: {
  post: PublicBlogPost;
  title: string;
  excerpt: string;
  content: string;
  lang: Language;
  t: BlogTexts;
  top?: ReactNode;
  footer?: ReactNode;
}) {
  const hy = useHyphenation();
  return (
    <article>
      <header className="mx-auto max-w-3xl px-5 pt-10 text-center sm:pt-14">
        {top}
        <PostByline date={post.date} author={post.author} lang={lang} byLabel={t.by} className="mt-12 sm:mt-16" />
        <h1 className="mt-5 font-display text-4xl font-medium leading-[1.1] text-balance sm:text-6xl">{hy(title)}</h1>
        {excerpt && (
          <p className="mx-auto mt-6 max-w-2xl font-display text-xl italic leading-relaxed text-stone-700 sm:text-2xl">
            {excerpt}
          </p>
        )}
      </header>
      <div className="mx-auto mt-12 max-w-6xl sm:mt-16 sm:px-5 lg:px-8">
        <PostImage
          post={post}
          alt={title}
          aspect="aspect-[4/3] sm:aspect-[16/9]"
          sizes="(min-width: 1152px) 1088px, 100vw"
          priority
        />
      </div>
      <div className="mx-auto max-w-2xl px-5 pb-20 pt-12 sm:pt-16">
        <PostBody format={post.content_format} content={content} />
        {footer}
      </div>
    </article>
  );
}

/** The text: the editor's HTML (sanitised by the server when saved), or plain text in paragraphs (spec). */
function PostBody({ format, content }: { format: 'text' | 'html'; content: string }) {
  if (format === 'html') {
    return (
      <div
        className="prose-site text-lg leading-8 text-stone-800"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server when the owner saved it (ADR 023)
        dangerouslySetInnerHTML={{ __html: content }}
      />
    );
  }
  return (
    <div className="space-y-6 text-lg leading-8 text-stone-800">
      {paragraphs(content).map((paragraph, i) => (
        // Paragraphs have no id of their own and never move.
        // biome-ignore lint/suspicious/noArrayIndexKey: static list
        <p key={i}>{paragraph}</p>
      ))}
    </div>
  );
}
