import type { PublicBlogPost } from '@app/contracts';
import { Camera } from 'lucide-react';
import { ResponsiveImage } from '../../components/ui/responsive-image';

/** A post's picture cropped to `aspect`, or a quiet placeholder when the post has none. */
export function PostImage({
  post,
  alt,
  sizes,
  aspect,
  priority,
  className = '',
}: {
  post: Pick<PublicBlogPost, 'image' | 'photo'>;
  alt: string;
  sizes: string;
  aspect: string;
  priority?: boolean;
  className?: string;
}) {
  const src = post.photo?.url ?? post.image;
  return (
    <div className={`overflow-hidden bg-stone-200 ${aspect} ${className}`}>
      {src ? (
        <ResponsiveImage
          photo={post.photo}
          src={src}
          alt={alt}
          sizes={sizes}
          priority={priority}
          className="size-full object-cover"
        />
      ) : (
        <div className="flex size-full items-center justify-center text-stone-400">
          <Camera aria-hidden className="size-10" strokeWidth={1.25} />
        </div>
      )}
    </div>
  );
}
