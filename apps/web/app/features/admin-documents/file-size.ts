/** Over 1 MB: MB with one decimal; otherwise rounded KB; 'Неизвестно' when absent. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes)) return 'Неизвестно';
  const MB = 1024 * 1024;
  if (bytes > MB) return `${(bytes / MB).toFixed(1)} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}

export const MAX_PDF_BYTES = 10_485_760;

/** The spec's texts for the two PDF limits (also shown when the server is the one refusing). */
const NOT_A_PDF = 'Ошибка: Разрешены только PDF файлы';
const PDF_TOO_LARGE = 'Ошибка: Размер файла не должен превышать 10MB';

/** The checks made before an upload starts; null when the file may be sent. */
export function pdfProblem(file: { type: string; name: string; size: number }): string | null {
  const isPdf = file.type === 'application/pdf' || (file.type === '' && file.name.toLowerCase().endsWith('.pdf'));
  if (!isPdf) return NOT_A_PDF;
  if (file.size > MAX_PDF_BYTES) return PDF_TOO_LARGE;
  return null;
}

/** The server's refusal of a PDF by one of the two limits: the spec's text; null for any other. */
export function pdfLimitText(code: string | undefined): string | null {
  if (code === 'upload.not_a_pdf') return NOT_A_PDF;
  if (code === 'upload.pdf_too_large') return PDF_TOO_LARGE;
  return null;
}
