import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB, type TestApp } from '../../test/test-app.ts';

const contact = (n: number) => ({ name: `Limit ${n}`, email: 'limit@example.com', message: 'Gut' });
const review = (n: number) => ({
  name: `Limit ${n}`,
  email: 'limit@example.com',
  rating: 5,
  service: 'Porträt',
  text_de: 'Gut',
});

describe(`RATE_LIMIT_PUBLIC_FORMS_MAX (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PUBLIC_FORMS_MAX: '3' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sets how many public form POSTs an address may send before 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/public/contact',
        payload: contact(i),
        remoteAddress: '10.9.0.1',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('lets an address post half as many reviews, and counts them per day', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/public/reviews',
        payload: review(i),
        remoteAddress: '10.9.0.2',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });
});
