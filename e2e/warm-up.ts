import { baseURL } from '../playwright.config.ts';

/**
 * Global setup of the journeys, once the server answers: one server-rendered home page. The server loads its
 * rendering bundle on the first page it is asked for; on a cold 2-core machine that first render misses its
 * deadline and the journeys that start first (the accessibility groups) got the client-rendered shell and
 * a slower first page than every later journey.
 */
export default async function warmUp(): Promise<void> {
  const until = Date.now() + 60_000;
  for (;;) {
    const html = await fetch(`${baseURL}/`, { signal: AbortSignal.timeout(20_000) })
      .then((res) => res.text())
      .catch(() => '');
    if (html.includes('data-page-name=')) return;
    if (Date.now() > until) {
      // The journeys that check server rendering say what is wrong; the others run as they are.
      console.warn(`[warm-up] ${baseURL}/ was not rendered on the server within 60 s`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
