import { openDialog } from './dialog-store.ts';

/** Web Share API where the browser has it; otherwise the share dialog with its copy-link button. */
export async function shareLink(link: { url: string; title?: string }): Promise<void> {
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
