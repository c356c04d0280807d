import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/**
 * A real PostgreSQL for the API tests: TEST_DATABASE_URL when given, otherwise a throw-away
 * server started with embedded-postgres on a free loopback port and removed afterwards.
 */
export default async function setup(project: TestProject) {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    project.provide('postgresUrl', given);
    return;
  }
  const server = await startEmbeddedPostgres(['-c', 'fsync=off', '-c', 'max_connections=200']);
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}
