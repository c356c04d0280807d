import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Two workers, each with a server and a data directory of its own (ports E2E_PORT and E2E_PORT + 1):
 * a journey never sees what another worker's journey changes at the same moment, and the files are
 * spread over both (about 1.6 times faster on two cores than one worker). E2E_WORKERS=1 for one.
 * This file is read again in each worker, where TEST_PARALLEL_INDEX says which server is its own.
 */
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
const PORT = BASE_PORT + (Number(process.env.TEST_PARALLEL_INDEX ?? 0) % WORKERS);
// A fresh data directory per run; workers inherit it through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
const dataDir = (index: number) => path.join(process.env.E2E_DATA_DIR as string, `server-${index}`);
/** The data directory of this worker's server (a test that runs the admin CLI needs it). */
process.env.E2E_SERVER_DATA_DIR = dataDir(PORT - BASE_PORT);

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The journeys a phone changes: layout at 360-390 px, the menu, touch (swipe, double tap), the
 * calendar, forms without JavaScript, the client gallery, axe at phone width. Journeys that check
 * what the server stores or answers (the office's editing, XSS, privacy, mail, consent and CSP
 * rules) would run the same on a phone and stay desktop-only; the office's phone layout has its
 * own spec at 360 px (admin-phone.spec.ts sets its own phone viewport, so it runs once, under
 * desktop). The sharpness check makes its own screens (390 px @3x, 1440 px @1x and @2x).
 */
const PHONE_SPECS = [
  'a11y',
  'blog',
  'booking',
  'booking-availability',
  'forms-no-js',
  'galleries',
  'galleries-delivery',
  'gallery-order',
  'gallery-publication',
  'gallery-selection',
  'language',
  'navigation-crawl',
  'phone-menu',
  'portfolio',
  'project-page',
  'public-site',
  'visual-system',
].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: WORKERS,
  // One retry on CI only: a test that fails twice fails the run; a flaky pass shows as 'flaky' in the report.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A stored cookie choice (necessary only), so the consent banner that opens after a second
    // never covers what a journey clicks. cookie-consent.spec.ts starts without it.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: `http://127.0.0.1:${PORT}`,
          localStorage: [
            {
              name: 'cookieConsent',
              value: JSON.stringify({
                necessary: true,
                analytics: false,
                marketing: false,
                timestamp: '2026-01-01T00:00:00.000Z',
              }),
            },
          ],
        },
      ],
    },
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
      testMatch: PHONE_SPECS,
    },
  ],
  webServer: Array.from({ length: WORKERS }, (_, index) => ({
    command: 'node ../api/src/server.ts',
    url: `http://127.0.0.1:${BASE_PORT + index}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: 'production',
      PORT: String(BASE_PORT + index),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir(index),
      RATE_LIMIT_PUBLIC_FORMS_MAX: '1000',
      PUBLIC_URL: `http://127.0.0.1:${BASE_PORT + index}`,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'E2e-admin-pass1!',
      LOG_LEVEL: 'warn',
    },
  })),
});
