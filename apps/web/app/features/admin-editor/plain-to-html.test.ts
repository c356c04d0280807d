import { describe, expect, it } from 'vitest';
import { editorHtml, plainToHtml } from './plain-to-html';

describe('plain-text posts opened in the editor', () => {
  it('makes one paragraph per line, escaping every character', () => {
    expect(plainToHtml('Erster Absatz.\n\nZweiter <b>fett</b> & "so"')).toBe(
      '<p>Erster Absatz.</p><p>Zweiter &lt;b&gt;fett&lt;/b&gt; &amp; &quot;so&quot;</p>',
    );
    expect(plainToHtml('<script>alert(1)</script>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });

  it('reads the markdown the owner typed: emphasis, headings, lists, quotes', () => {
    expect(plainToHtml('Ein **schöner** und *stiller* Tag, _wirklich_, 2 * 3 * 4')).toBe(
      '<p>Ein <strong>schöner</strong> und <em>stiller</em> Tag, <em>wirklich</em>, 2 * 3 * 4</p>',
    );
    expect(plainToHtml('## Vorbereitung\n### Kleidung\n- Schuhe\n- Jacke\n1. Erstens\n2. Zweitens\n> Ein Zitat')).toBe(
      '<h2>Vorbereitung</h2><h3>Kleidung</h3><ul><li><p>Schuhe</p></li><li><p>Jacke</p></li></ul>' +
        '<ol><li><p>Erstens</p></li><li><p>Zweitens</p></li></ol><blockquote><p>Ein Zitat</p></blockquote>',
    );
  });

  it('leaves HTML as it is and converts text', () => {
    expect(editorHtml('<p>Schon HTML</p>', 'html')).toBe('<p>Schon HTML</p>');
    expect(editorHtml('<h2>Entwurf</h2>', 'text')).toBe('<h2>Entwurf</h2>');
    expect(editorHtml('Nur Text', 'text')).toBe('<p>Nur Text</p>');
  });
});
