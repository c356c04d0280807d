import { createHash } from 'node:crypto';
import {
  CONSENT_TEXTS,
  type ConsentPurpose,
  DEFAULT_PRIVACY_SETTINGS,
  type Language,
  type PrivacySettings,
} from '@app/contracts';
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import type { TableName } from '../module.ts';
import { section } from '../settings/settings.service.ts';
import { findTextVersionByHash, insertConsent, insertTextVersionIfMissing } from './privacy.repository.ts';

/** The owner's privacy periods (settings row `privacy`): the retention job and the privacy page read them. */
export const PRIVACY_SETTINGS = section<PrivacySettings>('privacy', DEFAULT_PRIVACY_SETTINGS);

interface ConsentGiven {
  purpose: ConsentPurpose;
  email: string;
  table: TableName;
  id: string;
  lang: Language;
}

/**
 * The consent ledger: each record a public form stores gets one consent row (purpose, address,
 * the record, language, time) pointing at the version of the text shown. A version is the text of
 * the purpose in the language together with the privacy settings in force (the periods the privacy
 * page states): changing either makes a new version, earlier records keep theirs.
 */
export function createConsentLedger({ clock }: { clock: () => Date }) {
  async function textVersion(trx: Kysely<Database>, purpose: ConsentPurpose, lang: Language): Promise<string> {
    const text = CONSENT_TEXTS[purpose][lang];
    const settings = JSON.stringify(await PRIVACY_SETTINGS.read(trx));
    const hash = createHash('sha256')
      .update(JSON.stringify([purpose, lang, text, settings]))
      .digest('hex');
    const found = await findTextVersionByHash(trx, hash);
    if (found) return found.id;
    const now = clock();
    await insertTextVersionIfMissing(trx, {
      id: newId(now),
      hash,
      purpose,
      lang,
      text,
      settings,
      created_at: now.toISOString(),
    });
    const created = await findTextVersionByHash(trx, hash);
    if (!created) throw new Error('consent text version not stored');
    return created.id;
  }

  const ledger = {
    /** Stores the consent for a record just written in `trx`; answers the text version's id. */
    async record(trx: Kysely<Database>, consent: ConsentGiven): Promise<string> {
      return (await ledger.give(trx, consent)).versionId;
    },

    /** The same, answering the consent row's id too (a record that points at its consent). */
    async give(trx: Kysely<Database>, consent: ConsentGiven): Promise<{ id: string; versionId: string }> {
      const versionId = await textVersion(trx, consent.purpose, consent.lang);
      const now = clock();
      const id = newId(now);
      await insertConsent(trx, {
        id,
        purpose: consent.purpose,
        email: consent.email.trim().toLowerCase(),
        record_table: consent.table,
        record_id: consent.id,
        text_version_id: versionId,
        lang: consent.lang,
        given_at: now.toISOString(),
        retain_until: null,
      });
      return { id, versionId };
    },
  };
  return ledger;
}

export type ConsentLedger = ReturnType<typeof createConsentLedger>;
