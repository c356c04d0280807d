import { Suspense } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { lazyOr } from './lazy-or';

async function html(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  let out = '';
  for await (const chunk of prelude) out += String(chunk);
  return out;
}

const Real = ({ name }: { name: string }) => <p>real {name}</p>;
const Fallback = ({ name }: { name: string }) => <p>fallback {name}</p>;

describe('lazyOr', () => {
  it('renders the loaded component when its chunk arrives', async () => {
    const Lazy = lazyOr(async () => ({ default: Real }), Fallback);
    const out = await html(
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="A" />
      </Suspense>,
    );
    expect(out).toContain('real <!-- -->A');
    expect(out).not.toContain('fallback');
  });

  it('renders the fallback with the same props when the chunk cannot be loaded, and throws nothing', async () => {
    const Lazy = lazyOr<{ name: string }>(
      () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
      Fallback,
    );
    const out = await html(
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="B" />
      </Suspense>,
    );
    expect(out).toContain('fallback <!-- -->B');
    expect(out).not.toContain('real');
  });
});
