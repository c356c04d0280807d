import { describe, expect, it } from 'vitest';
import { ApiError, detailOf, errorMessage, loginUrl, withQuery } from './client';

describe('admin API client helpers', () => {
  it('takes the server detail, the first validation message, or the status', () => {
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
