import { ReviewsPage } from '../../features/admin-reviews/reviews-page';

export function meta() {
  return [{ title: 'Отзывы' }];
}

export default function AdminReviewsPage() {
  return <ReviewsPage />;
}
