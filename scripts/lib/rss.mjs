// Resident memory of a process together with its children (the server and, say, its AVIF encoder).
import { execFileSync } from 'node:child_process';

/** RSS in bytes of `pid` and all its descendants (0 when it is gone). */
export function treeRss(pid) {
  const rows = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,rss='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number));
  const inTree = new Set([pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [p, pp] of rows) {
      if (inTree.has(pp) && !inTree.has(p)) {
        inTree.add(p);
        grew = true;
      }
    }
  }
  return rows.filter(([p]) => inTree.has(p)).reduce((sum, [, , rss]) => sum + rss * 1024, 0);
}
