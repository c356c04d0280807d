import { describe, expect, it } from 'vitest';
import { ApiError, detailOf, errorMessage, loginUrl, withQuery } from './client';

describe('admin API client helpers', () => {
  it('shows the Russian text of an answer’s code, naming the first refused field', () => {
    expect(detailOf({ detail: 'Incorrect username or password', code: 'auth.invalid_credentials' }, 401)).toBe(
      'Неверное имя пользователя или пароль.',
    );
    expect(
      detailOf(
        {
          detail: 'Invalid input: title_de: Too big',
          code: 'validation_failed',
          errors: [{ path: 'title_de', code: 'too_long', message: 'Too big', params: { maximum: 300 } }],
        },
        422,
      ),
    ).toBe('Не более 300 символов. (title_de)');
    expect(detailOf({ detail: 'x', code: 'upload.pdf_too_large' }, 413)).toBe('Размер файла не должен превышать 10 МБ');
  });

  it('takes the detail, the first validation message, or the status of an answer without a code', () => {
    expect(detailOf({ detail: 'Incorrect username or password' }, 401)).toBe('Incorrect username or password');
    expect(detailOf({ detail: [{ msg: 'field required' }] }, 422)).toBe('field required');
    expect(detailOf('<html>', 502)).toBe('HTTP 502');
    expect(detailOf(null, 500)).toBe('HTTP 500');
  });

  it('builds query strings without empty values', () => {
    expect(withQuery('/api/admin/blog', { published: true, skip: undefined, category: '' })).toBe(
      '/api/admin/blog?published=true',
    );
    expect(withQuery('/api/admin/blog')).toBe('/api/admin/blog');
  });

  it('remembers the origin in the login URL', () => {
    expect(loginUrl('/admin/blog?x=1')).toBe('/admin/login?redirect=%2Fadmin%2Fblog%3Fx%3D1');
  });

  it('reports an ApiError by its detail and anything else by its message or the fallback', () => {
    expect(errorMessage(new ApiError(400, 'Bad'))).toBe('Bad');
    expect(errorMessage(new Error('boom'))).toBe('boom');
    expect(errorMessage('x', 'Login failed')).toBe('Login failed');
  });
});
