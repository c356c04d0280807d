import { describe, expect, it } from 'vitest';
import { createSecretBox } from './mail.crypto.ts';

const KEY = 'k'.repeat(40);

describe('secret box (AES-256-GCM, HKDF key)', () => {
  it('round-trips and never stores the plain text', () => {
    const box = createSecretBox(KEY, 'smtp-password');
    const sealed = box.encrypt('app-pass-123');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('app-pass-123');
    expect(box.encrypt('app-pass-123')).not.toBe(sealed); // fresh IV
    expect(box.decrypt(sealed)).toBe('app-pass-123');
  });

  it('refuses another key, another purpose and any tampering', () => {
    const sealed = createSecretBox(KEY, 'smtp-password').encrypt('app-pass-123');
    expect(createSecretBox('x'.repeat(40), 'smtp-password').decrypt(sealed)).toBeNull();
    expect(createSecretBox(KEY, 'other').decrypt(sealed)).toBeNull();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(createSecretBox(KEY, 'smtp-password').decrypt(parts.join('.'))).toBeNull();
    expect(createSecretBox(KEY, 'smtp-password').decrypt('garbage')).toBeNull();
  });
});
