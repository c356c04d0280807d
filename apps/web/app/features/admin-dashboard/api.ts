import { type DashboardStats, officeOperations as ops, type RecentActivity } from '@app/contracts';
import { call } from '../admin-api/call';
import { ApiError } from '../admin-api/errors';

export type { DashboardStats, RecentActivity };

export const DASHBOARD_TIMEOUT_MS = 10_000;

/**
 * Stats and recent activity in parallel with a 10-second time-out. A failure or a time-out throws
 * (in Russian, ApiError): the dashboard shows it with a retry button, never zeros that would look
 * like an empty business.
 */
export async function loadDashboard(): Promise<{ stats: DashboardStats; activity: RecentActivity }> {
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), DASHBOARD_TIMEOUT_MS);
  try {
    const [stats, activity] = await Promise.all([
      call(ops.dashboardStats, { signal: controller.signal }),
      call(ops.recentActivity, { signal: controller.signal }),
    ]);
    return { stats, activity };
  } catch (error) {
    if (controller.signal.aborted) {
      throw new ApiError(0, `Сервер не ответил за ${DASHBOARD_TIMEOUT_MS / 1000} секунд.`);
    }
    throw error;
  } finally {
    window.clearTimeout(timer);
  }
}
