import { createStaticHandler } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleError } from './entry.server';

/** The error React Router itself makes of a POST to a page that has a loader but no action. */
async function postToLoaderOnlyPage(request: Request): Promise<unknown> {
  const handler = createStaticHandler([{ id: 'page', path: '*', loader: () => null }]);
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error('expected a page context');
  return context.errors?.page;
}

describe('handleError (issue 22: one log line per refused page request)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs a refused request as one line without a stack', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const request = new Request('http://localhost/blog', { method: 'POST', body: 'x=1' });
    handleError(await postToLoaderOnlyPage(request), { request });
    expect(error).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    const line = String(warn.mock.calls[0]?.[0]);
    expect(line).toBe('refused POST /blog: 405 Method Not Allowed');
  });

  it('logs any other page error as one line, without its stack', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const request = new Request('http://localhost/blog', { method: 'GET' });
    handleError(new Error('database gone\nsecond line'), { request });
    expect(error).toHaveBeenCalledTimes(1);
    const logged = error.mock.calls[0] ?? [];
    expect(logged).toHaveLength(1);
    expect(String(logged[0])).toBe('page error on GET /blog: database gone');
  });

  it('logs nothing for a request the visitor aborted', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const controller = new AbortController();
    controller.abort();
    handleError(new Error('aborted'), { request: new Request('http://localhost/', { signal: controller.signal }) });
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });
});
