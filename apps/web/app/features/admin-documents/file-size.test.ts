import { describe, expect, it } from 'vitest';
import { formatFileSize, pdfLimitText, pdfProblem } from './file-size';

describe('formatFileSize', () => {
  it('shows sizes over 1 MB in MB with one decimal', () => {
    expect(formatFileSize(1024 * 1024 + 1)).toBe('1.0 MB');
    expect(formatFileSize(2.55 * 1024 * 1024)).toBe('2.5 MB');
    expect(formatFileSize(10_485_760)).toBe('10.0 MB');
  });

  it('shows 1 MB and less as rounded KB', () => {
    expect(formatFileSize(1024 * 1024)).toBe('1024 KB');
    expect(formatFileSize(1536)).toBe('2 KB');
    expect(formatFileSize(400)).toBe('0 KB');
    expect(formatFileSize(0)).toBe('0 KB');
  });

  it('says Неизвестно when the size is absent', () => {
    expect(formatFileSize(null)).toBe('Неизвестно');
    expect(formatFileSize(undefined)).toBe('Неизвестно');
  });
});

describe('pdfProblem', () => {
  it('refuses anything but PDF, then files over 10 MB', () => {
    expect(pdfProblem({ type: 'image/png', name: 'a.png', size: 10 })).toBe('Ошибка: Разрешены только PDF файлы');
    expect(pdfProblem({ type: 'application/pdf', name: 'a.pdf', size: 10_485_761 })).toBe(
      'Ошибка: Размер файла не должен превышать 10MB',
    );
    expect(pdfProblem({ type: 'application/pdf', name: 'a.pdf', size: 10_485_760 })).toBeNull();
    expect(pdfProblem({ type: '', name: 'AGB.PDF', size: 5 })).toBeNull();
  });
});

describe('pdfLimitText', () => {
  it('shows the spec’s text when the server refuses a PDF by one of the two limits', () => {
    expect(pdfLimitText('upload.not_a_pdf')).toBe('Ошибка: Разрешены только PDF файлы');
    expect(pdfLimitText('upload.pdf_too_large')).toBe('Ошибка: Размер файла не должен превышать 10MB');
    expect(pdfLimitText('upload.pdf_unsafe')).toBeNull();
    expect(pdfLimitText(undefined)).toBeNull();
  });
});
