import { openDialog } from '#components/dialogs/dialog-store.ts';
import { isLocaleCode } from '#contract/locales.ts';
import type { ApiClient } from '#lib/api-client.ts';
import { askGameDownload, saveFile } from './game-calls.ts';

/** Session storage key of the game download a purchase stopped (commerce §4: it starts after the purchase). */
const KEY = 'pendingGameDownload';
/** An older one is forgotten: the user did something else in between. */
const MAX_AGE_MS = 30 * 60_000;

export interface PendingGameDownload {
  userId: string;
  articleId: number;
  title: string;
  /** When it was asked for (ms since the epoch): the newest intent wins over a pending play or download. */
  at: number;
}

export function rememberPendingGameDownload(
  pending: Omit<PendingGameDownload, 'at'>,
  now = Date.now(),
): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...pending, at: now }));
  } catch {
    // Without storage the user presses Download again after paying.
  }
}

export function forgetPendingGameDownload(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}

/** The remembered game download of the signed-in user, if recent; `take` forgets it as it is read. */
export function pendingGameDownload({
  userId,
  take = false,
  now = Date.now(),
}: {
  userId: string | undefined;
  take?: boolean;
  now?: number;
}): PendingGameDownload | undefined {
  try {
    const text = sessionStorage.getItem(KEY);
    if (take) sessionStorage.removeItem(KEY);
    const value = text ? (JSON.parse(text) as Partial<PendingGameDownload>) : undefined;
    if (!value || typeof value.articleId !== 'number' || typeof value.title !== 'string') return undefined;
    if (typeof value.at !== 'number' || now - value.at > MAX_AGE_MS) return undefined;
    if (!userId || value.userId !== userId) return undefined;
    return value as PendingGameDownload;
  } catch {
    return undefined;
  }
}

/** Starts the remembered download (the purchased popup's button); a refusal opens the error dialog. */
export async function startPendingGameDownload(api: ApiClient, pending: PendingGameDownload): Promise<void> {
  // The page's language (the popup's caller has no scope): the server's default when it is not one of ours.
  const lang = document.documentElement.lang;
  try {
    const answer = await askGameDownload(
      { api, locale: isLocaleCode(lang) ? lang : undefined },
      pending.articleId,
    );
    saveFile(answer.uri, answer.fileName);
  } catch {
    openDialog('error', {});
  }
}
