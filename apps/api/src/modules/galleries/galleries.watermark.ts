/**
 * The gallery watermark (issue 18 item 3): the studio's name, small and translucent in the bottom
 * right corner of every preview, with a faint shadow so it reads on light and dark photos alike.
 * Drawn as SVG (librsvg, the system's sans-serif) into the previews only, never into an original.
 */
const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch] ?? ch,
  );

/** The overlay for a preview of width x height: an SVG box and where it goes. */
export function watermarkOverlay(text: string, width: number, height: number) {
  const longest = Math.max(width, height);
  // About 2 % of the longest side: 41 px on a 2048 px preview, readable but not in the way.
  const size = Math.max(9, Math.round(longest * 0.02));
  const margin = Math.round(longest * 0.025);
  // Generous width per character (the font's real advance is smaller); the text is anchored right.
  const boxWidth = Math.min(width - margin, Math.ceil(text.length * size * 0.72 + size));
  const boxHeight = Math.min(height - margin, Math.ceil(size * 1.6));
  const x = boxWidth - Math.ceil(size * 0.2);
  const y = Math.round(boxHeight - size * 0.45);
  const shadow = Math.max(1, Math.round(size / 18));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${boxWidth}" height="${boxHeight}">
<style>text{font-family:'DejaVu Sans','Liberation Sans',sans-serif;font-size:${size}px;letter-spacing:${(size * 0.08).toFixed(1)}px;text-anchor:end}</style>
<text x="${x + shadow}" y="${y + shadow}" fill="#000" fill-opacity="0.28">${escapeXml(text)}</text>
<text x="${x}" y="${y}" fill="#fff" fill-opacity="0.62">${escapeXml(text)}</text>
</svg>`;
  return {
    input: Buffer.from(svg),
    left: Math.max(0, width - boxWidth - margin),
    top: Math.max(0, height - boxHeight - margin),
  };
}
