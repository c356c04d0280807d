import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key.ts';

describe('clientKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('127.0.0.1')).toBe('127.0.0.1');
    expect(clientKey('203.0.113.7')).not.toBe(clientKey('203.0.113.8'));
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(clientKey('::ffff:1.2.3.4')).toBe('1.2.3.4');
    expect(clientKey('::ffff:0102:0304')).toBe('1.2.3.4');
  });

  it('counts an IPv6 address by its /64 prefix, however it is written', () => {
    const key = clientKey('2001:db8:85a3:42:1:2:3:4');
    expect(key).toBe('2001:db8:85a3:42::/64');
    expect(clientKey('2001:0db8:85a3:0042:ffff:ffff:ffff:ffff')).toBe(key);
    expect(clientKey('2001:db8:85a3:42::')).toBe(key);
    expect(clientKey('2001:DB8:85A3:42::9')).toBe(key);
    // The neighbouring /64 is another client.
    expect(clientKey('2001:db8:85a3:43::1')).toBe('2001:db8:85a3:43::/64');
    expect(clientKey('::1')).toBe('::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80::/64');
  });

  it('keeps what is not an address (a Unix socket, nothing) as it is', () => {
    expect(clientKey('')).toBe('');
    expect(clientKey('unix:/run/site.sock')).toBe('unix:/run/site.sock');
  });
});
