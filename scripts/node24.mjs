// Runs a script or command under a Node that can run this project (TypeScript files directly:
// Node >= 22.18). When the `node` running this file is older (Debian's default is 20), it takes
// Node 24 from the npm registry into ~/.cache/node24 once (as .ci/run does) and runs the command
// under it. Plain JavaScript for Node 18 and later: it must start on the old Node to say so.
//
//   node scripts/node24.mjs scripts/start.mjs          a script: imported here, or run by Node 24
//   node scripts/node24.mjs vitest run                 a command: run with Node 24 first on PATH
//   eval "$(node scripts/node24.mjs --shell-env)"      (.ci/run) export PATH and npm_config_nodedir
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const MIN_MAJOR = 22;
const MIN_MINOR = 18;
const NODE_PACKAGE_VERSION = '24';

/** Whether a Node version (e.g. "20.20.0") runs the project's .ts files itself. */
export function canRunProject(version) {
  const parts = String(version).replace(/^v/, '').split('.').map(Number);
  const major = parts[0] || 0;
  const minor = parts[1] || 0;
  return major > MIN_MAJOR || (major === MIN_MAJOR && minor >= MIN_MINOR);
}

/** Where Node 24 is kept and which npm package holds it for this system. */
export function node24Location(env, platform, arch) {
  const cache = path.join(env.XDG_CACHE_HOME || path.join(env.HOME || homedir(), '.cache'), 'node24');
  const packageName = `node-${platform}-${arch}`;
  const dir = path.join(cache, 'node_modules', packageName);
  return { cache, packageName, dir, bin: path.join(dir, 'bin'), node: path.join(dir, 'bin', 'node') };
}

/**
 * What to do: run here (this Node is new enough), use the cached Node 24, install it first, or
 * stop with a one-line instruction (a system npm packages no Node for).
 */
export function decide({ version, platform, nodeExists }) {
  if (canRunProject(version)) return 'here';
  if (platform !== 'linux' && platform !== 'darwin') return 'unsupported';
  return nodeExists ? 'cached' : 'install';
}

/** The system's CA bundle, which npm must trust behind a TLS-inspecting proxy (Node ignores it unless told). */
const SYSTEM_CA_BUNDLE = '/etc/ssl/certs/ca-certificates.crt';

/** `env` with NODE_EXTRA_CA_CERTS set to the system's CA bundle when unset and the bundle exists. */
export function withSystemCa(env, bundle = SYSTEM_CA_BUNDLE, exists = existsSync) {
  if (env.NODE_EXTRA_CA_CERTS || !exists(bundle)) return env;
  return { ...env, NODE_EXTRA_CA_CERTS: bundle };
}

/** The environment a child needs to run under Node 24 (native addons build against its headers). */
export function node24Env(env, location) {
  const sep = process.platform === 'win32' ? ';' : ':';
  return { ...env, PATH: `${location.bin}${sep}${env.PATH || ''}`, npm_config_nodedir: location.dir };
}

function fail(message) {
  console.error(message);
  process.exit(1);
}

function manualInstructions(location) {
  return (
    `Node ${process.versions.node} is too old for this project (needs >= ${MIN_MAJOR}.${MIN_MINOR}; Node 24 recommended, see .nvmrc). ` +
    `Install Node 24, or run: npm install --prefix "${location.cache}" ${location.packageName}@${NODE_PACKAGE_VERSION} ` +
    `&& export PATH="${location.bin}:$PATH" npm_config_nodedir="${location.dir}"`
  );
}

/** Makes sure Node 24 is there; returns its location, or stops with one line saying what to run. */
function ensureNode24() {
  const location = node24Location(process.env, process.platform, process.arch);
  const action = decide({
    version: process.versions.node,
    platform: process.platform,
    nodeExists: existsSync(location.node),
  });
  if (action === 'unsupported') fail(manualInstructions(location));
  if (action === 'install') {
    console.error(
      `node24: Node ${process.versions.node} is too old for this project; fetching Node ${NODE_PACKAGE_VERSION} from the npm registry into ${location.cache} (once)`,
    );
    const result = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        location.cache,
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        `${location.packageName}@${NODE_PACKAGE_VERSION}`,
      ],
      // A fresh machine behind a TLS-inspecting proxy: the download must trust the system's CAs.
      { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8', env: withSystemCa(process.env) },
    );
    if (result.status !== 0 || !existsSync(location.node)) {
      // npm's own report is long (and has a stack for network errors): its first error line is enough.
      const reason = String(result.stderr || '')
        .split('\n')
        .find((line) => /^npm (error|ERR!) /.test(line) && !/^npm (error|ERR!) \w+ \S+$/.test(line));
      if (reason) console.error(`node24: ${reason.replace(/^npm (error|ERR!) /, 'npm: ')}`);
      fail(manualInstructions(location));
    }
  }
  return location;
}

/** Runs a command as a child, passes termination signals on and exits with its status. */
function runChild(command, args, env) {
  const child = spawn(command, args, { stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('error', (error) => fail(`node24: cannot run ${command}: ${error.message}`));
  child.on('exit', (code, signal) => {
    if (signal) process.kill(process.pid, signal);
    process.exit(code === null ? 1 : code);
  });
}

const isScript = (arg) => /\.(mjs|js|ts)$/.test(arg);

async function main(argv) {
  if (argv[0] === '--shell-env') {
    if (canRunProject(process.versions.node)) return;
    const location = ensureNode24();
    console.log(`export PATH="${location.bin}:$PATH"\nexport npm_config_nodedir="${location.dir}"`);
    return;
  }
  if (argv.length === 0) fail('usage: node scripts/node24.mjs <script.mjs | command> [arguments]');
  const [first, ...rest] = argv;
  if (canRunProject(process.versions.node)) {
    if (isScript(first)) {
      // In this process, so signals reach the server directly.
      process.argv = [process.argv[0], path.resolve(first), ...rest];
      await import(pathToFileURL(path.resolve(first)).href);
    } else {
      runChild(first, rest, process.env);
    }
    return;
  }
  const location = ensureNode24();
  const env = node24Env(process.env, location);
  if (isScript(first)) runChild(location.node, [first, ...rest], env);
  else runChild(first, rest, env);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main(process.argv.slice(2));
}
