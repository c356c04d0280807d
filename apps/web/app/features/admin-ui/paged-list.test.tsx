// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePages } from './paged-list';

afterEach(cleanup);

describe('usePages', () => {
  it('counts the pages read of one view and starts again at one for another view', () => {
    const { result, rerender } = renderHook(({ view }) => usePages(view), { initialProps: { view: 'all' } });
    expect(result.current.pages).toBe(1);
    act(() => result.current.more());
    act(() => result.current.more());
    expect(result.current.pages).toBe(3);
    rerender({ view: 'pending' });
    expect(result.current.pages).toBe(1);
    act(() => result.current.more());
    expect(result.current.pages).toBe(2);
  });
});
