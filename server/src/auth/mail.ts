import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/auth.ts';

export interface OutgoingMail {
  tenantName: string;
  recipient: string;
  subject: string;
  body: string;
  /** The From line ("Name <address>"); unset: the platform's default sender. */
  sender?: string;
  /** The mail service template the tenant configured for this kind of mail. */
  templateId?: string;
  /** The one link the mail is about (reset link); the demo mailbox renders it as a link. */
  link?: string;
}

/** "Sends" a mail: there is no SMTP server, the outbox row is the mail (the demo mailbox and tests read it). */
export async function queueMail(db: Db, mail: OutgoingMail): Promise<void> {
  await db.insert(mailOutbox).values({
    ...mail,
    link: mail.link ?? null,
    sender: mail.sender ?? null,
    templateId: mail.templateId ?? null,
  });
}

export type OutboxMail = typeof mailOutbox.$inferSelect;

/** The tenant's mails to one address (any letter case, NFC like the accounts), newest first. */
export async function mailsTo(
  db: Db,
  tenantName: string,
  recipient: string,
  limit = 50,
): Promise<OutboxMail[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.tenantName, tenantName),
        sql`lower(${mailOutbox.recipient}) = ${recipient.trim().normalize('NFC').toLowerCase()}`,
      ),
    )
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
}
