import type { DashboardStats, RecentActivity } from '@app/contracts';
import type { Kysely } from 'kysely';
import { fromFlag } from '../../db/rows.ts';
import type { Database } from '../../db/schema.ts';
import type { BookingService } from '../booking/booking.service.ts';
import { countRows, recentBookings, recentContacts, recentPosts, recentProjects } from './dashboard.repository.ts';

export const RECENT_LIMIT = 5;

export function createDashboardService({
  db,
  booking,
}: {
  db: Kysely<Database>;
  booking: Pick<BookingService, 'expiringHolds'>;
}) {
  return {
    async stats(): Promise<DashboardStats> {
      const [portfolio, blog, reviews, reviewsPending, contactsUnread, bookingsPending, subscribers] =
        await Promise.all([
          countRows(db, 'portfolio_item'),
          countRows(db, 'blog_post'),
          countRows(db, 'review'),
          countRows(db, 'review', { column: 'approved', value: 0 }),
          countRows(db, 'contact_message', { column: 'read', value: 0 }),
          countRows(db, 'booking_request', { column: 'status', value: 'pending' }),
          countRows(db, 'newsletter_subscriber', { column: 'status', value: 'confirmed' }),
        ]);
      return {
        portfolio_count: portfolio,
        blog_count: blog,
        reviews_count: reviews,
        reviews_pending: reviewsPending,
        contacts_unread: contactsUnread,
        bookings_pending: bookingsPending,
        newsletter_subscribers: subscribers,
      };
    },

    async recentActivity(): Promise<RecentActivity> {
      const [contacts, bookings, posts, projects, expiring] = await Promise.all([
        recentContacts(db, RECENT_LIMIT),
        recentBookings(db, RECENT_LIMIT),
        recentPosts(db, RECENT_LIMIT),
        recentProjects(db, RECENT_LIMIT),
        booking.expiringHolds(),
      ]);
      return {
        recent_contacts: contacts,
        // `service` shows the service's name of the moment (the id when an old row has none).
        recent_bookings: bookings.map(({ service_name, ...b }) => ({ ...b, service: service_name || b.service })),
        expiring_holds: expiring.holds,
        hold_warning_hours: expiring.hours,
        recent_posts: posts.map((p) => ({ ...p, published: fromFlag(p.published) })),
        recent_projects: projects.map((p) => ({ ...p, featured: fromFlag(p.featured) })),
      };
    },
  };
}
