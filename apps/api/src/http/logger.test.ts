import { spawnSync } from 'node:child_process';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, terminalLogStream } from './logger.ts';

const SECRET = 'hunter2-secret';

describe('log output', () => {
  it('writes JSON lines with secrets redacted when stdout is not a terminal', () => {
    // A real process whose stdout is a pipe, as under a service manager.
    const logger = pathToFileURL(new URL('./logger.ts', import.meta.url).pathname).href;
    const script = `
      import pino from 'pino';
      import { loggerOptions } from ${JSON.stringify(logger)};
      const log = pino(loggerOptions({ logLevel: 'info' }));
      log.info({ password: ${JSON.stringify(SECRET)}, req: { headers: { authorization: 'Bearer ${SECRET}' } } }, 'signed in');
    `;
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: new URL('../..', import.meta.url).pathname,
      encoding: 'utf8',
    });
    expect(child.stderr).toBe('');
    const lines = child.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? '');
    expect(line).toMatchObject({ level: 30, msg: 'signed in', password: '[redacted]' });
    expect(line.req.headers.authorization).toBe('[redacted]');
    expect(child.stdout).not.toContain(SECRET);
  });

  it('chooses pretty lines for a terminal and JSON otherwise', () => {
    expect(loggerOptions({ logLevel: 'info' }, undefined, false)).not.toHaveProperty('stream');
    expect(loggerOptions({ logLevel: 'info' }, undefined, true)).toHaveProperty('stream');
    // A stream given by the caller (tests) always wins.
    const own = new PassThrough();
    expect(loggerOptions({ logLevel: 'info' }, own, true)).toHaveProperty('stream', own);
  });

  it('keeps redaction in the pretty lines', () => {
    const out = new PassThrough();
    let text = '';
    out.on('data', (chunk) => {
      text += String(chunk);
    });
    const { stream, ...options } = loggerOptions(
      { logLevel: 'info' },
      terminalLogStream(out),
      true,
    ) as pino.LoggerOptions & {
      stream: pino.DestinationStream;
    };
    const log = pino(options, stream);
    log.info({ password: SECRET, user: 'admin' }, 'signed in');
    expect(text).toContain('signed in');
    expect(text).toContain('[redacted]');
    expect(text).not.toContain(SECRET);
    expect(() => JSON.parse(text.trim())).toThrow();
  });
});
