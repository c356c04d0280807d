import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from '../config.ts';

/** Paths pino blanks out wherever they appear in a log line. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'password',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.sender_password',
  '*.access_token',
  '*.token',
  '*.secretKey',
  'config.secretKey',
];

/**
 * Log lines for a person at a terminal: one coloured line per entry, the extra fields below it.
 * Fed with pino's lines after redaction, so it never sees what was blanked out.
 */
export function terminalLogStream(destination?: NodeJS.WritableStream): DestinationStream {
  return pretty({
    colorize: destination === undefined,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname',
    sync: true,
    ...(destination ? { destination } : {}),
  });
}

/**
 * pino's options: JSON lines to `stream` (tests) or stdout; pretty lines instead when stdout is a
 * terminal (`npm start` and `npm run dev` in a shell; a service manager or a pipe gets JSON).
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel'>,
  stream?: DestinationStream,
  terminal = process.stdout.isTTY === true,
): FastifyServerOptions['logger'] {
  const destination = stream ?? (terminal ? terminalLogStream() : undefined);
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    ...(destination ? { stream: destination } : {}),
  };
}
