import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { StreamingReportBody } from '../../../../contract/player.ts';
import type { Db } from '../../db/client.ts';
import { type ListeningTicketRow, listeningTickets, streamingReports } from '../../db/schema/playback.ts';
import { ProblemError } from '../../http/problem.ts';

/** A streamed listening may be reported for a day (a long pause, a report waiting in the outbox). */
export const STREAM_TICKET_SECONDS = 24 * 3600;
/** Clocks of phones and servers disagree by this much at most. */
const CLOCK_SKEW_MS = 5 * 60_000;
/** Rounding of positions and container durations. */
const DURATION_SLACK_SECONDS = 5;

export async function issueTicket(
  db: Db,
  input: Omit<typeof listeningTickets.$inferInsert, 'id' | 'issuedAt'>,
): Promise<ListeningTicketRow> {
  const [row] = await db
    .insert(listeningTickets)
    .values({ ...input, id: randomBytes(18).toString('base64url') })
    .returning();
  if (!row) throw new Error('ticket not stored');
  return row;
}

const implausible = (detail: string) => new ProblemError({ status: 422, code: 'REPORT_IMPLAUSIBLE', detail });

/** The report fits its ticket: made while the ticket was valid, not beyond the file, not longer than the time since. */
function checkPlausible(ticket: ListeningTicketRow, report: StreamingReportBody): Date {
  const date = new Date(report.date);
  const issued = ticket.issuedAt.getTime();
  if (date.getTime() > Date.now() + CLOCK_SKEW_MS) throw implausible('The report is dated in the future.');
  if (date.getTime() < issued - CLOCK_SKEW_MS) throw implausible('The report is older than its ticket.');
  if (date.getTime() > ticket.validUntil.getTime() + CLOCK_SKEW_MS)
    throw implausible('The report was made after its ticket expired.');
  if (report.maxUsageDuration > ticket.durationSec + DURATION_SLACK_SECONDS)
    throw implausible(`maxUsageDuration is beyond the end of the file (${ticket.durationSec} s).`);
  const elapsed = (date.getTime() - issued + CLOCK_SKEW_MS) / 1000;
  if (report.usageDuration > elapsed + DURATION_SLACK_SECONDS)
    throw implausible('usageDuration is longer than the time since the ticket was issued.');
  return date;
}

/**
 * POST /content/streaming/report: stored against its ticket. The ticket must be the tenant's; a user's
 * ticket reports only with that user's token (another user: 404, as if it did not exist); a visitor's
 * preview ticket reports with or without a token.
 */
export async function recordReport(
  db: Db,
  scope: { tenantName: string; userId: string | undefined },
  report: StreamingReportBody,
): Promise<{ accepted: boolean }> {
  const [ticket] = await db
    .select()
    .from(listeningTickets)
    .where(and(eq(listeningTickets.tenantName, scope.tenantName), eq(listeningTickets.id, report.ticketId)));
  if (ticket?.userId && !scope.userId)
    throw new ProblemError({
      status: 401,
      code: 'AUTH_REQUIRED',
      detail: 'Reports of a signed-in listening need the Bearer access token of its user.',
      headers: { 'www-authenticate': 'Bearer error="invalid_request"' },
    });
  if (!ticket || (ticket.userId && ticket.userId !== scope.userId))
    throw new ProblemError({ status: 404, code: 'TICKET_NOT_FOUND', detail: 'There is no such ticket.' });
  const reportedAt = checkPlausible(ticket, report);
  await db.insert(streamingReports).values({
    tenantName: scope.tenantName,
    ticketId: ticket.id,
    userId: ticket.userId,
    itemId: ticket.itemId,
    type: report.type,
    reportedAt,
    usageDuration: Math.round(report.usageDuration),
    maxUsageDuration: Math.round(report.maxUsageDuration),
    offline: report.offline,
    partial: report.partial,
  });
  return { accepted: true };
}
