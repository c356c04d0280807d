// node scripts/icons.mjs: writes the site's PNG icons from apps/web/public/favicon.svg.
//
// The pages link PNG icons only (decision 035): Chromium draws an SVG favicon as an SVG document
// on the page's own main thread (12-18 ms after the first paint, four times that in Lighthouse's
// phone simulation), a PNG is decoded off it. The SVG stays the source; run this after changing it
// and commit the PNGs. sharp is the API's image library (resolved from apps/api).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const sharp = createRequire(path.join(root, 'apps/api/package.json'))('sharp');
const publicDir = path.join(root, 'apps/web/public');
const svg = readFileSync(path.join(publicDir, 'favicon.svg'));

// Browser tab (16 CSS px, 32 device px on a 2x screen).
await sharp(svg, { density: 300 })
  .resize(32, 32)
  .png({ compressionLevel: 9, palette: true })
  .toFile(path.join(publicDir, 'favicon-32.png'));
// iOS home screen: square and opaque (iOS rounds the corners itself).
await sharp(svg, { density: 600 })
  .resize(180, 180)
  .flatten({ background: '#1c1917' })
  .png({ compressionLevel: 9, palette: true })
  .toFile(path.join(publicDir, 'apple-touch-icon.png'));
console.log('icons written to apps/web/public');
