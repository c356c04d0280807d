import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';

export const ADMIN = { username: 'admin', password: 'E2e-admin-pass1!' };

/** A short unique suffix so that both projects (desktop, phone) can run against one database. */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

export async function apiToken(request: APIRequestContext, password = ADMIN.password): Promise<string> {
  const res = await request.post('/api/admin/login', { data: { username: ADMIN.username, password } });
  if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
  return (await res.json()).access_token as string;
}

/** Signs in through the API and stores the token where the back office looks for it. */
export async function signIn(page: Page, request: APIRequestContext): Promise<string> {
  const token = await apiToken(request);
  await page.addInitScript((t) => {
    if (!window.sessionStorage.getItem('e2e-signed-in')) {
      window.localStorage.setItem('admin_token', t);
      window.sessionStorage.setItem('e2e-signed-in', '1');
    }
  }, token);
  return token;
}

/** A small PNG made at test time (no binaries in the repository). */
export async function pngFile(name: string, color: string) {
  const buffer = await sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** A minimal valid one-page PDF with a correct cross-reference table. */
export function pdfFile(name: string, text = 'Preisliste') {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    (() => {
      const content = `BT /F1 18 Tf 20 70 Td (${text}) Tj ET`;
      return `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
    })(),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) body += `${String(o).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body, 'latin1') };
}

/** Accepts every confirm() and alert() of the page, remembering their texts. */
export function acceptDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
  return seen;
}

/** On a phone the sidebar is behind the menu button. */
export async function openNav(page: Page) {
  const menu = page.getByRole('button', { name: 'Открыть меню' });
  if (await menu.isVisible()) await menu.click();
}
