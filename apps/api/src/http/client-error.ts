import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Answers a request that Node's HTTP parser could not read (Fastify's `clientErrorHandler`): headers
 * or a URL over the 16 KB limit (431), a request line or header that is not HTTP (400), a request
 * that took too long to arrive (408).
 *
 * Fastify's own handler writes its answer without `Connection: close` and then destroys the socket:
 * a client that keeps connections alive (browsers, proxies, Node's agent) takes the connection for
 * reusable and sends its next request into a closed socket, which fails with ECONNRESET: a request
 * of the visitor's that was never answered (found by `npm run test:hostile`, a 20 KB query string
 * followed by another request on the same connection). Like Node's own default, this answer says
 * the connection ends and half-closes it after writing.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // Reset by the peer, or already closed: there is nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, detail] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'headers_too_large', 'The request line and headers are larger than 16 KB.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'request_timeout', 'The request did not arrive in time.']
        : [400, 'bad_request', 'The request is not valid HTTP.'];
  const body = JSON.stringify({ detail, code });
  if (socket.writable) {
    // Whatever the client still sends is read and dropped (closing with unread data would reset
    // the connection before the client read the answer), for at most 5 s (ADR 016).
    socket.on('data', () => {});
    socket.setTimeout(5_000, () => socket.destroy());
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  } else socket.destroy();
}
