import type { Language, PublicBlogPost } from '@app/contracts';
import { ArrowRight } from 'lucide-react';
import { useHyphenation } from '../../lib/hyphenation';
import { Link } from '../language/links';
import { PostByline } from './post-byline';
import { postPath, postTexts } from './post-format';
import { PostImage } from './post-image';
import type { BlogTexts } from './texts';

/** One article of the blog list; every second one has its picture on the right (stacked on phones). */
export function PostTeaser({
  post,
  lang,
  t,
  flipped,
  priority,
}: {
  post: PublicBlogPost;
  lang: Language;
  t: BlogTexts;
  flipped: boolean;
  priority: boolean;
}) {
  const { title, excerpt } = postTexts(post, lang);
  const hy = useHyphenation();
  const href = postPath(post, lang);
  return (
    <article className="grid items-center gap-8 md:grid-cols-12 md:gap-12 lg:gap-16">
      <Link to={href} tabIndex={-1} aria-hidden className={`group block md:col-span-7 ${flipped ? 'md:order-2' : ''}`}>
        <PostImage
          post={post}
          alt=""
          aspect="aspect-[3/2]"
          sizes="(min-width: 1280px) 700px, (min-width: 768px) 58vw, 100vw"
          priority={priority}
          className="transition-opacity duration-300 group-hover:opacity-90"
        />
      </Link>
      <div className={`md:col-span-5 ${flipped ? 'md:order-1' : ''}`}>
        <PostByline date={post.date} author={post.author} lang={lang} byLabel={t.by} />
        <h2 className="mt-4 font-display text-3xl font-medium leading-tight text-balance sm:text-4xl">
          <Link to={href} className="rounded-sm hover:text-accent-dark">
            {hy(title)}
          </Link>
        </h2>
        <p className="mt-4 text-base leading-relaxed text-stone-700 sm:text-lg">{excerpt}</p>
        <Link
          to={href}
          className="group mt-6 inline-flex items-center gap-2 rounded-sm border-b border-accent pb-1 text-sm font-medium uppercase tracking-[0.15em] text-accent-dark hover:border-ink hover:text-ink"
        >
          {t.readMore}
          <span className="sr-only">: {title}</span>
          <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-1" />
        </Link>
      </div>
    </article>
  );
}
