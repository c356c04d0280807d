import {
  analyticsSchema,
  brandingSchema,
  contactSettingsSchema,
  impressumSchema,
  missingImpressumFields,
  servicesSettingsSchema,
  siteImagesSchema,
} from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, TEST_ADMIN_ENV } from '../../../test/admin.ts';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/test-app.ts';

describe(`settings sections (${TEST_DB})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(TEST_ADMIN_ENV, { mailWorker: false });
    token = await login(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, auth?: string) =>
    t.app.inject({ method: 'GET', url, ...(auth ? { headers: bearer(auth) } : {}) });
  const put = (url: string, payload: object, auth: string | null = token) =>
    t.app.inject({ method: 'PUT', url, payload, ...(auth ? { headers: bearer(auth) } : {}) });

  it('seeds the spec defaults, readable without a token', async () => {
    const branding = (await get('/api/admin/settings/branding')).json();
    expect(branding.site_name).toBe('Lichtblick Fotografie');
    expect(branding.hero_title_de).toBe('Hochzeitsfotograf in Thüringen und Sachsen');
    expect(branding.hero_title_ru).toBe('Свадебный фотограф в Тюрингии и Саксонии');
    expect(branding.wedding_expertise_de.match(/<p>/g)).toHaveLength(3);
    expect(branding.wedding_expertise_ru.match(/<p>/g)).toHaveLength(3);
    expect(brandingSchema.safeParse(branding).success).toBe(true);

    expect((await get('/api/admin/settings/contact')).json()).toEqual({
      contact_email: 'info@lichtblick-fotografie.de',
      contact_phone: '+49 365 1234567',
      contact_address: 'Berlin, Deutschland',
      contact_hours: 'Mo-Fr 09:00-18:00, Sa 10:00-16:00',
    });
    expect((await get('/api/admin/settings/analytics')).json()).toEqual({ google_analytics_id: '' });
    const images = (await get('/api/admin/settings/site-images')).json();
    expect(Object.keys(images)).toHaveLength(8);
    expect(Object.values(images).every((v) => v === '')).toBe(true);

    const impressum = (await get('/api/admin/settings/impressum')).json();
    expect(impressumSchema.safeParse(impressum).success).toBe(true);
    const publicImpressum = await get('/api/public/impressum');
    expect(publicImpressum.statusCode).toBe(200);
    expect(publicImpressum.json()).toEqual(impressum);
  });

  it('seeds the six services, the first four with tariffs of their own', async () => {
    const res = await get('/api/admin/settings/services');
    expect(res.statusCode).toBe(200);
    const { services } = res.json();
    expect(servicesSettingsSchema.safeParse({ services }).success).toBe(true);
    expect(services.map((s: { id: string }) => s.id)).toEqual([
      'wedding',
      'portrait',
      'architecture',
      'events',
      'restoration',
      'aiPhotoshoot',
    ]);
    expect(services.map((s: { icon: string }) => s.icon)).toEqual([
      'Heart',
      'User',
      'Building',
      'Camera',
      'Palette',
      'Sparkles',
    ]);
    expect(services.map((s: { price: string }) => s.price)).toEqual([
      'ab 1.500 €',
      'ab 150 €',
      'ab 300 €',
      'ab 400 €',
      'ab 25 €',
      'ab 49 €',
    ]);
    const tariffs = (service: { tariffs: { id: string; price: string; popular: boolean }[] }) =>
      service.tariffs.map((x) => [x.id, x.price, x.popular]);
    expect(services.slice(0, 4).map(tariffs)).toEqual([
      [
        ['basic', 'ab 1.500 €', false],
        ['standard', 'ab 2.300 €', true],
        ['premium', 'ab 3.200 €', false],
      ],
      // The spec's sample tariffs, on the service that starts at 150 EUR.
      [
        ['basic', 'ab 150 €', false],
        ['standard', 'ab 300 €', true],
        ['premium', 'ab 500 €', false],
      ],
      [
        ['basic', 'ab 300 €', false],
        ['standard', 'ab 650 €', true],
        ['premium', 'ab 1.200 €', false],
      ],
      [
        ['basic', 'ab 400 €', false],
        ['standard', 'ab 750 €', true],
        ['premium', 'ab 1.300 €', false],
      ],
    ]);
    expect(services[0].tariffs[2].features_de).toContain('Zweiter Fotograf');
    expect(services[1].tariffs[0].features_ru.length).toBe(4);
    expect(services[4].tariffs).toEqual([]);
    expect(services[5].tariffs).toEqual([]);
  });

  it('refuses every PUT without a token', async () => {
    for (const section of ['impressum', 'site-images', 'analytics', 'contact', 'services', 'branding', 'social']) {
      const res = await put(`/api/admin/settings/${section}`, {}, null);
      expect(res.statusCode, section).toBe(401);
    }
  });

  it('saves each section whole and answers the saved object', async () => {
    const impressum = {
      name: 'Anna Beispiel',
      company: 'Lichtblick Fotografie',
      street: 'Markt 5',
      city: '07545 Gera',
      country: 'Deutschland',
      phone: '+49 365 7654321',
      email: 'anna@example.de',
      vatId: 'DE987654321',
      responsiblePerson: 'Anna Beispiel',
    };
    // A fresh installation publishes no fictitious person: the person's fields are empty.
    const fresh = (await get('/api/public/impressum')).json();
    expect(fresh).toMatchObject({ name: '', street: '', vatId: '', responsiblePerson: '', small_business: false });
    expect(missingImpressumFields(fresh)).toEqual(['name', 'street', 'city', 'phone', 'email', 'responsiblePerson']);

    const saved = await put('/api/admin/settings/impressum', impressum);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...impressum, small_business: false });
    expect((await get('/api/public/impressum')).json()).toEqual({ ...impressum, small_business: false });
    expect(missingImpressumFields(saved.json())).toEqual([]);
    // No VAT ID: a small business under § 19 UStG says so instead.
    const small = await put('/api/admin/settings/impressum', { ...impressum, vatId: '', small_business: true });
    expect(small.statusCode).toBe(200);
    expect(small.json()).toMatchObject({ vatId: '', small_business: true });
    const missing = await put('/api/admin/settings/impressum', { ...impressum, name: '  ' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors[0].path).toBe('name');
    const badMail = await put('/api/admin/settings/impressum', { ...impressum, email: 'keine-adresse' });
    expect(badMail.statusCode).toBe(422);
    expect(badMail.json().errors[0].path).toBe('email');

    const contact = {
      contact_email: 'hallo@example.de',
      contact_phone: '+49 341 1111',
      contact_address: 'Leipzig',
      contact_hours: 'Mo-Fr 10:00-17:00',
    };
    expect((await put('/api/admin/settings/contact', contact)).json()).toEqual(contact);
    expect((await put('/api/admin/settings/contact', { ...contact, contact_hours: '' })).statusCode).toBe(422);
    expect((await get('/api/admin/settings/contact')).json()).toEqual(contact);

    expect((await put('/api/admin/settings/analytics', { google_analytics_id: 'G-ABC123XYZ' })).json()).toEqual({
      google_analytics_id: 'G-ABC123XYZ',
    });
    expect((await put('/api/admin/settings/analytics', { google_analytics_id: 'UA-1234' })).statusCode).toBe(422);
    expect((await put('/api/admin/settings/analytics', { google_analytics_id: '' })).json()).toEqual({
      google_analytics_id: '',
    });

    const images = Object.fromEntries(Object.keys(siteImagesSchema.shape).map((k) => [k, '']));
    images.hero_background_image = '/media/images/hero.jpg';
    expect((await put('/api/admin/settings/site-images', images)).json()).toEqual(images);
    const evil = await put('/api/admin/settings/site-images', { ...images, about_image: 'javascript:alert(1)' });
    expect(evil.statusCode).toBe(422);
    // An outside address would be blocked by the pages' CSP (a broken hero): refused, naming the field.
    const outside = await put('/api/admin/settings/site-images', {
      ...images,
      about_image: 'https://cdn.example/a.jpg',
    });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors[0].path).toBe('about_image');
    expect((await get('/api/admin/settings/site-images')).json()).toEqual(images);
    expect(analyticsSchema.safeParse((await get('/api/admin/settings/analytics')).json()).success).toBe(true);
    expect(contactSettingsSchema.safeParse((await get('/api/admin/settings/contact')).json()).success).toBe(true);
  });

  it('sanitises the wedding expertise HTML and requires the branding fields', async () => {
    const branding = (await get('/api/admin/settings/branding')).json();
    const res = await put('/api/admin/settings/branding', {
      ...branding,
      site_name: 'Neuer Name',
      wedding_expertise_de: '<p onclick="x()">Hallo<script>alert(1)</script></p>',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().wedding_expertise_de).toBe('<p>Hallo</p>');
    expect(res.json().site_name).toBe('Neuer Name');
    expect((await get('/api/admin/settings/branding')).json().wedding_expertise_de).toBe('<p>Hallo</p>');
    const missing = await put('/api/admin/settings/branding', { ...branding, hero_title_ru: '' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors[0].path).toBe('hero_title_ru');
  });

  it('replaces the whole service list with its nested tariffs, checking the required fields', async () => {
    const { services } = (await get('/api/admin/settings/services')).json();
    const newService = {
      id: '1732200000000',
      name_de: 'Babybauch',
      name_ru: 'Беременность',
      description_de: 'Schwangerschaftsfotos',
      description_ru: 'Фотосессия беременности',
      price: 'ab 200 €',
      image: '',
      active: true,
      features_de: ['Studio'],
      features_ru: ['Студия'],
      tariffs: [{ id: 't1', name_de: 'Klein', name_ru: 'Малый', price: '200 €', features_de: ['1 Stunde'] }],
    };
    const res = await put('/api/admin/settings/services', { services: [...services.slice(1), newService] });
    expect(res.statusCode).toBe(200);
    const saved = res.json().services;
    expect(saved).toHaveLength(6);
    expect(saved[5]).toMatchObject({ id: '1732200000000', icon: 'Camera', tariffs: [{ id: 't1', popular: false }] });
    expect((await get('/api/admin/settings/services')).json().services).toEqual(saved);

    const bad = await put('/api/admin/settings/services', { services: [{ ...newService, price: '' }] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].path).toBe('services.0.price');
    const noName = await put('/api/admin/settings/services', { services: [{ ...newService, name_ru: '' }] });
    expect(noName.statusCode).toBe(422);
    expect((await put('/api/admin/settings/services', {})).statusCode).toBe(422);
  });

  it('social links: checked URLs, answered with linkedin/whatsapp aliases; user profile only with a token', async () => {
    const links = {
      instagram: 'https://instagram.com/lichtblick',
      facebook: '',
      twitter: 'https://www.linkedin.com/in/lichtblick',
      email: '+49 170 1234567',
    };
    const res = await put('/api/admin/settings/social', links);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...links, linkedin: links.twitter, whatsapp: links.email });
    expect((await put('/api/admin/settings/social', { ...links, facebook: 'javascript:alert(1)' })).statusCode).toBe(
      422,
    );
    expect((await put('/api/admin/settings/social', { ...links, instagram: 'not a url' })).statusCode).toBe(422);

    const anonymous = await get('/api/admin/settings/user');
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ social_links: { ...links, linkedin: links.twitter, whatsapp: links.email } });
    const withBadToken = await get('/api/admin/settings/user', 'not-a-token');
    expect(Object.keys(withBadToken.json())).toEqual(['social_links']);
    const signedIn = (await get('/api/admin/settings/user', token)).json();
    expect(signedIn).toMatchObject({ username: 'admin', email: '', social_links: { instagram: links.instagram } });
  });

  it('keeps what the owner saved across a restart (seeders only fill what is missing)', async () => {
    const before = (await get('/api/admin/settings/branding')).json();
    expect(before.site_name).toBe('Neuer Name');
    const { buildApp } = await import('../../app.ts');
    const again = await buildApp(t.config, { web: 'none', mailWorker: false, logStream: { write: () => true } });
    try {
      expect((await again.inject({ method: 'GET', url: '/api/admin/settings/branding' })).json()).toEqual(before);
    } finally {
      await again.close();
    }
  });
});
