import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { familyOff } from '#contract/feature-families.ts';
import { localeDir } from '#contract/locales.ts';
import { openedLazy } from '#lib/opened-lazy.ts';
import { useConfiguration } from '#platform/configuration/use-configuration.ts';
import { userIdOf } from '#platform/session/token-claims.ts';
import { getToken } from '#platform/session/token-store.ts';
import { MiniPlayer } from './components/mini-player.tsx';
import { bindMediaSession, mediaSessionOf, showOnMediaSession, showPosition } from './media-session.ts';
import {
  connectPlayerRuntime,
  type PlayerCommand,
  publishNowPlaying,
  setFullPlayerCloser,
  setPlayerFocuser,
} from './player.port.ts';
import { type PlayerView, PlayerViewContext } from './player-context.ts';
import { playerControls } from './player-controls.ts';
import { onlyWalletItems } from './player-machine.ts';
import { readPlayerMemory } from './player-memory.ts';
import { playerMemoryKey } from './player-memory-key.ts';
import { playerServices } from './player-services.ts';
import { SEEK_STEP_SECONDS, type Shortcut, usePlayerShortcuts } from './player-shortcuts.ts';
import { withoutSwitchedOff } from './queue-families.ts';
import { currentItem, usePlayerEngine } from './use-player-engine.ts';
import { usePlayerMemory } from './use-player-memory.ts';

const FullPlayer = openedLazy(() => import('./components/full-player.tsx').then((m) => m.FullPlayer));
/** The play/pause of the full player while it is open (the page behind it is inert), else the mini-player's. */
function focusPlayToggle(fullOpen: boolean) {
  const scope = document.querySelector(fullOpen ? 'dialog[data-full-player]' : '[data-mini-player]');
  scope?.querySelector<HTMLElement>('[data-player-toggle]')?.focus();
}

const ShortcutsHelp = openedLazy(() =>
  import('./components/shortcuts-help.tsx').then((m) => m.ShortcutsHelp),
);

/**
 * The player, mounted by PlayerProvider at the first play: the machine and its effects, the bus's
 * commands, Media Session, keyboard shortcuts, and the mini-player (the full player loads on demand).
 */
export function PlayerRuntime() {
  const { t } = useLingui();
  const { api, tenant, locale } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const configuration = useConfiguration();
  const engine = usePlayerEngine(
    (item) => t`${item.title} could not be played. Check your connection and try again.`,
  );
  const { runtime, dispatch, playback, time, stream, effects } = engine;
  const state = runtime.player;
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });
  const controls = useMemo(
    () => playerControls(dispatch, playback, () => latest.current, Math.random, effects),
    [dispatch, playback, effects],
  );
  const [fullOpen, setFullOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const item = currentItem(runtime);
  const playing = state.playing && !state.ended;

  // Commerce §4 FTMDOnly tenants: a signed-in user's list keeps only the tracks of their wallet.
  const commands = useRef<(command: PlayerCommand) => void>(() => undefined);
  const carryOut = (command: PlayerCommand) => {
    // User timing for bench:media: when the runtime got the command (the click's path into the player).
    globalThis.performance?.mark?.('player:command');
    if (command.type === 'toggle') controls.togglePlay();
    else if (command.type === 'pause') controls.pause();
    else if (command.type === 'clear') dispatch({ type: 'close' });
    else if (command.type === 'restore') {
      // Only into an empty player: the machine ignores it too once something was started.
      // A family switched off since the queue was kept takes its items out of it (commerce §3 enabledFeatures).
      const stored = readPlayerMemory(playerMemoryKey(tenant.name, userIdOf(getToken())));
      const flags = configuration.enabledFeatures.flags;
      const saved =
        stored && withoutSwitchedOff(stored, (family) => familyOff(family, tenant.features, flags));
      if (saved && latest.current.currentIndex === -1) dispatch({ type: 'restore', ...saved });
    } else if (command.type === 'enqueue') dispatch({ type: 'enqueue', items: command.items });
    else if (tenant.features.FTMDOnly && getToken() && command.items.length > 1) {
      const chosen = command.items[command.index];
      playerServices()
        .ownedItemIds(queryClient, { api, tenant, locale })
        .then((ids) => {
          const owned = onlyWalletItems(command.items, new Set(ids));
          const index = chosen ? owned.indexOf(chosen) : -1;
          if (index >= 0) dispatch({ type: 'playQueue', items: owned, index });
          else if (chosen) dispatch({ type: 'playQueue', items: [chosen], index: 0 });
        })
        .catch(() => dispatch({ type: 'playQueue', items: command.items, index: command.index }));
    } else dispatch({ type: 'playQueue', items: command.items, index: command.index });
  };
  useEffect(() => {
    commands.current = carryOut;
  });
  useEffect(() => connectPlayerRuntime((command) => commands.current(command)), []);

  useEffect(() => publishNowPlaying({ itemId: item?.id, playing }), [item?.id, playing]);
  useEffect(() => () => publishNowPlaying({ itemId: undefined, playing: false }), []);
  useEffect(() => {
    if (!state.open) setFullOpen(false);
  }, [state.open]);
  useEffect(() => {
    setFullPlayerCloser(() => setFullOpen(false));
    return () => setFullPlayerCloser(undefined);
  }, []);
  usePlayerMemory({ state, playback, effects, time, tenant: tenant.name });
  // The skip link to the player shows while the mini-player does.
  const onScreen = state.open && item !== undefined;
  useEffect(() => {
    if (!onScreen) return;
    setPlayerFocuser(() => focusPlayToggle(false));
    return () => setPlayerFocuser(undefined);
  }, [onScreen]);

  const session = mediaSessionOf();
  useEffect(() => showOnMediaSession(session, item, playing), [session, item, playing]);
  useEffect(
    () =>
      bindMediaSession(session, {
        play: controls.play,
        pause: controls.pause,
        next: controls.next,
        previous: controls.previous,
        seekTo: controls.seek,
        seekBy: controls.seekBy,
      }),
    [session, controls],
  );
  useEffect(() => {
    let last = 0;
    return time.subscribe(() => {
      const now = time.get();
      // The system's progress bar extrapolates between updates: one a few seconds is plenty.
      if (Math.abs(now.position - last) < 5 && now.position !== 0) return;
      last = now.position;
      showPosition(session, now.position, now.duration);
    });
  }, [session, time]);

  const run = (shortcut: Shortcut) => {
    if (shortcut === 'help') setHelpOpen(true);
    else if (!state.open) return;
    else if (shortcut === 'focus') focusPlayToggle(fullOpen);
    else if (shortcut === 'toggle') controls.togglePlay();
    else if (shortcut === 'mute') controls.toggleMute();
    else if (shortcut === 'next') controls.next();
    else if (shortcut === 'previous') controls.previous();
    else controls.seekBy(shortcut === 'forward' ? SEEK_STEP_SECONDS : -SEEK_STEP_SECONDS);
  };
  usePlayerShortcuts(run, fullOpen, localeDir(locale));

  const view: PlayerView = {
    state,
    item,
    track: runtime.track,
    controls,
    time,
    stream,
    fullOpen,
    setFullOpen,
    showShortcuts: () => setHelpOpen(true),
  };
  return (
    <PlayerViewContext value={view}>
      <div hidden id={engine.playerId} ref={engine.poolRef} />
      {state.open && <MiniPlayer />}
      <Suspense fallback={null}>
        {state.open && fullOpen && <FullPlayer onClose={() => setFullOpen(false)} />}
        {helpOpen && <ShortcutsHelp onClose={() => setHelpOpen(false)} />}
      </Suspense>
    </PlayerViewContext>
  );
}
