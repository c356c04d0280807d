import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { multipart } from './admin.mjs';
import { parseArgs } from './args.mjs';
import { createPortPool, portFree } from './ports.mjs';

describe('the scripts helper library', () => {
  it('reads --name=value and bare --flags', () => {
    expect(parseArgs(['--quick', '--runs=3', '--pages=/,/blog'])).toEqual({
      quick: 'true',
      runs: '3',
      pages: '/,/blog',
    });
  });

  it('hands out free ports, skipping busy ones and never the same twice until released', async () => {
    const busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const port = (busy.address() as { port: number }).port;
    try {
      expect(await portFree(port)).toBe(false);
      const pool = createPortPool([port, port + 20]);
      const first = await pool.take();
      const second = await pool.take();
      expect(first).not.toBe(port);
      expect(second).not.toBe(first);
      pool.release(first);
      expect(await pool.take()).toBe(first);
    } finally {
      busy.close();
    }
  });

  it('builds multipart bodies a server reads back field by field', async () => {
    const data = Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x0d, 0x0a]);
    const form = multipart({ keep_images: '["/media/a.jpg"]' }, [
      { field: 'images', image: { name: 'a.jpg', type: 'image/jpeg', data } },
    ]);
    const parsed = await new Response(form.body, { headers: form.headers }).formData();
    expect(parsed.get('keep_images')).toBe('["/media/a.jpg"]');
    const file = parsed.get('images') as File;
    expect(file.name).toBe('a.jpg');
    expect(file.type).toBe('image/jpeg');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(data);
  });
});
