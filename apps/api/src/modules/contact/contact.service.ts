import type { ContactCreate, ContactMessage, Language } from '@app/contracts';
import type { Kysely, Selectable } from 'kysely';
import { newId } from '../../db/ids.ts';
import { fromFlag, INBOX_LIST_LIMIT, readFilter, toFlag } from '../../db/rows.ts';
import type { ContactMessageTable, Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { Created, Idempotency, IdempotencyKey, Once } from '../idempotency/idempotency.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { ConsentLedger } from '../privacy/privacy.consents.ts';
import { contactConfirmation, contactOwnerMail } from './contact.mails.ts';
import {
  deleteContactMessage,
  findContactMessage,
  insertContactMessage,
  listContactMessages,
  updateContactMessage,
} from './contact.repository.ts';

export const CONTACT_SENT = 'Nachricht gesendet! Ich melde mich bald bei Ihnen.';
const toContact = (row: Selectable<ContactMessageTable>): ContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  subject: row.subject,
  message: row.message,
  read: fromFlag(row.read),
  created_at: row.created_at,
});

export function createContactService({
  db,
  clock,
  idempotency,
  mail,
  consents,
}: {
  db: Kysely<Database>;
  clock: () => Date;
  idempotency: Idempotency;
  mail: Pick<MailService, 'notifyAdmin' | 'toVisitor'>;
  consents: ConsentLedger;
}) {
  return {
    /** A visitor's message: stored unread, the owner notified, the visitor's confirmation queued. */
    submit(
      input: ContactCreate,
      { lang, idempotencyKey }: { lang: Language; idempotencyKey: IdempotencyKey | undefined },
    ): Promise<Once<Created>> {
      return idempotency.once('contact', idempotencyKey, async (trx: Kysely<Database>) => {
        const now = clock();
        const id = newId(now);
        await insertContactMessage(trx, {
          id,
          name: input.name,
          email: input.email,
          phone: input.phone,
          subject: input.subject,
          message: input.message,
          read: 0,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        });
        await consents.record(trx, { purpose: 'contact', email: input.email, table: 'contact_message', id, lang });
        await mail.notifyAdmin(trx, contactOwnerMail(input));
        await mail.toVisitor(trx, 'contact.received', { to: input.email, ...contactConfirmation(lang) });
        return { id, message: CONTACT_SENT };
      });
    },

    async list(query: { read?: 'true' | 'false'; limit?: number; skip?: number }) {
      const rows = await listContactMessages(db, {
        read: readFilter(query.read),
        limit: query.limit ?? INBOX_LIST_LIMIT,
        skip: query.skip ?? 0,
      });
      return rows.map(toContact);
    },

    async update(id: string, changes: { read: boolean }) {
      const updated = await updateContactMessage(db, id, {
        read: toFlag(changes.read),
        updated_at: clock().toISOString(),
      });
      const row = updated ? await findContactMessage(db, id) : undefined;
      if (!row) throw notFound('Contact message not found');
      return toContact(row);
    },

    async remove(id: string) {
      if (!(await deleteContactMessage(db, id))) throw notFound('Contact message not found');
      return { message: 'Contact message deleted' };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
