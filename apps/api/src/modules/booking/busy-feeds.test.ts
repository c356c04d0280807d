import { lookup } from 'node:dns/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedFetchError, fetchFeed, isPublicAddress, MAX_FEED_BYTES } from './busy-feeds.fetch.ts';
import { busySpans } from './busy-feeds.ics.ts';
import { maskUrl } from './busy-feeds.service.ts';

/** ADR 050: which addresses the server may fetch a calendar from, and how a calendar becomes busy times. */
describe('calendar addresses', () => {
  it('only public addresses pass', () => {
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      '[::1]',
      'fe80::1',
      'fe80::1%eth0',
      'fd00:ec2::254',
      'fc00::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:169.254.169.254',
      '64:ff9b::a00:1',
      '2002:7f00:1::',
      'ff02::1',
      'localhost',
      'not an address',
    ])
      expect(isPublicAddress(address), address).toBe(false);
    for (const address of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '142.250.185.78', '2a00:1450:4001:80b::200e'])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it('masks an address down to its host and last characters', () => {
    const masked = maskUrl(
      new URL('https://calendar.google.com/calendar/ical/owner%40gmail.com/private-9f8e7d6c5b4a/basic.ics'),
    );
    expect(masked).toBe('https://calendar.google.com/….ics');
    expect(masked).not.toContain('9f8e7d6c5b4a');
  });
});

describe('fetching a calendar', () => {
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/huge.ics') {
        response.writeHead(200, { 'content-type': 'text/calendar' });
        // No content-length: the limit is counted while reading.
        const chunk = Buffer.alloc(1024 * 1024, 'A');
        for (let i = 0; i <= MAX_FEED_BYTES / chunk.length; i++) response.write(chunk);
        response.end();
        return;
      }
      response.writeHead(200, { 'content-type': 'text/calendar' });
      response.end('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const code = async (promise: Promise<unknown>) => {
    try {
      await promise;
      return 'fetched';
    } catch (error) {
      return error instanceof FeedFetchError ? error.code : String(error);
    }
  };
  const none = { etag: '', lastModified: '' };

  it('refuses a host name that resolves to a private address (the socket’s own lookup is checked)', async () => {
    const name = hostname();
    const addresses = await lookup(name, { all: true });
    // The precondition: this machine's name resolves to its own (non-public) address.
    expect(addresses.some((a) => !isPublicAddress(a.address))).toBe(true);
    expect(await code(fetchFeed(`http://${name}:${port}/a.ics`, none, { allowAddresses: [] }))).toBe(
      'address_not_public',
    );
    expect(await code(fetchFeed(`http://127.0.0.1:${port}/a.ics`, none, { allowAddresses: [] }))).toBe(
      'address_not_public',
    );
    // Allowed explicitly (what the API tests do): fetched.
    expect(await code(fetchFeed(`http://127.0.0.1:${port}/a.ics`, none, { allowAddresses: ['127.0.0.1'] }))).toBe(
      'fetched',
    );
  });

  it('stops reading past the size limit', async () => {
    expect(await code(fetchFeed(`http://127.0.0.1:${port}/huge.ics`, none, { allowAddresses: ['127.0.0.1'] }))).toBe(
      'too_large',
    );
  });

  it('refuses other schemes and credentials in the address', async () => {
    for (const address of ['file:///etc/passwd', 'ftp://example.org/a.ics', 'gopher://x', 'https://u:p@example.org/'])
      expect(await code(fetchFeed(address, none, { allowAddresses: [] })), address).toBe('invalid_address');
  });
});

const calendar = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...events, 'END:VCALENDAR'].join('\r\n');

describe('busy times from a calendar', () => {
  const range = { from: '2027-03-01', to: '2027-03-31', ignoreUid: (uid: string) => uid.endsWith('@foto.example') };

  it('all-day, timed (TZID, UTC, floating), weekly with EXDATE and a moved occurrence; cancelled and transparent ones are not busy', () => {
    const spans = busySpans(
      calendar(
        'BEGIN:VEVENT\r\nUID:holiday\r\nDTSTART;VALUE=DATE:20270310\r\nDTEND;VALUE=DATE:20270312\r\nSUMMARY:Urlaub\r\nEND:VEVENT',
        'BEGIN:VEVENT\r\nUID:doctor\r\nDTSTART;TZID=Europe/Berlin:20270315T103000\r\nDTEND;TZID=Europe/Berlin:20270315T113000\r\nSUMMARY:Arzt\r\nEND:VEVENT',
        'BEGIN:VEVENT\r\nUID:utc\r\nDTSTART:20270316T080000Z\r\nDTEND:20270316T090000Z\r\nEND:VEVENT',
        'BEGIN:VEVENT\r\nUID:ny\r\nDTSTART;TZID=America/New_York:20270317T090000\r\nDTEND;TZID=America/New_York:20270317T100000\r\nEND:VEVENT',
        'BEGIN:VEVENT\r\nUID:yoga\r\nDTSTART;TZID=Europe/Berlin:20270305T150000\r\nDTEND;TZID=Europe/Berlin:20270305T170000\r\nRRULE:FREQ=WEEKLY;COUNT=4\r\nEXDATE;TZID=Europe/Berlin:20270312T150000\r\nEND:VEVENT',
        'BEGIN:VEVENT\r\nUID:yoga\r\nRECURRENCE-ID;TZID=Europe/Berlin:20270319T150000\r\nDTSTART;TZID=Europe/Berlin:20270320T080000\r\nDTEND;TZID=Europe/Berlin:20270320T090000\r\nEND:VEVENT',
        'BEGIN:VEVENT\r\nUID:off\r\nDTSTART;VALUE=DATE:20270322\r\nSTATUS:CANCELLED\r\nEND:VEVENT',
        'BEGIN:VEVENT\r\nUID:free\r\nDTSTART;TZID=Europe/Berlin:20270323T100000\r\nDTEND;TZID=Europe/Berlin:20270323T120000\r\nTRANSP:TRANSPARENT\r\nEND:VEVENT',
        'BEGIN:VEVENT\r\nUID:booking-abc@foto.example\r\nDTSTART;VALUE=DATE:20270324\r\nEND:VEVENT',
        'BEGIN:VEVENT\r\nUID:night\r\nDTSTART;TZID=Europe/Berlin:20270327T220000\r\nDTEND;TZID=Europe/Berlin:20270328T040000\r\nEND:VEVENT',
      ),
      range,
    );
    expect(spans).toEqual([
      { date: '2027-03-05', start_minute: 900, end_minute: 1020, all_day: false },
      { date: '2027-03-10', start_minute: 0, end_minute: 1440, all_day: true },
      { date: '2027-03-11', start_minute: 0, end_minute: 1440, all_day: true },
      { date: '2027-03-15', start_minute: 630, end_minute: 690, all_day: false },
      // 08:00 UTC is 09:00 in Berlin (CET).
      { date: '2027-03-16', start_minute: 540, end_minute: 600, all_day: false },
      // 09:00 in New York (EDT from 14 March) is 14:00 in Berlin (CET).
      { date: '2027-03-17', start_minute: 840, end_minute: 900, all_day: false },
      // The occurrence of the 19th was moved to the 20th, 08:00.
      { date: '2027-03-20', start_minute: 480, end_minute: 540, all_day: false },
      { date: '2027-03-26', start_minute: 900, end_minute: 1020, all_day: false },
      // Over midnight: two days.
      { date: '2027-03-27', start_minute: 1320, end_minute: 1440, all_day: false },
      { date: '2027-03-28', start_minute: 0, end_minute: 240, all_day: false },
    ]);
  });

  it('an endless daily rule is expanded over the range only; a text that is no calendar throws', () => {
    const spans = busySpans(
      calendar(
        'BEGIN:VEVENT\r\nUID:daily\r\nDTSTART;TZID=Europe/Berlin:20200101T070000\r\nDTEND;TZID=Europe/Berlin:20200101T073000\r\nRRULE:FREQ=DAILY\r\nEND:VEVENT',
      ),
      range,
    );
    expect(spans).toHaveLength(31);
    expect(spans[0]).toEqual({ date: '2027-03-01', start_minute: 420, end_minute: 450, all_day: false });
    // Across the change to summer time (28 March) the wall clock stays 07:00.
    expect(spans.at(-1)).toEqual({ date: '2027-03-31', start_minute: 420, end_minute: 450, all_day: false });
    expect(() => busySpans('<html>Sign in</html>', range)).toThrow();
  });
});
