import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { currentSnackbar, dismissSnackbar } from '#components/snackbar/snackbar-store.ts';
import type { GameScoreAnswer } from '#contract/games.ts';
import { activateLocale, i18n } from '#lib/i18n.ts';
import { usePlayScore } from './use-play-score.ts';

const call = vi.fn<(endpoint: { path: string }, init: { body: unknown }) => Promise<GameScoreAnswer>>();
vi.mock('#platform/use-page-scope.ts', () => ({
  usePageScope: () => ({ api: { call }, tenant: { name: 'demo' }, locale: 'en' }),
}));

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>
    <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
  </I18nProvider>
);
const answer = (advanced: string[]): GameScoreAnswer => ({ score: 40, best: 40, improved: false, advanced });
const score = (final: boolean, session = 's1') => ({ articleId: 7, session, score: 40, final });

beforeAll(() => activateLocale('en'));
afterEach(() => {
  call.mockReset();
  dismissSnackbar();
});

describe('a play’s final score is posted once, silently unless a challenge moved', () => {
  it('posts the final score of each session once, never a running score', async () => {
    call.mockResolvedValue(answer([]));
    const { result } = renderHook(() => usePlayScore(true), { wrapper });
    result.current(score(false));
    result.current(score(true));
    result.current(score(true));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    expect(call.mock.calls[0]?.[0].path).toBe('/game/score');
    expect(call.mock.calls[0]?.[1].body).toEqual({ session: 's1', score: 40 });
    await Promise.resolve();
    expect(call).toHaveBeenCalledTimes(1);
    expect(currentSnackbar()).toBeNull();
  });

  it('says so in a snackbar when a challenge moved', async () => {
    call.mockResolvedValue(answer(['chess-masters-open-opening-moves']));
    const { result } = renderHook(() => usePlayScore(true), { wrapper });
    result.current(score(true, 's2'));
    await waitFor(() => expect(currentSnackbar()?.message).toBe('Challenge progress: your play counted.'));
  });

  it('posts nothing for a dialog that does not post scores (arcade runs, free plays)', async () => {
    const { result } = renderHook(() => usePlayScore(false), { wrapper });
    result.current(score(true, 's3'));
    await Promise.resolve();
    expect(call).not.toHaveBeenCalled();
  });
});
