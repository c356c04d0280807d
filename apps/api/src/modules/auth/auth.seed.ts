import { newId } from '../../db/ids.ts';
import type { Seeder } from '../../db/seed.ts';
import { generatePassword, hashPassword } from './auth.passwords.ts';
import { findFirstAdmin, insertAdmin } from './auth.repository.ts';

/**
 * Creates the admin from ADMIN_USERNAME / ADMIN_PASSWORD when none exists. Without a configured
 * password a strong one is generated and written to the log once, at creation only.
 */
export const seedAdminUser: Seeder = async ({ db, config, log, clock }) => {
  if (await findFirstAdmin(db)) return;
  const generated = config.admin.password === undefined;
  const password = config.admin.password ?? generatePassword();
  const now = clock();
  await insertAdmin(db, {
    id: newId(now),
    username: config.admin.username,
    email: '',
    password_hash: await hashPassword(password),
    created_at: now.toISOString(),
  });
  if (generated) {
    log.warn(
      `ADMIN ACCOUNT CREATED: user name "${config.admin.username}", generated password: ${password}  ` +
        '(shown only this once; sign in at /admin/login and change it under Settings > Profile, ' +
        'or set ADMIN_PASSWORD before the first start)',
    );
  } else {
    log.info({ username: config.admin.username }, 'admin account created from ADMIN_USERNAME / ADMIN_PASSWORD');
  }
};
