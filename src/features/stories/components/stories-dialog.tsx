import { useLingui } from '@lingui/react/macro';
import { CloseButton } from '@mantine/core';
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import '@mantine/core/styles/CloseButton.css';
import type { DialogComponentProps } from '#components/dialogs/dialog-kinds.ts';
import { useModalDialog } from '#components/dialogs/use-modal-dialog.ts';
import { trapTab } from '#lib/focus-trap.ts';
import { NodeLink } from '#structure/node-link.tsx';
import {
  keyMove,
  nextStory,
  previousStory,
  type StoryMove,
  swipeMove,
  tapMove,
} from '../story-navigation.ts';
import { readViewed, recordView, resumeIndex } from '../viewed-store.ts';
import classes from './stories-dialog.module.css';
import { prefersReducedMotion, useStoryTimer } from './use-story-timer.ts';

/** Shorter than this, a press is a tap (navigation); held longer, it only paused the story. */
const TAP_MS = 300;
const direction = () => (document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr');

/**
 * Commerce §2 stories: one story at a time with a progress bar per story of the group; it advances on its own
 * (paused by holding, Space, the pause button or a hidden tab; started paused under reduced motion), and moves
 * by arrow keys (mirrored in rtl), tap zones, swipes and buttons. Where the user is goes to local storage.
 */
export function StoriesDialog({ tenant, groups, start, onClose }: DialogComponentProps<'stories'>) {
  const { t } = useLingui();
  const ref = useModalDialog();
  const titleId = useId();
  const sizes = groups.map((group) => group.stories.length);
  const [at, setAt] = useState(() => {
    const group = groups[start];
    return {
      group: start,
      index: resumeIndex(readViewed(tenant)[group?.id ?? ''], group?.stories.length ?? 0),
    };
  });
  const [paused, setPaused] = useState(prefersReducedMotion);
  const [held, setHeld] = useState(false);
  const press = useRef<{ x: number; y: number; time: number } | null>(null);
  const group = groups[at.group];
  const story = group?.stories[at.index];

  useEffect(() => {
    if (group) recordView(tenant, group.id, at.index, group.stories.length);
  }, [tenant, group, at.index]);

  const move = (step: StoryMove) => {
    if (step === 'toggle-pause') return setPaused((before) => !before);
    if (step === 'previous') return setAt(previousStory(at, sizes));
    const next = nextStory(at, sizes);
    if (next) setAt(next);
    else onClose();
  };
  const elapsed = useStoryTimer(`${at.group}/${at.index}`, story?.durationMs ?? 1, paused || held, () =>
    move('next'),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    trapTab(event);
    const onControl = event.target instanceof HTMLElement && event.target.closest('button, a');
    if (event.key === ' ' && onControl) return;
    const step = keyMove(event.key, direction());
    if (!step) return;
    event.preventDefault();
    move(step);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    press.current = { x: event.clientX, y: event.clientY, time: performance.now() };
    setHeld(true);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const down = press.current;
    press.current = null;
    setHeld(false);
    if (!down) return;
    const dx = event.clientX - down.x;
    const dy = event.clientY - down.y;
    if (dy > 80 && Math.abs(dy) > Math.abs(dx)) return onClose();
    const swipe = swipeMove(dx, dy, direction());
    if (swipe) return move(swipe);
    if (performance.now() - down.time > TAP_MS || Math.hypot(dx, dy) > 10) return;
    const box = event.currentTarget.getBoundingClientRect();
    move(tapMove(event.clientX - box.left, box.width, direction()));
  };

  if (!group || !story) return null;
  return (
    <dialog
      ref={ref}
      className={classes.dialog}
      aria-labelledby={titleId}
      data-dialog="stories"
      data-paused={paused || held}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={classes.bars} aria-hidden="true">
        {group.stories.map((item, index) => (
          <span key={item.id} className={classes.bar}>
            <span
              className={classes.fill}
              style={{
                inlineSize: `${index < at.index ? 100 : index > at.index ? 0 : (elapsed / story.durationMs) * 100}%`,
              }}
            />
          </span>
        ))}
      </div>
      <div className={classes.header}>
        <h2 id={titleId} className={classes.title}>
          {group.title}
        </h2>
        <span className={classes.count} data-story-position>
          {t`Story ${at.index + 1} of ${group.stories.length}`}
        </span>
        <button type="button" className={classes.control} onClick={() => move('toggle-pause')}>
          {paused ? t`Play` : t`Pause`}
        </button>
        <CloseButton aria-label={t`Close`} onClick={onClose} className={classes.close} />
      </div>
      <div
        className={classes.stage}
        data-story={story.id}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          press.current = null;
          setHeld(false);
        }}
      >
        {story.imageUrl && <img className={classes.image} src={story.imageUrl} alt="" draggable={false} />}
        <p className={classes.caption} aria-live="polite">
          {story.caption}
        </p>
      </div>
      <div className={classes.footer}>
        <button type="button" className={classes.control} onClick={() => move('previous')}>
          {t`Previous story`}
        </button>
        {story.clickUrl && (
          <NodeLink clickUrl={story.clickUrl} className={classes.link}>
            {t`Open`}
          </NodeLink>
        )}
        <button type="button" className={classes.control} onClick={() => move('next')}>
          {t`Next story`}
        </button>
      </div>
    </dialog>
  );
}
