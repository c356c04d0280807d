import { readdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../test/admin.ts';
import { createTestApp, TEST_DB, type TestApp } from '../../test/test-app.ts';

const MB = 1024 * 1024;

/**
 * Sends `totalBytes` of generated body over a real socket (nothing is held in memory on the client
 * side) and resolves with the answer; the server may answer and close before the body is through.
 */
function sendHuge(
  port: number,
  {
    url,
    headers,
    prefix = Buffer.alloc(0),
    totalBytes,
    chunked,
  }: { url: string; headers: Record<string, string>; prefix?: Buffer; totalBytes: number; chunked: boolean },
): Promise<{ status: number; body: string; connection: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        agent: false,
        method: 'POST',
        path: url,
        headers: chunked ? headers : { ...headers, 'content-length': String(totalBytes) },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => {
          // The server closes the connection after an early answer; nothing more is sent either way.
          request.destroy();
          resolve({ status: response.statusCode ?? 0, body, connection: response.headers.connection ?? '' });
        });
        response.on('error', reject);
      },
    );
    // The server hangs up once it has answered: stop writing then, without failing the test.
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    const chunk = Buffer.alloc(256 * 1024, 'a');
    request.write(prefix);
    let sent = prefix.length;
    const pump = () => {
      while (sent < totalBytes && !request.destroyed) {
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once('drain', pump);
          return;
        }
      }
      if (!request.destroyed) request.end();
    };
    pump();
  });
}

describe(`oversize bodies over a real socket (${TEST_DB})`, () => {
  let t: TestApp;
  let port: number;
  let auth: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
    auth = await adminHeaders(t);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 413 {detail} to 200 MB sent as JSON, chunked or announced, without holding it in memory', async () => {
    global.gc?.();
    const before = process.memoryUsage();
    for (const chunked of [true, false]) {
      const res = await sendHuge(port, {
        url: '/api/public/contact',
        headers: { 'content-type': 'application/json' },
        totalBytes: 200 * MB,
        chunked,
      });
      expect(res.status, `chunked: ${chunked}`).toBe(413);
      expect(JSON.parse(res.body).detail).toBeTypeOf('string');
    }
    const after = process.memoryUsage();
    // The server and this client share the process: 200 MB kept anywhere would show here.
    expect(after.rss - before.rss).toBeLessThan(64 * MB);
    expect(after.arrayBuffers - before.arrayBuffers).toBeLessThan(32 * MB);
  });

  it('answers 413 to a photo far over the 40 MB upload limit and keeps no part of it', async () => {
    const boundary = '----oversize';
    const before = process.memoryUsage().rss;
    // A real part header and the start of a JPEG, then 120 MB more.
    const prefix = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]),
    ]);
    const res = await sendHuge(port, {
      url: '/api/admin/uploads/image',
      headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      prefix,
      totalBytes: 120 * MB,
      chunked: true,
    });
    expect(res.status, res.body).toBe(413);
    expect(JSON.parse(res.body).detail).toBeTypeOf('string');
    // Answered while the body was still coming: the server hangs up rather than reading 80 MB more.
    expect(res.connection).toBe('close');
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * MB);
    // Nothing but the database and the key is left in the data directory: no partial upload.
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? files(path.join(dir, entry.name)) : [entry.name],
      );
    expect(files(t.config.dataDir).filter((name) => !/\.(db|db-wal|db-shm)$|^secret\.key$/.test(name))).toEqual([]);
  });
});
