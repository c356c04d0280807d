// After `react-router build`: writes .br and .gz next to every compressible built asset, so the
// server (@fastify/static preCompressed) sends compressed bytes without compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '../apps/web/build/client');
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|html|map)$/;
let files = 0;
let before = 0;
let after = 0;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      walk(file);
      continue;
    }
    if (!COMPRESSIBLE.test(name)) continue;
    const content = readFileSync(file);
    if (content.length < 1024) continue;
    const br = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    files++;
    before += content.length;
    after += br.length;
  }
}

walk(root);
console.log(
  `compress-assets: ${files} files, ${(before / 1024).toFixed(0)} kB -> ${(after / 1024).toFixed(0)} kB brotli`,
);
