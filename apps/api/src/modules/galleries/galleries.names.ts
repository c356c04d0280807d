/**
 * File names the client receives (ZIP entries, single downloads, the selection export) made from
 * the names the photos were uploaded with. Whatever a name holds, the result is one harmless file
 * name on Windows, macOS and Linux, and reads as what it is:
 * - NFKC first, so look-alikes become what they look like (full-width `．．／` is `../`, then cut
 *   off as a folder like any other path);
 * - no control characters (C0, DEL, C1), no format characters (bidi overrides and isolates, zero
 *   widths, soft hyphen, BOM), no lone surrogates, no line or paragraph separators: nothing can
 *   make `gpj.exe` look like `exe.jpg`;
 * - none of Windows's forbidden characters (`: * ? " < > |`) and no leading or trailing dots and
 *   spaces (Windows drops trailing ones; a leading dot hides the file elsewhere);
 * - Windows's reserved device names (CON, PRN, AUX, NUL, COM0-9, LPT0-9, with or without an
 *   extension) get a `_` after the name;
 * - at most 120 characters, 'foto' when nothing is left.
 */

const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu;
const FORBIDDEN = /[:*?"<>|]/g;
const RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(?=\.|$)/i;

/** A client's file name without folders, unsafe characters or its extension ('foto' if nothing is left). */
export function safeStem(name: string): string {
  const normal = name.normalize('NFKC').replace(INVISIBLE, '');
  const base = normal.split(/[\\/]/).pop() ?? '';
  const trim = (value: string) => value.replace(/^[\s.]+|[\s.]+$/g, '');
  let clean = trim(base.replace(FORBIDDEN, '').replace(/\s+/g, ' '));
  clean = trim(clean.replace(/\.[A-Za-z0-9]{1,5}$/, ''));
  clean = trim(Array.from(clean).slice(0, 120).join(''));
  if (RESERVED.test(clean)) clean = clean.replace(RESERVED, '$1_');
  return clean || 'foto';
}

/** `stem.ext`, or `stem-2.ext`, `stem-3.ext`... when a name is taken (compared as Windows and macOS do: any case). */
export function uniqueName(taken: Set<string>, stem: string, ext: string): string {
  for (let n = 1; ; n++) {
    const name = `${stem}${n === 1 ? '' : `-${n}`}.${ext}`;
    const key = name.normalize('NFKC').toLowerCase();
    if (!taken.has(key)) {
      taken.add(key);
      return name;
    }
  }
}
