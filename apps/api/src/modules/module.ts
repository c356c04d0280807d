import type { PrivacySettings } from '@app/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { Seeder } from '../db/seed.ts';
import type { BlobStore } from '../storage/blob-store.ts';

export type TableName = keyof Database & string;

/**
 * A column that can hold the URL of a stored file (`/media/...`): a plain URL, a JSON list of
 * URLs or of objects with URLs, or HTML with `<img src>`. The media sweep keeps every file such a
 * column names; a file no declared column names is deleted after a day.
 */
export interface MediaColumn {
  table: TableName;
  column: string;
}

/** What a personal-data column holds. */
export type PersonalKind = 'name' | 'email' | 'phone' | 'text' | 'ip';

/**
 * A name as the privacy tools compare it: Unicode-normalised, spaces trimmed and collapsed, lower
 * case in any alphabet. Compared in JavaScript, not SQL: SQLite's lower() folds only ASCII letters
 * (a Cyrillic name typed with another case would not match).
 */
export const nameKey = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('und');

/** The kinds of records a client record counts (ADR 049). */
export type ClientSource = 'bookings' | 'messages' | 'galleries' | 'reviews' | 'newsletter' | 'consents';

/** A stored row as the privacy tools see it (column name to value). */
export type PersonalRow = Record<string, unknown>;

/**
 * A JSON column listing several people (a project's publication consent): the person's entries
 * are found in it, and erasure removes only them (the row and the other people stay).
 */
export interface PersonalEntries {
  column: string;
  /** Text every stored value with entries contains (a cheap prefilter in SQL, e.g. `"name":`). */
  holds: string;
  /** The entries of the stored value that name the person (none: the row is not about them). */
  find: (value: unknown, name: string) => unknown[];
  /** The columns erasure writes: the value without those entries, and what follows from that. */
  erase: (row: PersonalRow, name: string, at: string) => Record<string, unknown>;
  /** The row's columns shown and exported beside the found entries (not the whole row). */
  show: readonly string[];
}

/**
 * A table holding data about a person (a visitor, a client): which columns, how a person's rows
 * are found by e-mail address or by name, and what erasure does to them (issue 20, ADR 027). The
 * privacy module's person view, export and erasure read nothing else.
 */
export interface PersonalTable {
  table: TableName;
  /** Every column that holds a name, e-mail address, phone number, free text or IP address. */
  columns: Readonly<Record<string, PersonalKind>>;
  /** Columns compared with the address (case-insensitive, whole value). */
  emailColumns: readonly string[];
  /**
   * Columns of the table that hold a secret or the state of a guard (a link token, a password
   * hash, a token hash, a failure count): never shown in the person view, never exported. Every
   * column of a personal table whose name looks like one (`looksSecret`) must be listed here
   * (checked by `checkPersonalDeclarations`), so a new secret column cannot reach an export.
   */
  secretColumns?: readonly string[];
  /** Columns searched for the address inside their text (a mail's body). */
  textColumns?: readonly string[];
  /**
   * Columns compared with a name (whole value, ignoring case and surrounding or repeated spaces,
   * any alphabet): a name a visitor typed with no address beside it (gallery favourites).
   */
  nameColumns?: readonly string[];
  /** A JSON list of people in one column, searched by name and erased entry by entry. */
  entries?: PersonalEntries;
  /**
   * The table's rows make the person a client (ADR 049): the client list counts them by the
   * address in `emailColumns[0]`, dated by `at`, named by `name` (when the table holds one).
   */
  client?: { kind: ClientSource; at: string; name?: string; phone?: string; lang?: string };
  /** `delete` the row, or `anonymise` it with `anonymised` (column to value). */
  erase: 'delete' | 'anonymise';
  anonymised?: Readonly<Record<string, string>>;
  /** Rows of other tables that go with a deleted row (`column` holds this row's id). */
  dependents?: readonly { table: TableName; column: string }[];
  /**
   * Rows the law requires to keep (a confirmed job: business letters, § 257 HGB): erasure clears
   * `clear` to '' and sets the table's `retain_until` column to `until(row)` instead of deleting.
   */
  retain?: {
    when: (row: PersonalRow) => boolean;
    until: (row: PersonalRow, settings: PrivacySettings) => string;
    clear: readonly string[];
  };
}

/**
 * A kind of record the back office changes, for the audit log (issue 20 item 4): every write
 * route whose pattern is `routes` or lies under it changes one row of `table`, found by the
 * route's `:id` (for a create: the `id` of the answer), or by a fixed key (a settings section).
 * The audit log then records the row's fields before and after. A write route that no
 * declaration covers is still recorded, with the fields it was sent.
 */
export interface AuditedRecord {
  routes: string;
  table: TableName;
  /** A keyed row (a settings section): the column and its value, instead of the route's `:id`. */
  key?: { column: string; value: string };
}

/**
 * Called in the erasure's transaction after rows of a declared table were deleted (`ids`), so a
 * module can release what points at them (a gallery at its client's consent row).
 */
export type ErasureHook = (
  trx: Kysely<Database>,
  erased: { table: TableName; ids: readonly string[]; at: string },
) => Promise<void>;

/**
 * What the composition root (services.ts) makes before any module: the configuration, the
 * database, the clock, the log, the file store and the list of modules itself.
 */
export interface CoreServices {
  config: Config;
  database: DatabaseHandle;
  db: Kysely<Database>;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** Where stored files live (ADR 033). */
  store: BlobStore;
  /** Every module, in order (for the machinery that reads their declarations). */
  modules: readonly ApiModule[];
  /**
   * Exact addresses outside the public internet that the server may fetch from all the same
   * (ADR 050). Only the API tests set it (their loopback ICS server), through `buildApp`'s
   * options; nothing reads it from the environment, so production always refuses them.
   */
  privateAddressesAllowed: readonly string[];
}

/**
 * Every service of the app by name (ADR 048). The core's are above; each module adds the services
 * it provides by augmenting this interface beside its declaration:
 *
 * ```ts
 * declare module '../module.ts' {
 *   interface ServiceRegistry { reviews: ReviewService }
 * }
 * ```
 *
 * so this file names no module and nothing imports the composition root.
 */
export interface ServiceRegistry extends CoreServices {}

export type ServiceName = keyof ServiceRegistry;

/** The services a module (or one of its providers) declared it needs, and nothing else. */
export type Needed<N extends readonly ServiceName[]> = Pick<ServiceRegistry, N[number]>;

/** How one service is made: from the services it names (made first, in any module). */
export interface Provider<T> {
  needs: readonly ServiceName[];
  create: (services: never) => T;
}

/** A provider whose `create` sees exactly the services it names. */
export function provide<const N extends readonly ServiceName[], T>(
  needs: N,
  create: (services: Needed<N>) => T,
): Provider<T> {
  return { needs, create: create as (services: never) => T };
}

/** The services a module makes, by name (each name provided by exactly one module). */
export type Providers = { [K in Exclude<ServiceName, keyof CoreServices>]?: Provider<ServiceRegistry[K]> };

/**
 * Background work switched by the app's build options (tests build apps without some of it and
 * run the work themselves).
 */
export type JobSwitch = 'avifQueue' | 'mediaSweep' | 'retentionJob' | 'galleryJobs' | 'mailWorker' | 'calendarFeeds';

export interface PeriodicTiming {
  /** After start, the first look. */
  firstMs: number;
  /** Then a look this often: the job runs when its lease is free. */
  tickMs: number;
  /** At most once this often across all instances. */
  everyMs: number;
  /** A run whose instance died is taken over after this long. */
  runningMs: number;
}

/**
 * A module's background work, run by app.ts when its switch is on (default on):
 * - `periodic`: on one instance at a time, at most once per `timing.everyMs` across all instances,
 *   taken over when its instance died (leases, ADR 032); `run` is told which switches are on;
 * - `interval`: on every instance, every `everyMs`;
 * - `worker`: started with the app (before routes), stopped before the database closes.
 * Errors of a run are logged, never thrown.
 */
export type ModuleJob =
  | {
      kind: 'periodic';
      name: string;
      switch: JobSwitch;
      timing: PeriodicTiming;
      run: (on: (job: JobSwitch) => boolean) => Promise<unknown>;
    }
  | { kind: 'interval'; name: string; switch: JobSwitch; everyMs: number; run: () => Promise<unknown> }
  | {
      kind: 'worker';
      name: string;
      /** No switch: always started (work a test cannot leave out either). */
      switch?: JobSwitch;
      start: () => void | Promise<void>;
      stop: () => void | Promise<void>;
      /** Stopped before the database closes even when it was not started (it may have been asked for work). */
      alwaysStop?: boolean;
    };

/** Registers one scope's routes of a module (call `app.register(plugin, { prefix, ... })`). */
export type RouteMount<S = ServiceRegistry> = (app: FastifyInstance, services: S) => Promise<void>;

/**
 * What a feature tells the rest of the system, declared once beside its code (ADR 008). The
 * machinery reads these declarations: `app.ts` mounts the routes in their scope and runs the
 * seeds in module order, the media sweep keeps the files the media columns name, and the
 * declaration tests (modules.api.test.ts) fail when the schema or the routes say more than the
 * declarations do.
 *
 * Cacheability is declared on each public GET route itself: `config: { publicCache: true }`
 * (every visitor gets the same answer) or `false`; a public GET that says neither fails the test.
 */
export interface ApiModule<S = ServiceRegistry> {
  name: string;
  /**
   * The services its routes, jobs and `nextPublicChange` use (made by the core or other modules);
   * they see these and the ones it provides, nothing else.
   */
  needs?: readonly ServiceName[];
  /** The services it makes (for its own routes and for other modules that name them). */
  provides?: Providers;
  /** Its background work. */
  jobs?: (services: S) => readonly ModuleJob[];
  /** The tables this module owns; every table of the schema is owned by exactly one module. */
  tables: readonly TableName[];
  /** The columns of its tables that can hold `/media/` URLs. */
  mediaColumns?: readonly MediaColumn[];
  /**
   * Text columns whose names look like they could hold a file URL but never do, with the reason
   * (the declaration test asks for every such column to be declared one way or the other).
   */
  notMediaColumns?: readonly { table: TableName; column: string; why: string }[];
  /**
   * Folders under DATA_DIR (besides `media/`) that hold this module's files, e.g. private files
   * that must never be served under /media/. The media sweep never looks into them; `backup: true`
   * puts the folder into `npm run backup` archives (and `restore` brings it back).
   */
  fileDirs?: readonly { dir: string; backup: boolean; why: string }[];
  /** Its tables' columns about a person (for the person view, export and erasure). */
  personalData?: readonly PersonalTable[];
  /** Releases its rows' pointers at rows an erasure deleted (any module's; ADR 027). */
  onErased?: ErasureHook;
  /**
   * Columns whose names look personal (a name, e-mail, phone, text, message, note, address...) but
   * are not about a visitor or client, with the reason; the declaration test asks for each such
   * column to be declared one way or the other.
   */
  notPersonalColumns?: readonly { table: TableName; columns: readonly string[]; why: string }[];
  /** The records its back-office write routes change (the audit log's before/after). */
  auditedRecords?: readonly AuditedRecord[];
  /** First-start defaults (each inserts only what is missing). */
  seeds?: readonly Seeder[];
  /** No token: `/api/public/...`, `/api/auth/...`, `/media/...`, `/api/health`. */
  publicRoutes?: RouteMount<S>;
  /** Under `/api/admin`, open on purpose (sign-in, the public-safe settings GETs). */
  openAdminRoutes?: RouteMount<S>;
  /** Under `/api/admin`, behind the bearer-token guard. */
  adminRoutes?: RouteMount<S>;
  /**
   * The next time (ISO) its public answers change without a write (a post scheduled for later),
   * or null: the page and API caches are cleared then (http/scheduled-clear.ts).
   */
  nextPublicChange?: (services: S) => Promise<string | null>;
}

/**
 * A module's declaration. Its routes, jobs and `nextPublicChange` are typed with exactly the
 * services it `needs` and `provides` (a service used but not declared does not compile), and at
 * run time they are handed only those (services.ts).
 */
export function defineModule<
  const N extends readonly ServiceName[] = [],
  const P extends Providers = Record<never, never>,
>(
  module: ApiModule<Pick<ServiceRegistry, N[number] | (keyof P & ServiceName)>> & { needs?: N; provides?: P },
): ApiModule {
  return module as unknown as ApiModule;
}

/** Route config every public GET declares: may its answer be cached and served to every visitor? */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** true: the answer is the same for every visitor and may be cached (cleared by any admin write). */
    publicCache?: boolean;
    /** Set by app.ts on every route behind the admin guard. */
    guarded?: boolean;
    /**
     * false: a guarded write that changes nothing worth recording (renewing the token);
     * `{ hide }`: fields of the body recorded as changed but never with their values (the
     * address of a person being erased must not stay in the log).
     */
    audit?: false | { hide: readonly string[] };
  }
}

/** Column names that suggest a stored file's URL: such a column must be declared either way. */
const LOOKS_LIKE_MEDIA =
  /(image|images|photo|thumbnail|cover|logo|hero|file_url|url|content|description|html|value|avatar|picture|media)/;

export interface SchemaColumn {
  table: string;
  column: string;
}

/**
 * Checks the declarations against the schema: tables nobody (or more than one module) owns, and
 * text columns that look like they could hold a file URL but are declared neither as media nor as
 * not-media. Answers the problems as sentences (empty: all declared).
 */
export function checkDeclarations(modules: readonly ApiModule[], columns: readonly SchemaColumn[]): string[] {
  const problems: string[] = [];
  const owners = new Map<string, string[]>();
  for (const module of modules) {
    for (const table of module.tables) owners.set(table, [...(owners.get(table) ?? []), module.name]);
  }
  const tables = new Set(columns.map((c) => c.table));
  for (const table of tables) {
    const owner = owners.get(table) ?? [];
    if (owner.length === 0) problems.push(`table ${table} is owned by no module (add it to a module's tables)`);
    if (owner.length > 1) problems.push(`table ${table} is owned by ${owner.join(' and ')}`);
  }
  const declared = new Set<string>();
  for (const module of modules) {
    for (const c of [...(module.mediaColumns ?? []), ...(module.notMediaColumns ?? [])]) {
      const key = `${c.table}.${c.column}`;
      if (!module.tables.includes(c.table)) problems.push(`${module.name} declares ${key} of a table it does not own`);
      if (!columns.some((s) => s.table === c.table && s.column === c.column)) {
        problems.push(`${module.name} declares ${key}, which the schema does not have`);
      }
      declared.add(key);
    }
  }
  for (const { table, column } of columns) {
    if (LOOKS_LIKE_MEDIA.test(column) && !declared.has(`${table}.${column}`)) {
      problems.push(
        `column ${table}.${column} may hold a /media/ URL: declare it in its module's mediaColumns (or notMediaColumns with the reason)`,
      );
    }
  }
  return problems;
}

/** The DATA_DIR folders every backup must hold besides `media/` (declared by the modules). */
export function backupDirsOf(modules: readonly ApiModule[]): string[] {
  return modules.flatMap((module) => (module.fileDirs ?? []).filter((d) => d.backup).map((d) => d.dir));
}

/** Column names whose words suggest data about a person: each such column must be declared either way. */
const PERSONAL_WORDS = new Set([
  'name',
  'email',
  'mail',
  'phone',
  'text',
  'message',
  'note',
  'address',
  'subject',
  'recipient',
  'reply',
  'body',
  'ip',
  'comment',
  'reason',
  'author',
]);

export function looksPersonal(column: string): boolean {
  return column.split('_').some((word) => PERSONAL_WORDS.has(word));
}

/** Column names whose words suggest a secret or a guard's state (never in a person's export). */
const SECRET_WORDS = new Set([
  'token',
  'hash',
  'password',
  'secret',
  'salt',
  'key',
  'totp',
  'otp',
  'pin',
  'failures',
  'unlock',
  'lock',
  'locked',
]);

export function looksSecret(column: string): boolean {
  return column.split('_').some((word) => SECRET_WORDS.has(word));
}

/** A personal table's row without its secret columns: what the person view and the export show. */
export function withoutSecrets(table: Pick<PersonalTable, 'secretColumns'>, row: PersonalRow): PersonalRow {
  const secret = new Set(table.secretColumns ?? []);
  return Object.fromEntries(Object.entries(row).filter(([column]) => !secret.has(column) && !looksSecret(column)));
}

/**
 * Checks the personal-data declarations against the schema: a column that looks personal and is
 * declared neither in `personalData` nor in `notPersonalColumns`, and declarations of columns the
 * schema does not have or of tables the module does not own.
 */
export function checkPersonalDeclarations(modules: readonly ApiModule[], columns: readonly SchemaColumn[]): string[] {
  const problems: string[] = [];
  const has = (table: string, column: string) => columns.some((c) => c.table === table && c.column === column);
  const declared = new Set<string>();
  for (const module of modules) {
    const declare = (table: TableName, column: string) => {
      if (!module.tables.includes(table))
        problems.push(`${module.name} declares ${table}.${column} of a table it does not own`);
      if (!has(table, column))
        problems.push(`${module.name} declares ${table}.${column}, which the schema does not have`);
      declared.add(`${table}.${column}`);
    };
    for (const p of module.personalData ?? []) {
      for (const column of Object.keys(p.columns)) declare(p.table, column);
      const named = [...(p.nameColumns ?? []), ...(p.entries ? [p.entries.column, ...p.entries.show] : [])];
      for (const column of [...p.emailColumns, ...(p.textColumns ?? []), ...named, ...(p.retain?.clear ?? [])]) {
        if (!has(p.table, column))
          problems.push(`${module.name} names ${p.table}.${column}, which the schema does not have`);
      }
      for (const column of Object.values(p.client ?? {})) {
        if (column !== p.client?.kind && !has(p.table, column))
          problems.push(`${module.name} names ${p.table}.${column} for its clients, which the schema does not have`);
      }
      if (p.client && p.emailColumns.length === 0) problems.push(`${p.table} counts clients but has no e-mail column`);
      if (p.retain && !has(p.table, 'retain_until'))
        problems.push(`${p.table} keeps rows but has no retain_until column`);
      if (p.erase === 'anonymise' && !p.anonymised && !p.entries)
        problems.push(`${p.table} is anonymised but says not with what`);
      if (p.entries && !(p.entries.column in p.columns))
        problems.push(`${p.table}.${p.entries.column} lists people but is not among its personal columns`);
      for (const column of p.secretColumns ?? []) {
        if (!has(p.table, column))
          problems.push(`${module.name} names ${p.table}.${column}, which the schema does not have`);
        if (column in p.columns || p.emailColumns.includes(column))
          problems.push(`${p.table}.${column} is declared both personal and secret`);
      }
      for (const { column } of columns.filter((c) => c.table === p.table)) {
        if (looksSecret(column) && !(p.secretColumns ?? []).includes(column)) {
          problems.push(
            `column ${p.table}.${column} of a personal table may hold a secret: list it in the table's secretColumns (never exported)`,
          );
        }
      }
    }
    for (const n of module.notPersonalColumns ?? []) for (const column of n.columns) declare(n.table, column);
  }
  for (const { table, column } of columns) {
    if (looksPersonal(column) && !declared.has(`${table}.${column}`)) {
      problems.push(
        `column ${table}.${column} may hold personal data: declare it in its module's personalData (or notPersonalColumns with the reason)`,
      );
    }
  }
  return problems;
}

/** Every personal-data table of every module, with the module's name. */
export function personalTablesOf(modules: readonly ApiModule[]): (PersonalTable & { module: string })[] {
  return modules.flatMap((module) => (module.personalData ?? []).map((p) => ({ ...p, module: module.name })));
}

/** Every module's erasure hook. */
export function erasureHooksOf(modules: readonly ApiModule[]): ErasureHook[] {
  return modules.flatMap((module) => (module.onErased ? [module.onErased] : []));
}

/** Every media column of every module. */
export function mediaColumnsOf(modules: readonly ApiModule[]): MediaColumn[] {
  return modules.flatMap((module) => module.mediaColumns ?? []);
}

export interface RouteDeclaration {
  method: string | string[];
  url: string;
  guarded: boolean;
  publicCache: boolean | undefined;
}

/**
 * The API GETs reachable without a token (`/api/...` outside the admin guard) that do not say
 * whether their answer may be cached: each must declare `config: { publicCache: true | false }`.
 */
export function undeclaredCacheRoutes(routes: readonly RouteDeclaration[]): string[] {
  return routes
    .filter((r) => [r.method].flat().includes('GET') && r.url.startsWith('/api/') && !r.guarded)
    .filter((r) => !r.url.includes('*') && r.publicCache === undefined)
    .map((r) => `GET ${r.url}`);
}
