import type { Language, PublicBlogPost } from '@app/contracts';
import { useHyphenation } from '../../lib/hyphenation';
import { Link } from '../language/links';
import { PostByline } from './post-byline';
import { postPath, postTexts } from './post-format';
import { PostImage } from './post-image';
import type { BlogTexts } from './texts';

/** "More articles": up to two other posts under an article. */
export function RelatedPosts({ posts, lang, t }: { posts: PublicBlogPost[]; lang: Language; t: BlogTexts }) {
  const hy = useHyphenation();
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="more-articles" className="border-t border-stone-200 bg-stone-100/60">
      <div className="mx-auto max-w-5xl px-5 py-16 sm:py-20 lg:px-8">
        <h2 id="more-articles" className="text-center font-display text-3xl font-medium sm:text-4xl">
          {hy(t.moreArticles)}
        </h2>
        <ul className="mt-10 grid gap-12 sm:grid-cols-2 sm:gap-8 lg:gap-12">
          {posts.map((post) => {
            const { title, excerpt } = postTexts(post, lang);
            return (
              <li key={post.id}>
                <article className="group relative">
                  <PostImage
                    post={post}
                    alt=""
                    aspect="aspect-[3/2]"
                    sizes="(min-width: 1024px) 460px, (min-width: 640px) 45vw, 100vw"
                  />
                  <PostByline date={post.date} author={post.author} lang={lang} byLabel={t.by} className="mt-5" />
                  <h3 className="mt-3 font-display text-2xl font-medium leading-snug text-balance">
                    <Link
                      to={postPath(post, lang)}
                      className="rounded-sm after:absolute after:inset-0 group-hover:text-accent-dark"
                    >
                      {hy(title)}
                    </Link>
                  </h3>
                  <p className="mt-2 line-clamp-2 text-stone-700">{excerpt}</p>
                </article>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
