import { randomBytes } from 'node:crypto';
import type { TestApp } from '../testing/test-app.ts';

/** Absolute login return on the demo tenant's loopback host, with the portal's own query. */
export const DEMO_RETURN = 'http://localhost:8787/user/login?redirect=%2Fprofile';
export const ACME_RETURN = 'http://acme.localhost/user/login';

export const hostedUrl = (page: string, query: Record<string, string> = {}): string =>
  `/hosted/${page}?${new URLSearchParams({ lang: 'en', redirectUrl: DEMO_RETURN, ...query })}`;

export const uniqueEmail = (prefix = 'user'): string =>
  `${prefix}-${randomBytes(4).toString('hex')}@example.com`;

/** The value of the form's hidden CSRF field. */
export const csrfOf = (html: string): string => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';

/**
 * A minimal browser for the hosted pages: keeps cookies, sends a same-origin Origin on posts and its
 * own client address (X-Forwarded-For; the tests' app trusts it), so rate-limit buckets do not mix.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();
  readonly ip = `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
  readonly t: TestApp;
  readonly host: string;
  constructor(t: TestApp, host = 'localhost') {
    this.t = t;
    this.host = host;
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private remember(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const expired = attributes.some((a) => /^\s*max-age=0$/i.test(a));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(at + 1).trim());
    }
  }

  async get(path: string, headers: Record<string, string> = {}): Promise<Response> {
    const res = await this.t.get(path, {
      host: this.host,
      headers: { cookie: this.cookieHeader(), 'x-forwarded-for': this.ip, ...headers },
    });
    this.remember(res);
    return res;
  }

  /** Posts a urlencoded form; a header given as '' is left out (e.g. no Origin, as older browsers do). */
  async post(
    path: string,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const all: Record<string, string> = {
      'content-type': 'application/x-www-form-urlencoded',
      origin: `http://${this.host}`,
      cookie: this.cookieHeader(),
      'x-forwarded-for': this.ip,
      ...headers,
    };
    const res = await this.t.get(path, {
      host: this.host,
      method: 'POST',
      body: new URLSearchParams(fields).toString(),
      headers: Object.fromEntries(Object.entries(all).filter(([, value]) => value !== '')),
    });
    this.remember(res);
    return res;
  }

  /** Opens the form page, then posts it with the page's CSRF token, like a user pressing submit. */
  async submit(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
    const form = await this.get(path);
    return this.post(path, { _csrf: csrfOf(await form.text()), ...fields }, headers);
  }
}

/** Registers a fresh account through the hosted page and returns its e-mail and password. */
export async function registerAccount(browser: TestBrowser, page = hostedUrl('register')) {
  const email = uniqueEmail();
  const password = `pw-${randomBytes(6).toString('hex')}`;
  const res = await browser.submit(page, { name: 'Ann', email, password, passwordConfirm: password });
  if (res.status !== 303) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  return { email, password, location: res.headers.get('location') ?? '' };
}
