import type { DashboardStats, RecentActivity } from '@app/contracts';
import { api } from '../admin-api/client';

export type { DashboardStats, RecentActivity };

export const EMPTY_STATS: DashboardStats = {
  portfolio_count: 0,
  blog_count: 0,
  reviews_count: 0,
  contacts_unread: 0,
  bookings_pending: 0,
  newsletter_subscribers: 0,
};

export const EMPTY_ACTIVITY: RecentActivity = {
  recent_contacts: [],
  recent_bookings: [],
  recent_posts: [],
  recent_projects: [],
};

export const DASHBOARD_TIMEOUT_MS = 10_000;

/**
 * Stats and recent activity in parallel with a 10-second time-out; a failure is only logged and
 * the dashboard shows zeros and empty lists.
 */
export async function loadDashboard(): Promise<{ stats: DashboardStats; activity: RecentActivity }> {
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), DASHBOARD_TIMEOUT_MS);
  try {
    const [stats, activity] = await Promise.all([
      api<DashboardStats>('/admin/dashboard/stats', { signal: controller.signal }),
      api<RecentActivity>('/admin/dashboard/recent-activity', { signal: controller.signal }),
    ]);
    return {
      stats: { ...EMPTY_STATS, ...stats },
      activity: { ...EMPTY_ACTIVITY, ...activity },
    };
  } catch (error) {
    console.error('Dashboard could not be loaded', error);
    return { stats: EMPTY_STATS, activity: EMPTY_ACTIVITY };
  } finally {
    window.clearTimeout(timer);
  }
}
