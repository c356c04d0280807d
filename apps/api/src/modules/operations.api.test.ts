import { allOperations, contentOperations } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB, type TestApp } from '../../test/test-app.ts';
import { checkOperations } from '../http/operations.ts';

/**
 * The admin API as registered against its operations in the contracts (ADR 043): a route added
 * without an operation, an operation without its route, or a route that validates or answers with
 * another schema than the one the back office parses fails here.
 */
describe(`every /api/admin route is an operation of the contracts (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { mailWorker: false, avifQueue: false, mediaSweep: false });
    await t.app.ready();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has an operation for every route, a route for every operation, and the same schemas', () => {
    const admin = t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/admin'));
    expect(admin.length).toBeGreaterThan(100);
    expect(allOperations.length).toBeGreaterThan(100);
    expect(checkOperations(t.app.registeredRoutes, allOperations)).toEqual([]);
  });

  it('fails for a route without an operation, another schema, or a missing route', () => {
    const reviews = t.app.registeredRoutes.find((r) => r.url === '/api/admin/reviews' && r.method === 'GET');
    expect(reviews).toBeDefined();
    const others = allOperations.filter((op) => op !== contentOperations.reviews);
    const problems = checkOperations(
      [
        ...t.app.registeredRoutes,
        { method: 'GET', url: '/api/admin/faq', schema: undefined },
        {
          method: 'PUT',
          url: '/api/admin/reviews/:id',
          schema: {
            params: contentOperations.updateReview.params,
            response: { 200: contentOperations.updateReview.output },
          },
        },
      ],
      others,
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^GET \/api\/admin\/reviews has no operation/),
        expect.stringMatching(/^GET \/api\/admin\/faq has no operation/),
        "PUT /api/admin/reviews/:id: the route's body schema is not the operation's",
      ]),
    );
    expect(checkOperations([], [contentOperations.reviews])).toEqual([
      'GET /api/admin/reviews is an operation without a route',
    ]);
  });
});
