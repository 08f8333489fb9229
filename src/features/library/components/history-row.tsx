import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { HistoryEntry } from '#contract/history.ts';
import type { LocaleCode } from '#contract/locales.ts';
import { formatDuration, numberingSystemFor } from '#lib/format.ts';
import { dateTimeFormat } from '#lib/intl-cache.ts';
import { normalizeImageUrl } from '#lib/node-urls.ts';
import { NodeLink } from '#structure/node-link.tsx';
import classes from './history.module.css';

interface HistoryRowProps {
  entry: HistoryEntry;
  locale: LocaleCode;
  onRemove: (entry: HistoryEntry) => void;
}

/** One entry: the item (linked), what happened and when, where playback stopped, and its remove button. */
export function HistoryRow({ entry, locale, onRemove }: HistoryRowProps) {
  const { t } = useLingui();
  const titleId = useId();
  const { title = '', subTitle, imageUrl, clickUrl } = entry.node.data ?? {};
  const when = dateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    numberingSystem: numberingSystemFor(locale),
  }).format(new Date(entry.at));
  const position = entry.userCurrentPlaying ?? 0;
  const stoppedAt = formatDuration(position, locale);
  return (
    <li className={classes.row} data-history-entry={entry.id}>
      {imageUrl ? (
        <img
          className={classes.art}
          src={normalizeImageUrl(imageUrl)}
          alt=""
          width={64}
          height={64}
          loading="lazy"
        />
      ) : (
        <span className={classes.art} aria-hidden="true" />
      )}
      <div className={classes.text}>
        <NodeLink clickUrl={clickUrl} className={classes.title} aria-labelledby={titleId}>
          <span id={titleId}>{title}</span>
        </NodeLink>
        {subTitle && <span className={classes.muted}>{subTitle}</span>}
        <span className={classes.muted}>
          {entry.type === 'PLAY' ? t`Played` : t`Viewed`} · <time dateTime={entry.at}>{when}</time>
          {position > 0 && <> · {t`Stopped at ${stoppedAt}`}</>}
        </span>
      </div>
      <button
        type="button"
        className={classes.remove}
        data-remove=""
        aria-label={t`Remove ${title} from history`}
        title={t`Remove ${title} from history`}
        onClick={() => onRemove(entry)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </li>
  );
}
