import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { makePdf, makePdfWithHiddenJs } from './media.test-support.ts';
import { checkPdf, cleanPdfName, contentDisposition } from './pdf-check.ts';

describe('checkPdf (parsed with pdf-lib)', () => {
  it('accepts a well-formed PDF', async () => {
    expect(await checkPdf(makePdf())).toBeNull();
  });

  it('refuses what is not a PDF, or a PDF the parser cannot read to the end', async () => {
    expect(await checkPdf(Buffer.from('<html><body>hi</body></html>'))).toBe('not a PDF');
    expect(await checkPdf(Buffer.alloc(0))).toBe('not a PDF');
    expect(await checkPdf(Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R'))).not.toBeNull();
    const whole = makePdf();
    expect(await checkPdf(whole.subarray(0, 120))).toBe('no end-of-file marker');
    expect(await checkPdf(whole.subarray(0, whole.length - 8))).toBe('no end-of-file marker');
    // Nesting deeper than any stack: refused, never thrown (an upload must not answer 500).
    const deep = `4 0 obj\n${'['.repeat(200_000)}${']'.repeat(200_000)}\nendobj\n`;
    expect(await checkPdf(makePdf('', [deep]))).toBe('not a readable PDF');
  });

  it('refuses JavaScript, also with escaped names and inside compressed object streams', async () => {
    expect(await checkPdf(makePdf('/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>'))).toBe(
      'contains active content',
    );
    expect(await checkPdf(makePdf('/OpenAction << /S /J#61vaScript /J#53 (x) >>'))).toBe('contains active content');
    expect(await checkPdf(makePdf('/OpenAction << /S /Launch /F (cmd.exe) >>'))).toBe('contains active content');
    expect(await checkPdf(makePdfWithHiddenJs())).toBe('contains active content');
  });

  it('is not fooled where a text scanner was (issue 22 item 6)', async () => {
    // JavaScript in an uncompressed object stream.
    const plain = '4 0 << /S /JavaScript /JS (app.alert\\(1\\)) >>';
    const objStm = `5 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Length ${plain.length} >>\nstream\n${plain}\nendstream\nendobj\n`;
    expect(await checkPdf(makePdf('/OpenAction 4 0 R', [objStm]))).toBe('contains active content');
    // Between a "(stream" ... "endstream)" string pair.
    expect(await checkPdf(makePdf('/A (stream\n) /OpenAction << /S /JavaScript /JS (x) >> /B (\nendstream)'))).toBe(
      'contains active content',
    );
    // Behind "%stream" comments.
    expect(await checkPdf(makePdf('%stream\n/OpenAction << /S /JavaScript /JS (x) >>\n%endstream\n'))).toBe(
      'contains active content',
    );
    // Opening a web address or another file by itself.
    expect(await checkPdf(makePdf('/OpenAction << /S /URI /URI (https://evil.example/) >>'))).toBe(
      'contains active content',
    );
    expect(await checkPdf(makePdf('/OpenAction << /S /GoToR /F (other.pdf) /D [0 /Fit] >>'))).toBe(
      'contains active content',
    );
    expect(
      await checkPdf(
        makePdf('/AA << /WC << /S /GoTo /D [3 0 R /Fit] /Next << /S /URI /URI (https://x.example) >> >> >>'),
      ),
    ).toBe('contains active content');
    // Embedded files.
    expect(await checkPdf(makePdf('/Names << /EmbeddedFiles << /Names [] >> >>'))).toBe('contains active content');
  });

  it('accepts what harmless PDFs do: a jump on opening, a clicked link, incremental updates', async () => {
    expect(await checkPdf(makePdf('/OpenAction [3 0 R /Fit]'))).toBeNull();
    expect(await checkPdf(makePdf('/OpenAction << /S /GoTo /D [3 0 R /Fit] >>'))).toBeNull();
    const link =
      '4 0 obj\n<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A << /S /URI /URI (https://foto.example/) >> >>\nendobj\n';
    expect(await checkPdf(makePdf('', [link]))).toBeNull();
    // An incremental update (more than 2 KB after the first %%EOF), then trailing whitespace.
    const base = makePdf();
    const update = `4 0 obj\n<< /Producer (${'x'.repeat(3000)}) >>\nendobj\nxref\n4 1\n${String(base.length).padStart(10, '0')} 00000 n \ntrailer\n<< /Size 5 /Root 1 0 R /Prev ${base.indexOf('xref')} /Info 4 0 R >>\nstartxref\n${base.length + 3030}\n%%EOF\n`;
    const updated = Buffer.concat([base, Buffer.from(update, 'latin1'), Buffer.from(' \n'.repeat(1500), 'latin1')]);
    expect(await checkPdf(updated)).toBeNull();
    // And the update may not bring active content along.
    const evil = update.replace(`/Producer (${'x'.repeat(3000)})`, '/S /JavaScript /JS (x)');
    expect(await checkPdf(Buffer.concat([base, Buffer.from(evil, 'latin1')]))).toBe('contains active content');
  });

  it('does not mistake binary stream data for a name', async () => {
    const data = Buffer.from('/JS /JavaScript random bytes in an image', 'latin1');
    const stream = `4 0 obj\n<< /Length ${data.length} /Filter /DCTDecode >>\nstream\n${data.toString('latin1')}\nendstream\nendobj\n`;
    expect(await checkPdf(makePdf('', [stream]))).toBeNull();
    // Names that merely start like JS are fine.
    expect(await checkPdf(makePdf('/JSON (x) /JSFoo 1'))).toBeNull();
  });
});

/**
 * A PDF written object by object, its cross-reference table pointing where `xref` says (by default
 * at each object's header): what a reader such as Acrobat follows, whatever a sequential parser saw.
 */
function rawPdf(objects: Array<{ num: number; text: string }>, xref?: (offsets: number[], pdf: string) => number[]) {
  let pdf = '%PDF-1.7\n';
  const offsets: number[] = [];
  for (const { text } of objects) {
    offsets.push(pdf.length);
    pdf += text;
  }
  const targets = xref ? xref(offsets, pdf) : offsets;
  const size = Math.max(...objects.map((o) => o.num)) + 1;
  const at = new Map(objects.map((o, i) => [o.num, targets[i] as number]));
  const start = pdf.length;
  pdf += `xref\n0 ${size}\n0000000000 65535 f \n`;
  for (let num = 1; num < size; num++) {
    const offset = at.get(num);
    pdf += offset === undefined ? '0000000000 65535 f \n' : `${String(offset).padStart(10, '0')} 00000 n \n`;
  }
  pdf += `trailer\n<< /Size ${size} /Root 1 0 R >>\nstartxref\n${start}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const CATALOG = (extra: string) => ({ num: 1, text: `1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${extra} >>\nendobj\n` });
const PAGES = { num: 2, text: '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' };
const PAGE = { num: 3, text: '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>\nendobj\n' };

describe('checkPdf sees what a reader following the cross-reference table sees', () => {
  it('accepts the plain document these tests build', async () => {
    expect(await checkPdf(rawPdf([CATALOG('/OpenAction [3 0 R /Fit]'), PAGES, PAGE]))).toBeNull();
  });

  it('refuses an object hidden inside a stream that the cross-reference table points to', async () => {
    const hidden = '6 0 obj\n<< /S /JavaScript /JS (app.alert\\(1\\)) >>\nendobj\n';
    const stream = { num: 5, text: `5 0 obj\n<< /Length ${hidden.length} >>\nstream\n${hidden}endstream\nendobj\n` };
    const pdf = rawPdf([CATALOG('/OpenAction 6 0 R'), PAGES, PAGE, stream, { num: 6, text: '' }], (offsets, text) => [
      ...offsets.slice(0, 4),
      text.indexOf('6 0 obj'),
    ]);
    expect(await checkPdf(pdf)).not.toBeNull();
    // The same hidden in a string or behind a comment.
    const inString = { num: 5, text: `5 0 obj\n<< /Note (${hidden.replace(/[()]/g, '')}) >>\nendobj\n` };
    expect(await checkPdf(rawPdf([CATALOG(''), PAGES, PAGE, inString]))).not.toBeNull();
    const inComment = { num: 5, text: `5 0 obj\n<< >>\nendobj\n%6 0 obj << /S /Launch >> endobj\n` };
    expect(await checkPdf(rawPdf([CATALOG(''), PAGES, PAGE, inComment]))).not.toBeNull();
    // A header whose parts a comment separates, inside stream data.
    const split = '6 %\n0 % x\r obj << /S /Launch >> endobj';
    const splitStream = {
      num: 5,
      text: `5 0 obj\n<< /Length ${split.length} >>\nstream\n${split}\nendstream\nendobj\n`,
    };
    expect(await checkPdf(rawPdf([CATALOG(''), PAGES, PAGE, splitStream]))).toBe(
      'contains an object the parser did not read',
    );
  });

  it('refuses an object defined twice whose first version opens a web address', async () => {
    const evil = { num: 4, text: '4 0 obj\n<< /S /URI /URI (https://evil.example/) >>\nendobj\n' };
    const harmless = { num: 4, text: '4 0 obj\n<< /S /GoTo /D [3 0 R /Fit] >>\nendobj\n' };
    // The table names the first definition; a sequential parser keeps the second.
    const pdf = rawPdf([CATALOG('/OpenAction 4 0 R'), PAGES, PAGE, evil, harmless], (offsets) => offsets.slice(0, 4));
    expect(await checkPdf(pdf)).toBe('contains active content');
  });

  it('refuses an object stream the parser does not read as one, and a reference to a missing object', async () => {
    const packed = deflateSync(Buffer.from('6 0 << /S /JavaScript /JS (app.alert\\(1\\)) >>', 'latin1')).toString(
      'latin1',
    );
    const disguised = {
      num: 5,
      text: `5 0 obj\n<< /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n${packed}\nendstream\nendobj\n`,
    };
    expect(await checkPdf(rawPdf([CATALOG(''), PAGES, PAGE, disguised]))).toBe('contains active content');
    expect(await checkPdf(rawPdf([CATALOG('/OpenAction 9 0 R'), PAGES, PAGE]))).toBe('contains active content');
  });

  it('refuses actions wherever they sit: names tree, form field events, link annotations, AcroForm', async () => {
    const cases = [
      '/Names << /JavaScript << /Names [(a) 4 0 R] >> >>',
      '/AcroForm << /Fields [] /XFA 4 0 R >>',
      '/AA << /WC << /S /SubmitForm /F (https://x.example) >> >>',
      '/AA << /WC << /S /ImportData /F (data.fdf) >> >>',
      '/OpenAction << /S /GoToE /T << /R /C /N (a) >> >>',
    ];
    for (const extra of cases) {
      expect(
        await checkPdf(rawPdf([CATALOG(extra), PAGES, PAGE, { num: 4, text: '4 0 obj\n<< >>\nendobj\n' }])),
        extra,
      ).toBe('contains active content');
    }
    const widget = {
      num: 4,
      text: '4 0 obj\n<< /Type /Annot /Subtype /Widget /Rect [0 0 1 1] /AA << /K << /S /JavaScript /JS (x) >> >> >>\nendobj\n',
    };
    expect(await checkPdf(rawPdf([CATALOG(''), PAGES, PAGE, widget]))).toBe('contains active content');
    const submitLink = {
      num: 4,
      text: '4 0 obj\n<< /Type /Annot /Subtype /Link /Rect [0 0 1 1] /A << /S /SubmitForm /F (https://x.example) >> >>\nendobj\n',
    };
    expect(await checkPdf(rawPdf([CATALOG(''), PAGES, PAGE, submitLink]))).toBe('contains active content');
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
