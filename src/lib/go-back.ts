/** Shell §2: with two history entries or fewer there is nothing of ours to go back to. */
export const MIN_HISTORY_FOR_BACK = 2;

export interface BackTarget {
  length: number;
  back(): void;
}

/** The back action: home when history holds ≤ 2 entries, otherwise one step back. */
export function goBack(history: BackTarget, goHome: () => void): void {
  if (history.length <= MIN_HISTORY_FOR_BACK) goHome();
  else history.back();
}
