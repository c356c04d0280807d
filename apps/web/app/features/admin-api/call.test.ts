import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { contentOperations, officeOperations } from '@app/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, callFile, operationPath } from './call';
import { ApiError } from './errors';

/**
 * `call()` over a real HTTP server on loopback: the URL built from the operation, the body sent,
 * the answer parsed with the operation's output (a wrong one is `answer_mismatch`, logged with the
 * call), a file answer as a Blob, a codeless refusal with its status's generic code.
 */
interface Seen {
  method: string;
  url: string;
  body: string;
  authorization: string | undefined;
}

const review = {
  id: 'a'.repeat(24),
  name: 'Anna',
  email: 'anna@example.org',
  rating: 5,
  service: 'wedding',
  text_de: 'Schön',
  text_ru: 'Красиво',
  approved: true,
  created_at: '2026-11-01T10:00:00.000Z',
};

let server: Server;
let base = '';
let next: { status: number; type: string; body: string } = { status: 200, type: 'application/json', body: '{}' };
const seen: Seen[] = [];

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => resolve(text));
  });

beforeAll(async () => {
  server = createServer(async (request, response) => {
    seen.push({
      method: request.method ?? '',
      url: request.url ?? '',
      body: await read(request),
      authorization: request.headers.authorization,
    });
    response.writeHead(next.status, { 'content-type': next.type });
    response.end(next.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen.length = 0;
  const realFetch = globalThis.fetch;
  // The office's relative `/api/...` addresses, sent to the loopback server.
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => realFetch(`${base}${url}`, init));
  vi.stubGlobal('window', {
    localStorage: { getItem: () => 'token-1', setItem: () => {}, removeItem: () => {} },
    location: { pathname: '/admin/reviews', search: '', assign: () => {} },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('call(operation, input)', () => {
  it('fills and encodes the path parameters', () => {
    expect(operationPath(officeOperations.deleteGalleryPhoto, { id: 'a/b', photoId: 'c d' })).toBe(
      '/api/admin/galleries/a%2Fb/photos/c%20d',
    );
    expect(() => operationPath(officeOperations.gallery, {})).toThrow(/no value for :id/);
  });

  it('sends method, path, query, body and token, and returns the parsed answer', async () => {
    next = { status: 200, type: 'application/json', body: JSON.stringify({ ...review, extra: 'dropped' }) };
    const answer = await call(contentOperations.updateReview, { params: { id: review.id }, body: { approved: true } });
    expect(answer).toEqual(review);
    expect(seen[0]).toMatchObject({
      method: 'PUT',
      url: `/api/admin/reviews/${review.id}`,
      body: '{"approved":true}',
      authorization: 'Bearer token-1',
    });

    next = { status: 200, type: 'application/json', body: JSON.stringify([review]) };
    await call(contentOperations.reviews, { query: { status: 'pending', limit: 20 } });
    expect(seen[1]).toMatchObject({ method: 'GET', url: '/api/admin/reviews?status=pending&limit=20' });
  });

  it('refuses an answer that does not match the contract: answer_mismatch, in Russian, logged with the call', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    next = { status: 200, type: 'application/json', body: JSON.stringify([{ id: 1, rating: 'five' }]) };
    const error = await call(contentOperations.reviews).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('answer_mismatch');
    expect((error as ApiError).text).toBe('Ответ сервера не соответствует этой версии страницы. Обновите страницу.');
    expect(String(log.mock.calls[0]?.[0])).toContain('GET /api/admin/reviews');
    log.mockRestore();
  });

  it('gives a refusal without a code the generic code of its status', async () => {
    next = { status: 404, type: 'text/html', body: '<h1>Not here</h1>' };
    const error = await call(officeOperations.gallery, { params: { id: review.id } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'not_found', status: 404 });
    next = {
      status: 409,
      type: 'application/json',
      body: JSON.stringify({ detail: 'in use', code: 'category.in_use' }),
    };
    const coded = await call(contentOperations.deleteCategory, { params: { id: review.id } }).catch((e: unknown) => e);
    expect(coded).toMatchObject({ code: 'category.in_use' });
  });

  it('reads a file answer as a Blob with its bytes', async () => {
    next = { status: 200, type: 'text/csv', body: '\uFEFFemail\nanna@example.org\n' };
    const blob = await callFile(officeOperations.subscribersCsv);
    expect(blob).toBeInstanceOf(Blob);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer())).toBe(
      '\uFEFFemail\nanna@example.org\n',
    );
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/api/admin/newsletter/subscribers.csv' });
  });
});
