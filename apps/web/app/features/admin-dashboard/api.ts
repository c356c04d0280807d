import { api } from '../admin-api/client';

export interface DashboardStats {
  portfolio_count: number;
  blog_count: number;
  reviews_count: number;
  contacts_unread: number;
  bookings_pending: number;
  newsletter_subscribers: number;
}

export interface RecentActivity {
  recent_contacts: { id: string; name: string; email: string; created_at: string }[];
  recent_bookings: { id: string; name: string; service: string; date: string; status: string; created_at: string }[];
  recent_posts: { id: string; title_de: string; published: boolean; created_at: string }[];
  recent_projects: { id: string; title_de: string; category: string; featured: boolean; created_at: string }[];
}

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
