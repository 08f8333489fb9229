import { openDialog } from '#components/dialogs/dialog-store.ts';
import { isLocaleCode } from '#contract/locales.ts';
import type { ApiClient } from '#lib/api-client.ts';
import { pendingIntentStore } from '#lib/pending-intent.ts';

export interface PendingGameDownload {
  userId: string;
  articleId: number;
  title: string;
  at: number;
}

/** The game download a purchase stopped (commerce §4: it starts after the purchase). */
const store = pendingIntentStore<PendingGameDownload>(
  'pendingGameDownload',
  (value) => typeof value.articleId === 'number' && typeof value.title === 'string',
);

export const rememberPendingGameDownload = store.remember;
export const forgetPendingGameDownload = store.forget;
export const pendingGameDownload = store.read;

/** Starts the remembered download (the purchased popup's button); a refusal opens the error dialog. */
export async function startPendingGameDownload(api: ApiClient, pending: PendingGameDownload): Promise<void> {
  // The page's language (the popup's caller has no scope): the server's default when it is not one of ours.
  const lang = document.documentElement.lang;
  try {
    // The game calls (and their contract) load with the popup's button, not with every page.
    const { askGameDownload, saveFile } = await import('./game-calls.ts');
    const answer = await askGameDownload(
      { api, locale: isLocaleCode(lang) ? lang : undefined },
      pending.articleId,
    );
    saveFile(answer.uri, answer.fileName);
  } catch {
    openDialog('error', {});
  }
}
