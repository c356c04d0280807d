/** The kind of an SMTP failure: the server not reached, the login refused, or anything else. */
export function mailErrorCode(error: unknown): 'mail.connection_failed' | 'mail.auth_failed' | 'mail.send_failed' {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  if (code === 'EAUTH' || responseCode === 535 || responseCode === 534) return 'mail.auth_failed';
  const network = [
    'ECONNECTION',
    'ECONNREFUSED',
    'ETIMEDOUT',
    'ESOCKET',
    'EDNS',
    'ENOTFOUND',
    'EHOSTUNREACH',
    'ECONNRESET',
    'ETLS',
  ];
  if (typeof code === 'string' && network.includes(code)) return 'mail.connection_failed';
  return 'mail.send_failed';
}
