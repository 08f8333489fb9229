// The hosted pages' share of the fuzz suite: the login, register and forgot forms posted with hostile
// fields (each post carries the CSRF token of the page it came from), and the hosted pages opened with
// hostile query parameters. Never a 5xx; a refusal (4xx page) writes nothing but the failure counters.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { csrfOf, DEMO_RETURN, TestBrowser } from '../../hosted/testing-browser.ts';
import { databaseTargets, startTestApp, type TestApp } from '../test-app.ts';
import { FuzzStats, fuzzSettings, judge } from './fuzz-harness.ts';
import { hostileString, rawUrlPiece, withHostileChar } from './hostile-values.ts';
import { encodeLoose } from './request-arbitrary.ts';
import { installWriteJournal } from './table-fingerprint.ts';

const { runs, seed } = fuzzSettings(25);

const email = fc.oneof(
  fc.constant('listener@demo.example'),
  fc.stringMatching(/^[a-z]{3,8}\.[a-z0-9]{4,8}@[a-z]{3,8}\.example$/),
);
const password = fc.stringMatching(/^[a-z0-9-]{8,24}$/);
const name = fc.oneof(fc.string({ minLength: 1, maxLength: 20 }), fc.constantFrom('Ann', 'Zoë', 'عمر'));

/** Each form and the valid values of its fields. */
const FORMS: Record<string, Record<string, fc.Arbitrary<string>>> = {
  login: { email, password },
  register: { name, lastName: name, email, password, passwordConfirm: password },
  forgot: { email },
};
/** Hosted pages and the query parameters each reads. */
const PAGES: Record<string, string[]> = {
  login: ['lang', 'redirectUrl'],
  register: ['lang', 'redirectUrl', 'partnerToken'],
  forgot: ['lang', 'redirectUrl'],
  reset: ['lang', 'redirectUrl', 'session'],
  partner: ['lang', 'redirectUrl'],
  mailbox: ['lang', 'email'],
};
const VALID_QUERY: Record<string, string> = {
  lang: 'en',
  redirectUrl: DEMO_RETURN,
  partnerToken: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
  session: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
  email: 'listener@demo.example',
};
const PROBES = ['\u0000', '\ud800', '\u0007', '\u202e', '\u0085'];
const WHOLE_PROBES = ['', 'a'.repeat(3000), '2147483648'];

const queryOf = (values: Record<string, string>, raw = '') =>
  `?${Object.entries(values)
    .map(([k, v]) => `${k}=${encodeLoose(v)}`)
    .join('&')}${raw}`;

interface FormPost {
  form: string;
  fields: Record<string, string>;
  /** Extra text after the page's query (a hostile or broken parameter). */
  rawQuery: string;
  csrf: 'page' | 'hostile';
  mutation: string;
}

function postArbitrary(form: string): fc.Arbitrary<FormPost> {
  const specs = FORMS[form] ?? {};
  const names = Object.keys(specs);
  const fields = fc.record(specs);
  const mutation = fc.oneof(
    { weight: 2, arbitrary: fc.constant({ kind: 'none' as const }) },
    {
      weight: 8,
      arbitrary: fc.record({
        kind: fc.constant('field' as const),
        name: fc.constantFrom(...names),
        value: fc.oneof(
          withHostileChar(fc.constantFrom('listener@demo.example', 'Ann', 'pw-123456')),
          hostileString,
        ),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant('omit' as const), name: fc.constantFrom(...names) }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('query' as const),
        piece: fc.oneof(rawUrlPiece, hostileString.map(encodeLoose)),
      }),
    },
    { weight: 1, arbitrary: fc.constant({ kind: 'csrf' as const }) },
  );
  return fc.record({ fields, mutation }).map(({ fields: values, mutation: m }) => {
    const out: FormPost = { form, fields: { ...values }, rawQuery: '', csrf: 'page', mutation: m.kind };
    if (form === 'register' && m.kind !== 'field') out.fields.passwordConfirm = values.password ?? '';
    if (m.kind === 'field') {
      out.fields[m.name] = m.value;
      out.mutation = `field ${m.name}`;
    }
    if (m.kind === 'omit') delete out.fields[m.name];
    if (m.kind === 'query') out.rawQuery = `&lang=${m.piece}`;
    if (m.kind === 'csrf') out.csrf = 'hostile';
    return out;
  });
}

/** Every field of every form with each probe appended to a valid value, and a few whole-value probes. */
function formProbes(): FormPost[] {
  const out: FormPost[] = [];
  for (const [form, specs] of Object.entries(FORMS)) {
    const [base] = fc.sample(fc.record(specs), { numRuns: 1, seed });
    if (!base) continue;
    if (base.passwordConfirm !== undefined) base.passwordConfirm = base.password ?? '';
    for (const field of Object.keys(specs)) {
      const values = [...PROBES.map((p) => `${base[field]}${p}`), ...WHOLE_PROBES];
      for (const value of values)
        out.push({
          form,
          fields: { ...base, [field]: value },
          rawQuery: '',
          csrf: 'page',
          mutation: `probe ${field}`,
        });
    }
  }
  return out;
}

/** Every query parameter of every hosted page with each probe. */
function pageProbes(): { page: string; query: string }[] {
  const out: { page: string; query: string }[] = [];
  for (const [page, params] of Object.entries(PAGES)) {
    const base = Object.fromEntries(params.map((p) => [p, VALID_QUERY[p] ?? '']));
    out.push({ page, query: queryOf(base) });
    for (const param of params)
      for (const probe of [...PROBES.map((p) => `${base[param]}${p}`), ...WHOLE_PROBES])
        out.push({ page, query: queryOf({ ...base, [param]: probe }) });
  }
  return out;
}

describe.each(databaseTargets())('hosted forms fuzz on %s', (target) => {
  let t: TestApp;
  const stats = new FuzzStats();
  beforeAll(async () => {
    // Each post comes from its own client address (X-Forwarded-For), so per-IP limits do not end the run;
    // the demo tools answer everyone here, so the mailbox is fuzzed too.
    t = await startTestApp(target, { auth: { trustProxy: true, demoTools: 'open' } });
    await installWriteJournal(t.database.db);
  });
  afterAll(async () => {
    console.log(stats.summary(`hosted forms on ${target}, seed ${seed}`));
    await t.dispose();
  });

  const check = async (label: string, send: () => Promise<Response>, detail: unknown) => {
    const { fault, res } = await judge(t, send, {
      endpoint: label,
      headers: {},
      problemBodies: false,
      stats,
    });
    if (fault) throw new Error(`${fault}\n  request: ${JSON.stringify(detail)}`);
    return res;
  };

  const post = async (req: FormPost) => {
    const browser = new TestBrowser(t);
    const path = `/hosted/${req.form}${queryOf({ lang: 'en', redirectUrl: DEMO_RETURN })}`;
    const page = await browser.get(path);
    const csrf = req.csrf === 'page' ? csrfOf(await page.text()) : 'forged';
    await check(
      `POST /hosted/${req.form}`,
      () => browser.post(`${path}${req.rawQuery}`, { _csrf: csrf, ...req.fields }),
      req,
    );
  };

  it.each(Object.keys(FORMS))(
    'POST /hosted/%s with hostile fields: never 5xx; a refusal writes nothing',
    async (form) => {
      const examples = formProbes()
        .filter((p) => p.form === form)
        .map((p) => [p] as [FormPost]);
      await fc.assert(fc.asyncProperty(postArbitrary(form), post), {
        numRuns: examples.length + runs,
        seed,
        examples,
      });
    },
    120_000 + runs * 1000,
  );

  it(
    'GET of every hosted page with hostile query parameters: never 5xx; a refusal writes nothing',
    async () => {
      const random = fc.record({
        page: fc.constantFrom(...Object.keys(PAGES)),
        param: fc.constantFrom('lang', 'redirectUrl', 'session', 'partnerToken', 'email'),
        value: fc.oneof(withHostileChar(fc.constantFrom(...Object.values(VALID_QUERY))), hostileString),
      });
      const examples = pageProbes().map(
        (p) => [{ page: p.page, query: p.query }] as [{ page: string; query: string }],
      );
      const asQuery = fc.oneof(
        random.map(({ page, param, value }) => ({
          page,
          query: queryOf({ ...VALID_QUERY, [param]: value }),
        })),
        fc.record({
          page: fc.constantFrom(...Object.keys(PAGES)),
          query: rawUrlPiece.map((piece) => `?email=${piece}&lang=${piece}`),
        }),
      );
      await fc.assert(
        fc.asyncProperty(asQuery, async ({ page, query }) => {
          await check(`GET /hosted/${page}`, () => t.get(`/hosted/${page}${query}`), { page, query });
        }),
        { numRuns: examples.length + runs * 2, seed, examples },
      );
    },
    120_000 + runs * 1000,
  );
});
