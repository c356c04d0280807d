import { describe, expect, it } from 'vitest';
import { generatePassword, hashPassword, verifyPassword } from './auth.passwords.ts';

describe('password hashing (scrypt)', () => {
  it('stores params, salt and hash, and verifies only the right password', async () => {
    const hash = await hashPassword('Tr4ub-Ente!');
    expect(hash).toMatch(/^scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await hashPassword('Tr4ub-Ente!')).not.toBe(hash); // fresh salt each time
    expect(await verifyPassword('Tr4ub-Ente!', hash)).toBe(true);
    expect(await verifyPassword('Tr4ub-Ente?', hash)).toBe(false);
  }, 30_000); // four full scrypt runs on a shared machine

  it('never matches a malformed or absurd stored hash', async () => {
    for (const stored of ['', 'plain-text', 'scrypt$ln=17,r=8,p=1$abc', 'scrypt$ln=40,r=8,p=1$YWJj$YWJj']) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
  });

  it('generates passwords that follow the password rules', () => {
    for (let i = 0; i < 20; i++) expect(generatePassword()).toMatch(/^(?=.*[0-9])(?=.*[!@#$%^&*]).{22}$/);
  });
});
