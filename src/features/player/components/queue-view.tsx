import { Plural, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { ArrowDownIcon, ArrowUpIcon, CloseIcon } from '#components/player-icons.tsx';
import { useFormats } from '#platform/locale/use-formats.ts';
import { usePlayerView } from '../player-context.ts';
import uiClasses from './player-ui.module.css';
import classes from './queue-view.module.css';

type Action = 'up' | 'down' | 'remove' | 'jump';

/**
 * The queue: each entry plays on activation, moves up or down with real buttons (keyboard and
 * screen readers, not drag only) and can be removed; focus follows the entry it acted on.
 */
export function QueueView() {
  const { t } = useLingui();
  const { count } = useFormats();
  const { state, controls } = usePlayerView();
  const headingId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const [refocus, setRefocus] = useState<{ index: number; action: Action } | null>(null);
  const { playlist, currentIndex } = state;
  const total = playlist.length;

  // After a move the same button of the moved entry keeps focus; after a removal, the next entry's.
  useEffect(() => {
    if (!refocus) return;
    const rows = listRef.current?.querySelectorAll('li');
    const row = rows?.[Math.min(refocus.index, (rows?.length ?? 1) - 1)];
    const wanted = row?.querySelector<HTMLButtonElement>(
      `button[data-action="${refocus.action}"]:not(:disabled)`,
    );
    (wanted ?? row?.querySelector<HTMLButtonElement>('button[data-action="jump"]'))?.focus();
    setRefocus(null);
  }, [refocus]);

  const shown = count(total);
  return (
    <section className={classes.queue} aria-labelledby={headingId} data-queue="">
      <div className={classes.head}>
        <h3 id={headingId} className={classes.heading}>
          {t`Queue`}
        </h3>
        <span className={classes.count}>
          <Plural value={total} one={`${shown} item`} other={`${shown} items`} />
        </span>
      </div>
      <ol ref={listRef} className={classes.list}>
        {playlist.map((item, index) => {
          const current = index === currentIndex;
          const title = item.title;
          return (
            <li
              key={item.id}
              className={classes.entry}
              aria-current={current || undefined}
              data-queue-item={item.id}
            >
              <button
                type="button"
                className={classes.jump}
                data-action="jump"
                aria-label={current ? t`${title}, playing now` : t`Play ${title}`}
                onClick={() => controls.jump(index)}
              >
                <span className={classes.position}>{count(index + 1)}</span>
                <span className={classes.text}>
                  <span className={classes.title}>{title}</span>
                  {item.subTitle && <span className={classes.sub}>{item.subTitle}</span>}
                </span>
              </button>
              <button
                type="button"
                className={uiClasses.icon}
                data-action="up"
                aria-label={t`Move ${title} up`}
                disabled={index === 0}
                onClick={() => {
                  controls.move(index, index - 1);
                  setRefocus({ index: index - 1, action: 'up' });
                }}
              >
                <ArrowUpIcon size={18} />
              </button>
              <button
                type="button"
                className={uiClasses.icon}
                data-action="down"
                aria-label={t`Move ${title} down`}
                disabled={index === total - 1}
                onClick={() => {
                  controls.move(index, index + 1);
                  setRefocus({ index: index + 1, action: 'down' });
                }}
              >
                <ArrowDownIcon size={18} />
              </button>
              <button
                type="button"
                className={uiClasses.icon}
                data-action="remove"
                aria-label={t`Remove ${title} from the queue`}
                onClick={() => {
                  controls.remove(index);
                  setRefocus({ index, action: 'remove' });
                }}
              >
                <CloseIcon size={18} />
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
