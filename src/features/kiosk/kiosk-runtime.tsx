import { useLingui } from '@lingui/react/macro';
import { useLocation } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { showSnackbar } from '#components/snackbar/snackbar-store.ts';
import { createIdleTimer, DEFAULT_IDLE_SECONDS } from './idle-timer.ts';
import classes from './kiosk.module.css';
import { fullscreenOnInput, holdWakeLock, keepInside } from './kiosk-guards.ts';
import { isForeignEntry, markKioskInUse, recordEntry, setKioskRunning } from './kiosk-session.ts';
import { KioskUnenrolDialog } from './kiosk-unenrol-dialog.tsx';

export interface KioskRuntimeProps {
  idleSeconds?: number;
  /** An enrolled device can leave kiosk mode (with its PIN); a tenant-wide kiosk cannot. */
  deviceId: string | undefined;
  /** True while media plays: the kiosk is in use without input. */
  mediaPlaying: () => boolean;
  /** The idle reset (kiosk-reset.ts with the portal's parts, composed in src/app). */
  reset: () => Promise<void>;
  /** The kiosk home, where Back into a previous visitor's pages leads instead. */
  homePath: string;
}

const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'input'] as const;

/** Kiosk mode while mounted: wake lock, full screen, links kept inside, idle reset with its countdown. */
export function KioskRuntime({
  idleSeconds = DEFAULT_IDLE_SECONDS,
  deviceId,
  mediaPlaying,
  reset,
  homePath,
}: KioskRuntimeProps) {
  const { t } = useLingui();
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<ReturnType<typeof createIdleTimer>>(undefined);
  const leavingEntry = useRef(false);
  const blockedText = t`Other sites, new windows and downloads are not available on this kiosk.`;

  useEffect(() => {
    setKioskRunning(true);
    const stops = [holdWakeLock(), fullscreenOnInput()];
    return () => {
      setKioskRunning(false);
      for (const stop of stops) stop();
    };
  }, []);
  useEffect(() => keepInside(() => showSnackbar(blockedText)), [blockedText]);

  // The tab's history: after a reset, Back never shows the previous visitor's pages.
  const href = useLocation({ select: (location) => location.href });
  useEffect(() => {
    const leave = () => {
      leavingEntry.current = true;
      window.location.replace(homePath);
    };
    if (isForeignEntry()) leave();
    const onPop = () => {
      if (isForeignEntry()) leave();
    };
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted && isForeignEntry()) leave();
    };
    window.addEventListener('popstate', onPop, { capture: true });
    window.addEventListener('pageshow', onShow);
    return () => {
      window.removeEventListener('popstate', onPop, { capture: true });
      window.removeEventListener('pageshow', onShow);
    };
  }, [homePath]);
  useEffect(() => {
    // Each page the visitor opens is theirs to go Back to (not the one being left for the home).
    if (href && !leavingEntry.current) recordEntry();
  }, [href]);

  useEffect(() => {
    let resetting = false;
    const idle = createIdleTimer({
      timeoutMs: idleSeconds * 1000,
      busy: mediaPlaying,
      onCountdown: setSecondsLeft,
      onExpire: () => {
        if (resetting) return;
        resetting = true;
        idle.stop();
        void reset();
      },
    });
    timer.current = idle;
    const onInput = () => {
      idle.activity();
      markKioskInUse();
    };
    for (const type of INPUT_EVENTS) window.addEventListener(type, onInput, { capture: true, passive: true });
    return () => {
      idle.stop();
      for (const type of INPUT_EVENTS) window.removeEventListener(type, onInput, { capture: true });
    };
  }, [idleSeconds, mediaPlaying, reset]);

  return (
    <>
      {secondsLeft !== null && (
        <div className={classes.countdown} role="status" aria-live="polite" data-testid="kiosk-countdown">
          <p className={classes.countdownText}>
            {t`Still there? The kiosk starts over in ${secondsLeft} s. Touch anywhere to carry on.`}
          </p>
          <button type="button" className={classes.button} onClick={() => timer.current?.activity()}>
            {t`Carry on`}
          </button>
        </div>
      )}
      {deviceId && (
        <button type="button" className={classes.leave} onClick={() => setLeaving(true)}>
          {t`Leave kiosk mode`}
        </button>
      )}
      {deviceId && leaving && <KioskUnenrolDialog deviceId={deviceId} onClose={() => setLeaving(false)} />}
    </>
  );
}
