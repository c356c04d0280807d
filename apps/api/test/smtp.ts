import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The user name the client authenticated with ('' without AUTH). */
  user: string;
  subject: string;
  text: string;
  /** The text/html alternative ('' when the mail has none). */
  html: string;
  replyTo: string;
  contentType: string;
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  mails: ReceivedMail[];
  /** Resolves when at least `count` mails have arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replaceAll('_', ' ')),
    );
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const input = value.replace(/=\r?\n/g, '');
  for (let i = 0; i < input.length; i++) {
    const ch = input[i] ?? '';
    const hex = input.slice(i + 1, i + 3);
    if (ch === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function splitEntity(raw: string) {
  const split = raw.indexOf('\r\n\r\n');
  const head = (split === -1 ? raw : raw.slice(0, split)).replace(/\r\n[ \t]+/g, ' ');
  const body = split === -1 ? '' : raw.slice(split + 4);
  const header = (name: string) =>
    head
      .split('\r\n')
      .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
      ?.slice(name.length + 1)
      .trim() ?? '';
  return { head, body, header };
}

function decodeBody(body: string, encoding: string): string {
  const decoded =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return decoded.replace(/\r\n/g, '\n');
}

/** The text/plain and text/html parts of a MIME entity (single part or multipart/*, nested). */
function textParts(raw: string): { text?: string; html?: string } {
  const { body, header } = splitEntity(raw);
  const type = header('Content-Type').toLowerCase() || 'text/plain';
  if (type.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(header('Content-Type'))?.[1] ?? '';
    const parts = body.split(`--${boundary}`).slice(1, -1);
    return Object.assign({}, ...parts.reverse().map((part) => textParts(part.replace(/^\r\n/, ''))));
  }
  const content = decodeBody(body, header('Content-Transfer-Encoding').toLowerCase());
  if (type.startsWith('text/html')) return { html: content.replace(/\n$/, '') };
  if (type.startsWith('text/plain')) return { text: content.replace(/\n$/, '') };
  return {};
}

/** A small MIME reader for the mails the app sends (plain text with an HTML alternative). */
export function parseMail(raw: string): {
  subject: string;
  text: string;
  html: string;
  replyTo: string;
  contentType: string;
} {
  const { header } = splitEntity(raw);
  const parts = textParts(raw);
  return {
    subject: decodeWords(header('Subject')),
    text: parts.text ?? '',
    html: parts.html ?? '',
    replyTo: decodeWords(header('Reply-To')),
    contentType: header('Content-Type'),
  };
}

/**
 * A real SMTP server on a loopback port (plain text, no TLS). With `credentials`, AUTH is
 * required and checked; without, any client may send. `port` picks the port (e.g. the one of a
 * server that was stopped, to bring "the same" server back); default: a free one.
 */
export async function startSmtpServer(
  credentials?: { user: string; pass: string },
  { port: wantedPort = 0 }: { port?: number } = {},
): Promise<TestSmtpServer> {
  const mails: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: !credentials,
    logger: false,
    // close() waits this long for open sessions before cutting them (default 30 s).
    closeTimeout: 1000,
    onAuth(auth, _session, callback) {
      if (credentials && (auth.username !== credentials.user || auth.password !== credentials.pass)) {
        callback(new Error('Invalid username or password'));
        return;
      }
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: typeof session.user === 'string' ? session.user : '',
          raw,
          ...parseMail(raw),
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(wantedPort, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    mails,
    async waitFor(count, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (mails.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} mails, got ${mails.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return mails;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port nobody listens on (an SMTP server that is down). */
export async function closedPort(): Promise<number> {
  const server = await startSmtpServer();
  const { port } = server;
  await server.close();
  return port;
}

/**
 * The studio's e-mail settings as the mail tests save them (`PUT /api/admin/settings/email-notifications`),
 * pointing at a test SMTP server on loopback; `changes` replaces single fields (another owner address).
 */
export function testMailSettings(
  port: number,
  changes: Partial<Record<'sender_email' | 'sender_password' | 'admin_email' | 'smtp_server', string>> = {},
) {
  return {
    sender_email: 'studio@example.de',
    sender_password: 'app-pass-Zq81!xx',
    admin_email: 'owner@example.de',
    smtp_server: '127.0.0.1',
    smtp_port: port,
    ...changes,
  };
}
