import { describe, expect, it } from 'vitest';
import { makePdf, makePdfWithHiddenJs } from './media.test-support.ts';
import { checkPdf, cleanPdfName, contentDisposition } from './pdf-check.ts';

describe('checkPdf', () => {
  it('accepts a well-formed PDF', () => {
    expect(checkPdf(makePdf())).toBeNull();
  });

  it('refuses files without the %PDF- header or the %%EOF marker', () => {
    expect(checkPdf(Buffer.from('<html><body>hi</body></html>'))).toBe('not a PDF');
    expect(checkPdf(Buffer.alloc(0))).toBe('not a PDF');
    const truncated = makePdf();
    expect(checkPdf(truncated.subarray(0, truncated.length - 8))).toBe('no end-of-file marker');
  });

  it('refuses JavaScript, also with escaped names and inside compressed object streams', () => {
    expect(checkPdf(makePdf('/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>'))).toBe(
      'contains active content',
    );
    expect(checkPdf(makePdf('/OpenAction << /S /J#61vaScript /J#53 (x) >>'))).toBe('contains active content');
    expect(checkPdf(makePdf('/OpenAction << /S /Launch /F (cmd.exe) >>'))).toBe('contains active content');
    expect(checkPdf(makePdfWithHiddenJs())).toBe('contains active content');
  });

  it('does not mistake binary stream data for a name', () => {
    const data = Buffer.from('/JS /JavaScript random bytes in an image', 'latin1');
    const stream = `4 0 obj\n<< /Length ${data.length} /Filter /DCTDecode >>\nstream\n${data.toString('latin1')}\nendstream\nendobj\n`;
    expect(checkPdf(makePdf('', [stream]))).toBeNull();
    // Names that merely start like JS are fine.
    expect(checkPdf(makePdf('/JSON (x) /JSFoo 1'))).toBeNull();
  });
});

describe('cleanPdfName', () => {
  it('keeps the base name only and removes control and reserved characters', () => {
    expect(cleanPdfName('../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(cleanPdfName('C:\\Users\\x\\Vertrag.pdf')).toBe('Vertrag.pdf');
    expect(cleanPdfName('Договор "2026"\r\nX-Injected: 1.pdf')).toBe('Договор 2026X-Injected 1.pdf');
    expect(cleanPdfName('')).toBe('document.pdf');
    expect(cleanPdfName('..')).toBe('document.pdf');
    expect(cleanPdfName('report')).toBe('report.pdf');
    expect(cleanPdfName(`${'a'.repeat(300)}.pdf`)).toHaveLength(200);
  });
});

describe('contentDisposition', () => {
  it('carries an ASCII fallback and the exact UTF-8 name (RFC 6266/5987)', () => {
    expect(contentDisposition('Fragebogen für Hochzeit.pdf', 'inline')).toBe(
      `inline; filename="Fragebogen fur Hochzeit.pdf"; filename*=UTF-8''Fragebogen%20f%C3%BCr%20Hochzeit.pdf`,
    );
    const ru = contentDisposition("Договор (it's).pdf", 'inline');
    expect(ru).toContain(`filename*=UTF-8''${encodeURIComponent('Договор')}%20%28it%27s%29.pdf`);
    expect(ru).toMatch(/^inline; filename="[\x20-\x7e]+"; /);
    expect(contentDisposition('Vertrag.pdf', 'attachment')).toBe(
      `attachment; filename="Vertrag.pdf"; filename*=UTF-8''Vertrag.pdf`,
    );
  });
});
