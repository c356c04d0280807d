import { describe, expect, it } from 'vitest';
import { areaOf, recordFor } from './audit.recorder.ts';
import { actionOf, diffRecords, HIDDEN, labelOf, summarizeBody } from './audit.summary.ts';

describe('audit summaries', () => {
  it('lists only the fields that changed, opening a JSON section into its settings', () => {
    const before = {
      key: 'branding',
      value: JSON.stringify({ site_name: 'Alt', slogan: 'S' }),
      updated_at: '1',
      version: 3,
    };
    const after = {
      key: 'branding',
      value: JSON.stringify({ site_name: 'Neu', slogan: 'S' }),
      updated_at: '2',
      version: 4,
    };
    expect(diffRecords(before, after)).toEqual([{ field: 'value.site_name', before: 'Alt', after: 'Neu' }]);
  });

  it('never writes a secret, only that it changed', () => {
    const changes = diffRecords(
      { password_hash: 'scrypt$abc', value: { smtp_password: 'old-secret' }, totp_secret: '' },
      { password_hash: 'scrypt$def', value: { smtp_password: 'new-secret' }, totp_secret: 'JBSWY3DP' },
    );
    expect(changes).toEqual([
      { field: 'password_hash', before: HIDDEN, after: HIDDEN },
      { field: 'value.smtp_password', before: HIDDEN, after: HIDDEN },
      { field: 'totp_secret', before: null, after: HIDDEN },
    ]);
    const body = summarizeBody({
      currentPassword: 'Old-Pass1!',
      newPassword: 'New-Pass1!',
      code: '123456',
      email: 'a@b.de',
    });
    expect(JSON.stringify(body)).not.toMatch(/Pass1|123456/);
    expect(body).toContainEqual({ field: 'email', before: null, after: 'a@b.de' });
  });

  it('shortens long texts and shows HTML as its text', () => {
    const [change] = diffRecords({ content: '' }, { content: `<p>${'Licht '.repeat(60)}</p>` });
    expect(change?.after?.length).toBe(120);
    expect(change?.after).toMatch(/^Licht Licht.*…$/);
  });

  it('names the action from the record before and after, and the record by its title', () => {
    expect(actionOf('POST', true, null, { id: 'a' })).toBe('create');
    expect(actionOf('DELETE', true, { id: 'a' }, null)).toBe('delete');
    expect(actionOf('PUT', true, { id: 'a' }, { id: 'a' })).toBe('update');
    expect(actionOf('POST', false, null, null)).toBe('action');
    expect(labelOf({ id: 'x', title_de: 'Hochzeit in Weimar', name: 'n' })).toBe('Hochzeit in Weimar');
    expect(labelOf({ password_hash: 'x' })).toBeNull();
  });

  it('finds the declaration covering a route at a path boundary, the longest first', () => {
    const records = [
      { routes: '/api/admin/portfolio', table: 'portfolio_item' as const },
      { routes: '/api/admin/settings/services', table: 'setting' as const, key: { column: 'key', value: 'services' } },
    ];
    expect(recordFor(records, '/api/admin/portfolio/:id')?.table).toBe('portfolio_item');
    expect(recordFor(records, '/api/admin/portfolio-categories/:id')).toBeUndefined();
    expect(recordFor(records, '/api/admin/settings/services-order')).toBeUndefined();
    // A fixed path beside a table's records names none of them; below a keyed record it is that record.
    expect(recordFor(records, '/api/admin/portfolio/:id/photos')?.table).toBe('portfolio_item');
    expect(recordFor(records, '/api/admin/portfolio/watermark-logo')).toBeUndefined();
    expect(recordFor(records, '/api/admin/settings/services/regenerate')?.table).toBe('setting');
    expect(areaOf('/api/admin/mail/outbox/:id/resend')).toBe('mail/outbox/resend');
  });
});
