import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB, type TestApp } from '../../test/test-app.ts';

/**
 * Writes `first` on a new connection and, once its answer is in, `second` on the same connection
 * unless the answer said the connection ends; answers everything the server sent until it closed
 * the connection (or 3 s passed). Without `second`, answers the first answer.
 */
function exchange(port: number, first: string, second: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    const finish = () => {
      socket.destroy();
      resolve(received);
    };
    socket.setTimeout(3_000, finish);
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8');
      // The first answer is complete: send the second request on the same connection, as a
      // kept-alive client would unless the answer said the connection ends.
      if (!/\r\n\r\n\{[\s\S]*\}$/.test(received)) return;
      if (!second) finish();
      else if (!received.includes('\r\nConnection: close')) socket.write(second);
    });
    socket.on('error', finish);
    socket.on('close', finish);
    socket.write(first);
  });
}

describe(`requests the HTTP parser refuses (${TEST_DB})`, () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t?.close();
  });

  const next = 'GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n';
  const cases = [
    {
      what: 'a 20 KB query string',
      request: `GET /api/public/portfolio?set=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      status: 431,
      code: 'headers_too_large',
    },
    {
      what: 'a header over 16 KB',
      request: `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'y'.repeat(17_000)}\r\n\r\n`,
      status: 431,
      code: 'headers_too_large',
    },
    { what: 'a request line that is not HTTP', request: 'garbage\r\n\r\n', status: 400, code: 'bad_request' },
  ];

  for (const { what, request, status, code } of cases) {
    it(`answers ${what} with ${status} {detail, code} and says the connection ends`, async () => {
      const answer = await exchange(port, request, next);
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      expect(head.split('\r\n')[0]).toBe(
        `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}`,
      );
      // Without it a kept-alive client sends its next request into the closed socket (ECONNRESET).
      expect(head).toContain('\r\nConnection: close');
      expect(JSON.parse(body)).toMatchObject({ code, detail: expect.any(String) });
      // Exactly one answer: the client did not send the second request into this connection.
      expect(answer.match(/HTTP\/1\.1 \d{3}/g)).toHaveLength(1);
    });
  }

  it('keeps serving new connections afterwards', async () => {
    const answer = await exchange(port, next, '');
    expect(answer.startsWith('HTTP/1.1 200')).toBe(true);
  });
});
