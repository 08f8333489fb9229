import { type Context, Hono } from 'hono';
import { localeIso } from '../../../contract/locales.ts';
import { HOSTED_PAGES, PROFILE_LIMITS } from '../../../contract/session.ts';
import { normalizeEmail } from '../auth/accounts.ts';
import { demoToolsAnswer } from '../auth/demo-tools.ts';
import { mailsTo, type OutboxMail } from '../auth/mail.ts';
import { ProblemError } from '../http/problem.ts';
import { field } from './form.ts';
import { errorPage, frameOf, type HostedDeps } from './hosted-context.ts';
import { h } from './html.ts';
import { type Frame, page } from './layout.ts';
import { tr } from './texts.ts';

const emailOf = (c: Context): string =>
  normalizeEmail(c.req.query('email') ?? '').slice(0, PROFILE_LIMITS.emailMax);

// Only links this server wrote end up here, but an href is never rendered without an http(s) scheme.
const safeLink = (link: string | null): string | undefined =>
  link && /^https?:\/\//i.test(link) ? link : undefined;

function mailEntry(frame: Frame, mail: OutboxMail) {
  const when = new Intl.DateTimeFormat(localeIso(frame.lang), { dateStyle: 'medium', timeStyle: 'medium' });
  const link = safeLink(mail.link);
  return h`<article class="mail">
<h2>${mail.subject}</h2>
${mail.sender ? h`<p class="meta">${tr(frame.lang, 'mailbox.from')}: <span dir="ltr">${mail.sender}</span></p>` : ''}
<p class="meta">${tr(frame.lang, 'mailbox.received')}: <time datetime="${mail.createdAt.toISOString()}">${when.format(mail.createdAt)}</time></p>
<pre>${mail.body}</pre>
${link ? h`<p><a href="${link}">${tr(frame.lang, 'mailbox.openLink')}</a></p>` : ''}
</article>`;
}

async function mailboxPage(c: Context, deps: HostedDeps, frame: Frame): Promise<Response> {
  const email = emailOf(c);
  const mails = email ? await mailsTo(deps.db, frame.tenant.name, email) : [];
  const search = h`<form method="get" action="${HOSTED_PAGES.mailbox}">
<input type="hidden" name="lang" value="${frame.lang}">
${field(frame.lang, {
  name: 'email',
  label: 'field.email',
  type: 'email',
  autocomplete: 'email',
  maxLength: PROFILE_LIMITS.emailMax,
  ltr: true,
  ...(email ? { value: email } : {}),
})}
<button type="submit">${tr(frame.lang, 'mailbox.show')}</button>
</form>`;
  const list =
    mails.length > 0
      ? mails.map((mail) => mailEntry(frame, mail))
      : email
        ? h`<p class="notice" role="status">${tr(frame.lang, 'mailbox.empty')}</p>`
        : '';
  return page(c, frame, {
    title: 'mailbox.title',
    content: h`<p>${tr(frame.lang, 'mailbox.intro')}</p>${search}<section aria-live="polite">${list}</section>`,
  });
}

/**
 * The demo's mail client (only where settings.demoTools lets this client in): the tenant's outbox for one
 * address, and latest.json for tests. It shows reset links to whoever asks, so it answers this machine
 * only by default, and nobody in production.
 */
export function mailboxRoutes(deps: HostedDeps): Hono {
  return new Hono()
    .get('/mailbox', async (c) => {
      const frame = await frameOf(c, deps);
      return demoToolsAnswer(c, deps.settings)
        ? mailboxPage(c, deps, frame)
        : errorPage(c, frame, 'notFound', 404);
    })
    .get('/mailbox/latest.json', async (c) => {
      const email = emailOf(c);
      if (!demoToolsAnswer(c, deps.settings))
        throw new ProblemError({ status: 404, code: 'NOT_FOUND', detail: 'No mailbox here.' });
      if (!email)
        throw new ProblemError({ status: 400, code: 'EMAIL_REQUIRED', detail: 'Name the address: ?email=…' });
      const { tenant } = await frameOf(c, deps);
      const [mail] = await mailsTo(deps.db, tenant.name, email, 1);
      if (!mail)
        throw new ProblemError({ status: 404, code: 'NO_MAIL', detail: 'No mail for this address.' });
      return c.json({
        link: mail.link,
        subject: mail.subject,
        sender: mail.sender,
        createdAt: mail.createdAt.toISOString(),
      });
    });
}
