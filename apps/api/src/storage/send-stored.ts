import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BlobStore } from './blob-store.ts';

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` (one range; several are answered whole, as RFC 9110 allows). */
const RANGE = /^bytes=(\d*)-(\d*)$/;

function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'invalid' | null {
  const match = header ? RANGE.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'invalid';
  return { start, end };
}

/**
 * Answers a stored object as a static file server would: ETag and Last-Modified, 304 for a
 * matching If-None-Match, one byte range (206, or a JSON 416 outside the file), the given headers
 * (content type, cache control) on every file answer. Undefined when the key is not stored.
 */
export async function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  store: BlobStore,
  key: string,
  headers: Record<string, string>,
): Promise<FastifyReply | undefined> {
  const head = await store.head(key);
  if (!head) return undefined;
  const range = parseRange(request.headers.range, head.size);
  if (range === 'invalid') {
    return reply.status(416).header('content-range', `bytes */${head.size}`).send({
      detail: 'Range not satisfiable',
      code: 'range_not_satisfiable',
    });
  }
  reply.headers(headers).header('accept-ranges', 'bytes').header('last-modified', head.modified.toUTCString());
  const found = await store.get(key, range ?? undefined);
  if (!found) return undefined;
  reply.header('etag', found.etag);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === found.etag)) {
    found.stream.destroy();
    return reply.status(304).send();
  }
  if (range) reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${found.size}`);
  return reply.header('content-length', found.length).send(found.stream);
}
