import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES, passwordProblem } from './password.ts';

describe('passwordProblem', () => {
  it('checks the rules in the spec order and names the first one broken', () => {
    expect(passwordProblem('a1!')).toBe('Пароль должен содержать минимум 8 символов');
    expect(passwordProblem('abcdefgh!')).toBe(PASSWORD_MESSAGES.noDigit);
    expect(passwordProblem('abcdefg1')).toBe(PASSWORD_MESSAGES.noSpecial);
    expect(passwordProblem('abcdefg1?')).toBe(PASSWORD_MESSAGES.noSpecial);
    expect(passwordProblem('Tr4ub-Ente!', 'Tr4ub-Ente?')).toBe('Новые пароли не совпадают');
  });

  it('accepts a password that follows every rule', () => {
    expect(passwordProblem('Tr4ub-Ente!')).toBeNull();
    expect(passwordProblem('Tr4ub-Ente!', 'Tr4ub-Ente!')).toBeNull();
    expect(passwordProblem(`${'a'.repeat(126)}1!`)).toBeNull();
  });

  it('refuses passwords longer than 128 characters', () => {
    expect(passwordProblem(`${'a'.repeat(127)}1!`)).toBe(PASSWORD_MESSAGES.tooLong);
  });

  it('refuses very common passwords whatever their case', () => {
    for (const common of ['Passwort1!', 'Password1!', 'qwerty123!', 'ADMIN123!', '12345678!a']) {
      expect(passwordProblem(common), common).toBe(PASSWORD_MESSAGES.tooCommon);
    }
  });
});
