import { openDialog } from './dialog-store.ts';

export interface SharedPage {
  url: string;
  title?: string;
}

/** Web Share API where the browser has it; otherwise the share dialog with its copy-link button and targets. */
export async function shareLink(link: SharedPage): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ url: link.url, title: link.title });
      return;
    } catch (error) {
      // The user closed the share sheet: nothing more to do.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  openDialog('share', link);
}

const SAFE_TARGET = /^(https?:|mailto:|sms:)/i;

/**
 * A configured share target (commerce §3 shared links) for this page: {url} and {title} become the page's,
 * URL-encoded. Only web, mail and SMS addresses are followed (a configured javascript: link is dropped).
 */
export function shareTargetHref(template: string, page: SharedPage): string | undefined {
  const href = template
    .replaceAll('{url}', encodeURIComponent(page.url))
    .replaceAll('{title}', encodeURIComponent(page.title ?? ''));
  return SAFE_TARGET.test(href.trim()) ? href : undefined;
}

/** The address to share for the page on screen: its canonical URL (the server's and the router's head). */
export function currentPageUrl(): string {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  return canonical || window.location.href;
}
