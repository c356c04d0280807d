import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web app's source held to two rules of issue 34 (ADR 043): every API answer is parsed with its
 * schema (no cast of an answer), and refusals are handled by their code (no list of HTTP statuses,
 * no reading of message texts). A scan of apps/web/app: each rule is a pattern for the shapes such
 * code had; the places that legitimately look at a status are named below with the reason.
 */
const ROOT = __dirname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '+types' ? [] : sources(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

interface Rule {
  name: string;
  pattern: RegExp;
}

/** An answer taken as a type instead of parsed. */
const CAST_RULES: Rule[] = [
  // Spelled in pieces so that this file names the shape without containing it.
  { name: 'typed api() cast', pattern: new RegExp(`\\bapi${'<'}[^>]`) },
  { name: 'sendWithProgress<T>() cast', pattern: /\bsendWithProgress</ },
  { name: 'cast of .json()', pattern: /\.json\(\)[^;\n]*\)?\s+as\s+(?!const\b)[A-Za-z{(]/ },
  { name: 'cast of an answer .data', pattern: /\b(res|answer|response)\??\.data\)?\s+as\s+(?!const\b)/ },
  { name: 'cast of responseText', pattern: /responseText\)?\s+as\s/ },
];

/** Behaviour chosen by an HTTP status or by an error's message instead of its code. */
const BRANCH_RULES: Rule[] = [
  { name: 'status compared with a number', pattern: /\bstatus\s*(===|!==|==|!=|>=|<=|>|<)\s*[1-5]\d\d\b/ },
  { name: 'number compared with a status', pattern: /\b[1-5]\d\d\s*(===|!==|==|!=)\s*[\w.?]*status\b/ },
  { name: 'list of statuses', pattern: /\[\s*[1-5]\d\d\s*(,\s*[1-5]\d\d\s*)+\]\s*\.includes\(/ },
  {
    name: "an error's message read",
    pattern:
      /\b(e|err|error)\.message\s*(\.includes\(|===|!==|\.startsWith\(|\.match\()|\.(exec|test)\((e|err|error)\.message\)/,
  },
  { name: 'status parsed out of a text', pattern: /response code/ },
];

/**
 * The places that must look at a status: the one client that turns every answer into an ApiError
 * (a 401 opens the sign-in; a 502/504 gateway page means "unreachable"), the one helper that turns
 * a page's in-process answer into a code, and React Router's own route errors (not API answers).
 */
const STATUS_ALLOWED = new Set(['features/admin-api/client.ts', 'features/admin-api/errors.ts', 'lib/api-answer.ts']);
const ROUTE_ERROR = /isRouteErrorResponse\(error\) && error\.status/;

function findings(rules: Rule[], allowed: Set<string>): string[] {
  const found: string[] = [];
  for (const file of sources(ROOT)) {
    const name = relative(ROOT, file).replaceAll('\\', '/');
    if (allowed.has(name)) continue;
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (ROUTE_ERROR.test(line) || /^\s*(\/\/|\*|\/\*)/.test(line)) return;
        for (const rule of rules)
          if (rule.pattern.test(line)) found.push(`${name}:${index + 1} ${rule.name}: ${line.trim()}`);
      });
  }
  return found;
}

describe('the web app parses every API answer and branches on codes (ADR 043)', () => {
  it('scans the app source', () => {
    expect(sources(ROOT).length).toBeGreaterThan(200);
  });

  it('casts no answer', () => {
    expect(findings(CAST_RULES, new Set())).toEqual([]);
  });

  it('handles no refusal by its status or its message', () => {
    expect(findings(BRANCH_RULES, STATUS_ALLOWED)).toEqual([]);
  });

  it('would find each shape it looks for', () => {
    const shapes = [
      `const list = await api${'<'}Review[]>('/admin/reviews');`,
      "const item = await sendWithProgress<Item>('PUT', path, form);",
      'const body = (await res.json()) as Favourites;',
      'const answer = res.data as { code?: unknown } | null;',
      'if (res.status === 404) return null;',
      'if ([200, 401, 410].includes(res.status)) return redirect(here);',
      "if (e instanceof ApiError && e.status === 400) notify('wrong');",
      'const status = /response code: (\\d{3})/.exec(error.message)?.[1];',
      "if (e instanceof Error && e.message === 'Login failed') setError('Login failed');",
    ];
    const rules = [...CAST_RULES, ...BRANCH_RULES];
    expect(shapes.filter((line) => !rules.some((rule) => rule.pattern.test(line)))).toEqual([]);
    // …and not on the same code written with codes and schemas.
    const fine = [
      "const list = await call(ops.reviews, { query: { status: 'pending' } });",
      "if (answer.code === 'gallery.expired') return redirect(here);",
      "if (e instanceof ApiError && e.code === 'auth.wrong_current_password') notify('wrong');",
      'const parsed = galleryFavouritesSchema.safeParse(await res.json());',
    ];
    expect(fine.filter((line) => rules.some((rule) => rule.pattern.test(line)))).toEqual([]);
  });
});
