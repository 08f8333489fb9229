import type { AnyRouter } from '@tanstack/react-router';
import {
  createSsrStreamResponse,
  getSsrStatus,
  transformReadableStreamWithRouter,
  waitForRequest,
} from '@tanstack/react-router/ssr/server';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';

interface RenderArgs {
  request: Request;
  router: AnyRouter;
  responseHeaders: Headers;
  children: ReactNode;
}

/**
 * The page as one finished document. Unlike streaming at the shell, every Suspense boundary is written
 * in place, so the page reads complete without JavaScript (link previews, crawlers, scripts turned off)
 * and paints at once; the router's state scripts follow as usual. Its data is loaded before rendering
 * starts, so waiting for all of it costs only the render itself.
 */
export async function renderPageStream({ request, router, responseHeaders, children }: RenderArgs) {
  const { signal } = request;
  let aborted = false;
  try {
    const stream = await renderToReadableStream(children, {
      signal,
      nonce: router.options.ssr?.nonce,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error: unknown) => {
        if (!aborted && !signal.aborted) console.error('Server rendering failed', error);
      },
    });
    await waitForRequest(stream.allReady, signal);
    const body = transformReadableStreamWithRouter(router, stream, {
      rendererSafePoint: 'script-close',
      signal,
      onAbort: () => {
        aborted = true;
      },
    });
    return createSsrStreamResponse(
      router,
      new Response(body, { status: getSsrStatus(router), headers: responseHeaders }),
    );
  } catch (error) {
    router.serverSsr?.cleanup();
    throw error;
  }
}
