import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, resolveSecretKey } from './config.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.database).toEqual({ kind: 'sqlite', file: path.resolve('./data/site.db') });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.admin).toEqual({ username: 'admin', password: undefined });
    expect(config.logLevel).toBe('info');
    expect(config.publicFormRateLimitMax).toBe(10);
  });

  it('reads a raised public form rate limit and refuses a non-positive one', () => {
    expect(loadConfig({ RATE_LIMIT_PUBLIC_FORMS_MAX: '100000' }).publicFormRateLimitMax).toBe(100000);
    expect(() => loadConfig({ RATE_LIMIT_PUBLIC_FORMS_MAX: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ RATE_LIMIT_PUBLIC_FORMS_MAX: 'many' })).toThrow(ConfigError);
  });

  it('trusts the proxy on loopback by default; TRUST_PROXY lists others or none', () => {
    expect(loadConfig({}).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1' }).trustProxy).toEqual(['10.0.0.0/8', '::1']);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(ConfigError);
  });

  it('stores media on the disk by default; MEDIA_STORAGE=s3 needs a bucket and credentials, all named at once', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'disk' });
    const s3 = loadConfig({
      MEDIA_STORAGE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(s3.storage).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'media',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    const aws = loadConfig({
      MEDIA_STORAGE: 's3',
      S3_BUCKET: 'b',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'i',
      S3_SECRET_ACCESS_KEY: 's',
    });
    expect(aws.storage).toMatchObject({ endpoint: undefined, region: 'eu-central-1', forcePathStyle: false });
    try {
      loadConfig({ MEDIA_STORAGE: 's3', S3_BUCKET: 'b' });
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'S3_ACCESS_KEY_ID: is required when MEDIA_STORAGE=s3',
        'S3_SECRET_ACCESS_KEY: is required when MEDIA_STORAGE=s3',
      ]);
    }
    expect(() => loadConfig({ MEDIA_STORAGE: 'ftp' })).toThrow(ConfigError);
    expect(() => loadConfig({ MEDIA_STORAGE: 's3', S3_ENDPOINT: 'minio:9000' })).toThrow(ConfigError);
  });

  it('selects PostgreSQL from DATABASE_URL and trims the public URL', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/site',
      PUBLIC_URL: 'https://foto.example.de/',
      PORT: '8080',
    });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u:p@127.0.0.1:5432/site' });
    expect(config.publicUrl).toBe('https://foto.example.de');
    expect(config.port).toBe(8080);
  });

  it('lists every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
        SECRET_KEY: 'short',
        PUBLIC_URL: 'example.com',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'SECRET_KEY', 'PUBLIC_URL']) {
      expect(problems).toContain(name);
    }
    expect((error as ConfigError).problems).toHaveLength(5);
  });
});

describe('resolveSecretKey', () => {
  it('generates a key into DATA_DIR once and reuses it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cfg-'));
    const first = resolveSecretKey(loadConfig({ DATA_DIR: dir }));
    const second = resolveSecretKey(loadConfig({ DATA_DIR: dir }));
    expect(first.secretKey.length).toBeGreaterThanOrEqual(32);
    expect(second.secretKey).toBe(first.secretKey);
    expect(readFileSync(path.join(dir, 'secret.key'), 'utf8').trim()).toBe(first.secretKey);
    expect(statSync(path.join(dir, 'secret.key')).mode & 0o777).toBe(0o600);
  });

  it('keeps a configured key', () => {
    const key = 'k'.repeat(40);
    expect(resolveSecretKey(loadConfig({ SECRET_KEY: key })).secretKey).toBe(key);
  });
});
