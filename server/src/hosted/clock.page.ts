import { type Context, Hono } from 'hono';
import { localeIso } from '../../../contract/locales.ts';
import { CSRF_FIELD } from '../auth/csrf.ts';
import { demoToolsAnswer } from '../auth/demo-tools.ts';
import { ProblemError } from '../http/problem.ts';
import { advanceClock, commerceNow, resetClock } from '../routes/commerce/clock.ts';
import { runRenewals } from '../routes/commerce/renewals.ts';
import { readForm } from './form.ts';
import { errorPage, formToken, frameOf, type HostedDeps, refuseForgery } from './hosted-context.ts';
import { h } from './html.ts';
import { type Frame, page } from './layout.ts';
import { tr } from './texts.ts';

export const DEMO_CLOCK_PATH = '/hosted/demo-clock';
const STEPS = ['PT1H', 'P1D', 'P7D', 'P1M', 'P1Y'] as const;

async function clockPage(c: Context, deps: HostedDeps, frame: Frame) {
  const { now, offsetSeconds } = await commerceNow(deps.db);
  const when = new Intl.DateTimeFormat(localeIso(frame.lang), {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  const csrf = await formToken(c, deps);
  const button = (name: string, value: string, label: string) =>
    h`<form method="post" action="${DEMO_CLOCK_PATH}?lang=${frame.lang}"><input type="hidden" name="${CSRF_FIELD}" value="${csrf}"><input type="hidden" name="${name}" value="${value}"><button type="submit">${label}</button></form>`;
  return page(c, frame, {
    title: 'checkout.clockTitle',
    content: h`<p>${tr(frame.lang, 'clock.intro')}</p>
<p class="notice" role="status">${tr(frame.lang, 'clock.now', { time: when.format(now), offset: `${Math.round(offsetSeconds / 3600)} h` })}</p>
<ul class="links">${STEPS.map((step) => h`<li>${button('advance', step, `${tr(frame.lang, 'clock.advance')} ${step}`)}</li>`)}<li>${button('reset', '1', tr(frame.lang, 'clock.reset'))}</li></ul>`,
  });
}

/** Moves the clock, then runs the renewal job once so the demo (and tests) see its effect at once. */
async function move(deps: HostedDeps, input: { advance?: unknown; reset?: unknown }) {
  if (input.reset) await resetClock(deps.db);
  else if (typeof input.advance !== 'string' || !(await advanceClock(deps.db, input.advance)))
    throw new ProblemError({
      status: 400,
      code: 'VALIDATION_FAILED',
      detail: 'advance must be an ISO 8601 duration such as P1D, P7D, P1M or P1Y.',
    });
  const renewals = await runRenewals(deps.db);
  const { now, offsetSeconds } = await commerceNow(deps.db);
  return { now: now.toISOString(), offsetSeconds, renewals };
}

/**
 * The demo clock (a demo tool: loopback clients only by default, like the mailbox): GET shows commerce
 * time with buttons; POST {advance:"P1M"} or {reset:true} as JSON (tests) or the page's form moves it.
 */
export function clockRoutes(deps: HostedDeps): Hono {
  return new Hono()
    .get('/demo-clock', async (c) => {
      const frame = await frameOf(c, deps);
      return demoToolsAnswer(c, deps.settings)
        ? clockPage(c, deps, frame)
        : errorPage(c, frame, 'notFound', 404);
    })
    .post('/demo-clock', async (c) => {
      const frame = await frameOf(c, deps);
      if (!demoToolsAnswer(c, deps.settings)) return errorPage(c, frame, 'notFound', 404);
      if (c.req.header('content-type')?.startsWith('application/json')) {
        const body = (await c.req.json().catch(() => ({}))) as { advance?: unknown; reset?: unknown };
        return c.json(await move(deps, body ?? {}));
      }
      const form = await readForm(c);
      const forged = await refuseForgery(c, deps, frame, form);
      if (forged) return forged;
      await move(deps, { advance: form.advance, reset: form.reset });
      return c.redirect(`${DEMO_CLOCK_PATH}?lang=${frame.lang}`, 303);
    });
}
