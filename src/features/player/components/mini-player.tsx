import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { CloseIcon, ExpandIcon, KeyboardIcon } from '#components/player-icons.tsx';
import { PLAYER_REGION_ID } from '../player.port.ts';
import { usePlayerView } from '../player-context.ts';
import classes from './player-ui.module.css';
import { SeekBar } from './seek-bar.tsx';
import { StreamStatusLine } from './stream-status-line.tsx';
import { ModeButtons, TransportButtons } from './transport-buttons.tsx';
import { VolumeControl } from './volume-control.tsx';

/** Publishes the bar's height, so the page ends above it and snackbars rise over it. */
function useBarSpace(ref: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const apply = () => root.style.setProperty('--player-bar-size', `${element.offsetHeight}px`);
    apply();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(apply) : undefined;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--player-bar-size');
    };
  }, [ref]);
}

/** The mini-player: fixed at the bottom (above the cookie bar), on every page while something is queued. */
export function MiniPlayer() {
  const { t } = useLingui();
  const { item, track, fullOpen, setFullOpen, controls, showShortcuts } = usePlayerView();
  const ref = useRef<HTMLElement>(null);
  useBarSpace(ref);
  if (!item) return null;
  const title = item.title;
  return (
    <>
      <div className={classes.spacer} aria-hidden="true" />
      <section
        ref={ref}
        id={PLAYER_REGION_ID}
        className={classes.bar}
        aria-label={t`Player`}
        data-mini-player=""
      >
        <StreamStatusLine floating />
        <div className={classes.barInner}>
          <button
            type="button"
            className={classes.now}
            aria-label={t`Open the full player: ${title}`}
            aria-expanded={fullOpen}
            onClick={() => setFullOpen(true)}
          >
            {item.imageUrl ? (
              <img className={classes.thumb} src={item.imageUrl} alt="" width={48} height={48} />
            ) : (
              <span className={classes.thumb} />
            )}
            <span className={classes.nowText}>
              <span className={classes.nowTitle} data-now-title="">
                {title}
              </span>
              <span className={classes.nowSub}>
                {track?.isPreview && <span className={classes.badge}>{t`Preview`}</span>}
                {item.subTitle}
              </span>
            </span>
            <ExpandIcon size={18} />
          </button>
          <TransportButtons />
          <div className={classes.barSeek}>
            <SeekBar compact />
          </div>
          <div className={classes.barExtras}>
            <ModeButtons />
            <VolumeControl />
            <button
              type="button"
              className={classes.icon}
              aria-label={t`Keyboard shortcuts`}
              onClick={showShortcuts}
            >
              <KeyboardIcon size={20} />
            </button>
          </div>
          <button
            type="button"
            className={classes.icon}
            aria-label={t`Close the player and clear the queue`}
            onClick={controls.close}
          >
            <CloseIcon size={20} />
          </button>
        </div>
      </section>
    </>
  );
}
