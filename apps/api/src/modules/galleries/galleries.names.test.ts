import { describe, expect, it } from 'vitest';
import { safeStem, uniqueName } from './galleries.names.ts';

/** Issue 33 item 5: the names inside a gallery's ZIP (and of single downloads) are harmless everywhere. */
describe('gallery file names', () => {
  it.each([
    ['plain', 'Hochzeit 042.jpg', 'Hochzeit 042'],
    ['a bidi override (RLO) that would show "exe.jpg"', 'Urlaub\u202Egpj.exe', 'Urlaubgpj'],
    ['bidi isolates and embeddings', '\u2066a\u2067b\u2068c\u2069\u202Ad\u202Be\u202Cf.jpg', 'abcdef'],
    ['zero widths, soft hyphen, BOM', '\u200Bfo\u00ADto\u200D\uFEFF.jpg', 'foto'],
    ['full-width dots and slashes climbing out', '．．／．．／etc／passwd', 'passwd'],
    ['full-width backslashes', '．．＼windows＼win.ini', 'win'],
    ['only full-width dots', '．．', 'foto'],
    ['full-width letters', 'ｆｏｔｏ１.jpg', 'foto1'],
    ['C0 controls and DEL', 'a\u0000b\u0007c\u001b[31md\u007f.jpg', 'abc[31md'],
    ['C1 controls (NEL, CSI)', 'a\u0085b\u009b31mc\u0080.jpg', 'ab31mc'],
    ['line and paragraph separators', 'a\u2028b\u2029c.jpg', 'abc'],
    ['a lone surrogate', '\uD800x.jpg', 'x'],
    ['Windows-forbidden characters', 'a:b*c?"d"<e>|f.jpg', 'abcdef'],
    ['a folder path (either slash)', 'C:\\Users\\anna/Bilder/IMG_1.JPG', 'IMG_1'],
    ['trailing dots and spaces', 'Bild . . .jpg', 'Bild'],
    ['trailing dots without extension', 'Bild...', 'Bild'],
    ['leading dots (a hidden file)', '...profile.jpg', 'profile'],
    ['CON', 'CON', 'CON_'],
    ['con with an extension', 'con.jpg', 'con_'],
    ['PRN with two extensions', 'PRN.tar.gz', 'PRN_.tar'],
    ['AUX with trailing spaces', 'AUX  .png', 'AUX_'],
    ['NUL', 'nul', 'nul_'],
    ['COM1', 'COM1.txt', 'COM1_'],
    ['COM9', 'com9', 'com9_'],
    ['LPT1 with a superscript one (NFKC)', 'LPT¹.jpg', 'LPT1_'],
    ['LPT9', 'LPT9.jpeg', 'LPT9_'],
    ['a longer word is not reserved', 'Console.jpg', 'Console'],
    ['CONNOR is not reserved', 'CONNOR.jpg', 'CONNOR'],
    ['nothing left', '\u202E\u0000 . ', 'foto'],
  ])('%s', (_what, input, expected) => {
    expect(safeStem(input)).toBe(expected);
  });

  it('keeps names to 120 characters without splitting a character', () => {
    const long = `${'😀'.repeat(130)}.jpg`;
    const stem = safeStem(long);
    expect(Array.from(stem)).toHaveLength(120);
    expect(stem).toBe('😀'.repeat(120));
    expect(safeStem(`${'a'.repeat(119)}. .jpg`)).toBe('a'.repeat(119));
  });

  it('makes duplicates unique, ignoring case and width', () => {
    const taken = new Set<string>();
    const names = ['Foto.jpg', 'foto.JPG', 'ｆｏｔｏ.jpg', 'foto-2.jpg', 'CON.jpg', 'con.jpg'].map((n) =>
      uniqueName(taken, safeStem(n), 'jpg'),
    );
    expect(names).toEqual(['Foto.jpg', 'foto-2.jpg', 'foto-3.jpg', 'foto-2-2.jpg', 'CON_.jpg', 'con_-2.jpg']);
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
  });
});
