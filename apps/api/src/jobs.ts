import type { FastifyInstance } from 'fastify';
import type { JobSwitch, ModuleJob, ServiceRegistry } from './modules/module.ts';

/**
 * Runs the modules' declared background work (ModuleJob) whose switch is on:
 * - workers are started now (before any route) and stopped before the database closes;
 * - periodic jobs run on one instance at a time, at most once per period across all instances, and
 *   a run whose instance died is taken over once its lease ran out (ADR 032);
 * - interval jobs run on every instance.
 * A failed run is logged with the job's name; nothing is thrown into the timers.
 */
export async function startJobs(
  app: FastifyInstance,
  jobs: readonly ModuleJob[],
  on: (job: JobSwitch) => boolean,
  leases: ServiceRegistry['leases'],
): Promise<void> {
  const failed = (job: string) => (error: unknown) => app.log.error({ err: error, job }, 'background job failed');
  for (const job of jobs) {
    const enabled = job.switch === undefined || on(job.switch);
    if (job.kind === 'worker') {
      if (enabled) await job.start();
      if (enabled || job.alwaysStop) app.addHook('preClose', async () => job.stop());
      continue;
    }
    if (!enabled) continue;
    const tick =
      job.kind === 'periodic'
        ? () => {
            leases.runPeriodic(job.name, job.timing, () => job.run(on)).catch(failed(job.name));
          }
        : () => {
            job.run().catch(failed(job.name));
          };
    const first = job.kind === 'periodic' ? setTimeout(tick, job.timing.firstMs).unref() : undefined;
    const every = setInterval(tick, job.kind === 'periodic' ? job.timing.tickMs : job.everyMs).unref();
    app.addHook('preClose', async () => {
      clearTimeout(first);
      clearInterval(every);
    });
  }
}
