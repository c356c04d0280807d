import { describe, expect, it } from 'vitest';
import { loginRequestSchema } from './auth.ts';

describe('loginRequestSchema', () => {
  it('accepts a normal login and trims the username', () => {
    expect(loginRequestSchema.parse({ username: ' admin ', password: 'secret' })).toEqual({
      username: 'admin',
      password: 'secret',
    });
  });

  it('refuses a NUL character in the username (PostgreSQL cannot look it up)', () => {
    expect(loginRequestSchema.safeParse({ username: 'ad\u0000min', password: 'secret' }).success).toBe(false);
  });
});
