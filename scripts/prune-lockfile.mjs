// The registry this project installs from serves only the platforms it runs on: optional
// platform packages of other systems (e.g. @biomejs/cli-darwin-arm64) answer 404, so npm leaves
// them out of package-lock.json but keeps their names in the parents' optionalDependencies, and
// `npm ci` then refuses the lockfile ("Missing: ... from lock file"). This drops those dangling
// optional names. Idempotent; run after `npm install` (the root postinstall does).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const file = path.resolve(import.meta.dirname, '../package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8'));
const present = new Set(Object.keys(lock.packages ?? {}));

function resolves(fromKey, name) {
  // Node's lookup: node_modules/<name> next to the package, then in each ancestor.
  let base = fromKey;
  for (;;) {
    if (present.has(base ? `${base}/node_modules/${name}` : `node_modules/${name}`)) return true;
    if (!base) return false;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

let removed = 0;
for (const [key, entry] of Object.entries(lock.packages ?? {})) {
  if (!entry.optionalDependencies) continue;
  for (const name of Object.keys(entry.optionalDependencies)) {
    if (!resolves(key, name)) {
      delete entry.optionalDependencies[name];
      removed++;
    }
  }
  if (Object.keys(entry.optionalDependencies).length === 0) delete entry.optionalDependencies;
}
if (removed > 0) {
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`prune-lockfile: dropped ${removed} optional dependencies this registry does not serve`);
}
