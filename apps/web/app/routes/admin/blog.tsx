import { BlogPage } from '../../features/admin-blog/blog-page';

export function meta() {
  return [{ title: 'Блог' }];
}

export default function AdminBlogPage() {
  return <BlogPage />;
}
