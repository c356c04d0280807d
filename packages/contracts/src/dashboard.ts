import { z } from 'zod';

export const dashboardStatsSchema = z.object({
  portfolio_count: z.number().int(),
  blog_count: z.number().int(),
  reviews_count: z.number().int(),
  /** Reviews waiting for moderation (not approved yet). */
  reviews_pending: z.number().int(),
  contacts_unread: z.number().int(),
  bookings_pending: z.number().int(),
  newsletter_subscribers: z.number().int(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const recentActivitySchema = z.object({
  recent_contacts: z.array(z.object({ id: z.string(), name: z.string(), email: z.string(), created_at: z.string() })),
  recent_bookings: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      service: z.string(),
      date: z.string(),
      status: z.string(),
      created_at: z.string(),
    }),
  ),
  recent_posts: z.array(
    z.object({ id: z.string(), title_de: z.string(), published: z.boolean(), created_at: z.string() }),
  ),
  /**
   * Holds that run out within the warning window (`hold_warning_hours` of the availability
   * settings; ADR 045/050), soonest first: the owner answers them before the date is released.
   */
  expiring_holds: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      service: z.string(),
      date: z.string(),
      time: z.string(),
      hold_until: z.string(),
    }),
  ),
  /** The warning window in hours (0: the owner switched the warning off). */
  hold_warning_hours: z.number().int(),
  recent_projects: z.array(
    z.object({
      id: z.string(),
      title_de: z.string(),
      category: z.string(),
      featured: z.boolean(),
      created_at: z.string(),
    }),
  ),
});
export type RecentActivity = z.infer<typeof recentActivitySchema>;
