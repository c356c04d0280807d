import { NewsletterPage } from '../../features/admin-newsletter/newsletter-page';

export function meta() {
  return [{ title: 'Рассылка' }];
}

export default function AdminNewsletterPage() {
  return <NewsletterPage />;
}
