import type { Generated } from 'kysely';

/**
 * Table types. Portable across SQLite and PostgreSQL: booleans are stored as integers 0/1,
 * timestamps as ISO 8601 UTC text, lists and nested objects as JSON text (see ADR 002).
 */
export interface AdminUserTable {
  id: string;
  username: string;
  email: string;
  password_hash: string;
  /** Incremented on log-out and password change; tokens carry it and older ones are refused. */
  token_version: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface Database {
  admin_user: AdminUserTable;
}
