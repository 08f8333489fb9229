import { openDialog } from './dialog-store.ts';

/** Shell §3 external-redirect disclaimer: on (configuration) → leaving the tenant's hosts asks first. */
let disclaimerOn = false;

export function setExternalRedirectDisclaimer(enabled: boolean): void {
  disclaimerOn = enabled;
}

/** An http(s) address on another host than the page's (the tenant's own host): following it leaves the site. */
export function leavesSite(href: string, here: Location = window.location): boolean {
  try {
    const url = new URL(href, here.href);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== here.hostname;
  } catch {
    return false;
  }
}

/** Opens the address as the link meant it: a new tab without access back to this page, else the whole window. */
export function goTo(href: string, newTab: boolean): void {
  if (newTab) window.open(href, '_blank', 'noopener,noreferrer');
  else window.location.assign(href);
}

/** Whether following href must first show the disclaimer. */
export const needsDisclaimer = (href: string): boolean => disclaimerOn && leavesSite(href);

/** Follows a link or redirect, through the disclaimer when it leaves the site and the tenant asks for one. */
export function followLink(href: string, newTab = false): void {
  if (needsDisclaimer(href)) openDialog('external-redirect', { url: href, newTab });
  else goTo(href, newTab);
}

/**
 * Every link click on the page (content click URLs, shared and footer links, fragments): one leaving the site
 * opens the disclaimer instead. Returns the listener's removal.
 */
export function interceptExternalLinks(root: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    if (!disclaimerOn || event.defaultPrevented || event.button !== 0) return;
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return;
    if (!leavesSite(anchor.href)) return;
    event.preventDefault();
    const newTab = anchor.target === '_blank' || event.ctrlKey || event.metaKey || event.shiftKey;
    openDialog('external-redirect', { url: anchor.href, newTab });
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
