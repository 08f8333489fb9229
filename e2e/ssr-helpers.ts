import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { Window } from 'happy-dom';
import type { SearchResult } from '../contract/search.ts';

export interface SeededItem {
  /** The item's page, unprefixed (the default language). */
  url: string;
  title: string;
}

/**
 * The best search match (or the `nth` after it) of a kind whose page path fits `path`, titled in `lang`:
 * seeded data found as a user finds it, never fixed ids.
 */
export async function seededItem(
  request: APIRequestContext,
  {
    kind,
    q,
    path,
    lang = 'en',
    nth = 0,
  }: { kind: string; q: string; path: RegExp; lang?: string; nth?: number },
): Promise<SeededItem> {
  const query = new URLSearchParams({ q, kinds: kind, limit: '50', lang });
  const res = await request.get(`/api/search?${query}`, { headers: { 'x-tenant-id': 'demo' } });
  expect(res.ok(), `search ${kind} "${q}"`).toBe(true);
  const cards = ((await res.json()) as SearchResult).groups.flatMap((group) => group.items);
  const card = cards.filter((node) => path.test(node.data?.clickUrl ?? ''))[nth];
  expect(card, `a ${kind} matching "${q}" with a page at ${path}`).toBeTruthy();
  return { url: card?.data?.clickUrl as string, title: card?.data?.title as string };
}

// Parsing only: no scripts run and nothing is fetched, as with a crawler that does not run JavaScript.
const parsingWindow = new Window({
  settings: {
    disableJavaScriptEvaluation: true,
    disableJavaScriptFileLoading: true,
    disableCSSFileLoading: true,
    disableIframePageLoading: true,
  },
});
const parser = new parsingWindow.DOMParser();

export const parseHtml = (html: string) => parser.parseFromString(html, 'text/html');
export type HtmlDocument = ReturnType<typeof parseHtml>;

/** A page as the server sends it to a client without JavaScript. */
export async function serverPage(request: APIRequestContext, path: string) {
  const res = await request.get(path, { headers: { accept: 'text/html' }, maxRedirects: 0 });
  const html = await res.text();
  return { status: res.status(), headers: res.headers(), html, doc: parseHtml(html) };
}

/** The link-preview and search-engine tags of a document's head. */
export function headTags(doc: HtmlDocument) {
  const head = doc.head;
  const content = (selector: string) => head.querySelector(selector)?.getAttribute('content') ?? undefined;
  const alternates = Object.fromEntries(
    [...head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]),
  );
  const og = (name: string) => content(`meta[property="og:${name}"]`);
  return {
    title: head.querySelector('title')?.textContent ?? undefined,
    description: content('meta[name="description"]'),
    canonicals: [...head.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
    alternates,
    og: {
      title: og('title'),
      description: og('description'),
      image: og('image'),
      url: og('url'),
      type: og('type'),
      locale: og('locale'),
    },
    twitterCard: content('meta[name="twitter:card"]'),
    jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? 'null') as Record<string, unknown>,
    ),
  };
}

/** Text of the first level-one heading in the body, whitespace collapsed. */
export const mainHeading = (doc: HtmlDocument) =>
  doc.body.querySelector('h1')?.textContent?.replace(/\s+/g, ' ').trim();

/** The directives of a Content-Security-Policy header by name. */
export const cspDirectives = (policy: string): Record<string, string[]> =>
  Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name as string, values]),
  );

/**
 * Waits until the service worker controls the page and holds this page in its pages cache (the first
 * visit hands the page over once the worker takes control).
 */
export async function waitUntilPageStored(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          if (!navigator.serviceWorker.controller) return 'not controlled';
          const stored = await (await caches.open('pages')).match(location.href);
          return stored ? 'stored' : 'not stored';
        }),
      { message: 'the worker controls the page and stored it', timeout: 15_000 },
    )
    .toBe('stored');
}
