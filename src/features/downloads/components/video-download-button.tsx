import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { StructureNode } from '#contract/structure.ts';
import { DetailPropsSchema } from '#contract/structure-props.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import { readProps } from '#structure/read-props.ts';
import { reasonText } from '../download-messages.ts';
import { useDownloadRows } from '../download-rows-store.ts';
import { percentOf, phaseOf } from '../download-state.ts';
import type { DownloadAction } from '../use-download-action.ts';
import classes from './download-buttons.module.css';
import { BlockedIcon, DownloadedIcon, DownloadIcon, ProgressRing } from './download-icons.tsx';

/** The kinds whose details header downloads a video title (the file set of POST /video/download). */
export const VIDEO_KINDS: ReadonlySet<string> = new Set(['video']);

/**
 * A video title's download in its details header: clear titles download (one rendition, every audio and
 * subtitle language). A protected one (businessModel SUBSCRIPTION, or refused by the server with 403
 * OFFLINE_DRM_UNSUPPORTED) shows a disabled button with the reason beside it.
 */
export function VideoDownloadButton({ node, action }: { node: StructureNode; action: DownloadAction }) {
  const { t, i18n } = useLingui();
  const formats = useFormats();
  const rows = useDownloadRows(action.known ? action.owner : undefined);
  const [refused, setRefused] = useState(false);
  const props = readProps(DetailPropsSchema, node);
  if (!props) return null;
  const title = node.data?.title ?? '';
  const row = rows?.find((candidate) => candidate.itemId === props.id);
  const phase = phaseOf(row);
  const percent = row ? percentOf(row) : 0;
  const shown = formats.percent(percent);
  const reasonId = `video-download-reason-${props.id}`;
  // A protected title (the header says SUBSCRIPTION) cannot be kept; the server refuses it too (403).
  const blocked =
    refused || props.businessModel === 'SUBSCRIPTION' || row?.reason === 'OFFLINE_DRM_UNSUPPORTED';
  if (phase === 'done')
    return (
      <Link to="/downloads" className={classes.action} data-phase="done" data-video-download={props.id}>
        <DownloadedIcon />
        {t`Downloaded`}
      </Link>
    );
  if (blocked)
    return (
      <>
        <button
          type="button"
          className={classes.action}
          data-video-download={props.id}
          data-phase="protected"
          disabled
          aria-describedby={reasonId}
        >
          <BlockedIcon />
          {t`Download`}
        </button>
        <span id={reasonId} role="status" className={classes.reason} data-video-download-reason="">
          {reasonText(i18n, 'OFFLINE_DRM_UNSUPPORTED')}
        </span>
      </>
    );
  const press = async () => {
    if (row && phase === 'active') return void action.command((m) => m.pause(row.id));
    if (row && (phase === 'paused' || phase === 'failed'))
      return void action.command((m) => m.resume(row.id));
    const outcome = await action.startVideo({
      id: props.id,
      title,
      contentType: 'VIDEO',
      ...(node.data?.subTitle ? { subTitle: node.data.subTitle } : {}),
      ...(node.data?.imageUrl ? { imageUrl: node.data.imageUrl } : {}),
    });
    if (outcome === 'protected') setRefused(true);
  };
  return (
    <button
      type="button"
      className={classes.action}
      data-video-download={props.id}
      data-phase={phase}
      aria-busy={action.busy || undefined}
      disabled={action.busy}
      aria-label={
        phase === 'active'
          ? t`Downloading ${shown} of ${title}, pause`
          : phase === 'paused' || phase === 'failed'
            ? t`Resume download of ${title}, ${shown} done`
            : t`Download ${title} for offline viewing`
      }
      onClick={() => void press()}
    >
      {phase === 'active' ? (
        <ProgressRing value={percent / 100} size={20} />
      ) : phase === 'disabled' ? (
        <BlockedIcon />
      ) : (
        <DownloadIcon />
      )}
      {phase === 'active'
        ? t`Downloading ${shown}`
        : phase === 'paused' || phase === 'failed'
          ? t`Resume download`
          : t`Download`}
    </button>
  );
}
