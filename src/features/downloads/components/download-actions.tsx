import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { showSnackbar } from '#components/snackbar/snackbar-store.ts';
import type { StructureNode } from '#contract/structure.ts';
import { DetailPropsSchema } from '#contract/structure-props.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import { AUDIO_KINDS, COLLECTION_KINDS, pageListItems, queueItemOf } from '#structure/playable-items.ts';
import { readProps } from '#structure/read-props.ts';
import { useStructurePage } from '#structure/structure-page-context.ts';
import { inCollection } from '../download-row.ts';
import { useDownloadRows } from '../download-rows-store.ts';
import { belongsTo, collectionProgress, percentOf, phaseOf } from '../download-state.ts';
import { type DownloadAction, useDownloadAction } from '../use-download-action.ts';
import classes from './download-buttons.module.css';
import { BlockedIcon, DownloadedIcon, DownloadIcon, ProgressRing } from './download-icons.tsx';
import { VIDEO_KINDS, VideoDownloadButton } from './video-download-button.tsx';

/** A details header's download: the whole album, playlist, podcast or audiobook, or the one track, episode or chapter. */
export function DownloadActions({ node }: { node: StructureNode }) {
  const action = useDownloadAction();
  const kind = readProps(DetailPropsSchema, node)?.kind;
  if (kind && VIDEO_KINDS.has(kind))
    return (
      <span className={classes.header}>
        <VideoDownloadButton node={node} action={action} />
      </span>
    );
  if (!kind || !(AUDIO_KINDS.has(kind) || COLLECTION_KINDS.has(kind))) return null;
  return (
    <span className={classes.header}>
      {COLLECTION_KINDS.has(kind) ? (
        <CollectionButton node={node} action={action} />
      ) : (
        <ItemButton node={node} action={action} />
      )}
    </span>
  );
}

const Downloaded = ({ label }: { label: string }) => (
  <Link to="/downloads" className={classes.action} data-phase="done">
    <DownloadedIcon />
    {label}
  </Link>
);

function CollectionButton({ node, action }: { node: StructureNode; action: DownloadAction }) {
  const { t } = useLingui();
  const page = useStructurePage();
  const queryClient = useQueryClient();
  const formats = useFormats();
  const rows = useDownloadRows(action.known ? action.owner : undefined);
  const props = readProps(DetailPropsSchema, node);
  const title = node.data?.title ?? '';
  if (!props) return null;
  const progress = collectionProgress(rows ?? [], props.id);
  const complete =
    progress.done > 0 && !progress.active && progress.done >= (props.childCount ?? progress.present);
  if (complete) return <Downloaded label={t`Downloaded`} />;
  const startAll = async () => {
    if (!action.owner) return action.start([], title);
    if (!page) return;
    const items = await pageListItems(queryClient, page, title).catch(() => undefined);
    const collection = { id: props.id, kind: props.kind, title, imageUrl: node.data?.imageUrl };
    if (items)
      await action.start(
        items.map((item, position) => inCollection(item, collection, position)),
        title,
      );
    else showSnackbar(t`The list could not be loaded. Check your connection and try again.`);
  };
  const pauseAll = () =>
    action.command(async (manager) => {
      for (const row of rows ?? [])
        if (belongsTo(row, props.id) && phaseOf(row) === 'active') await manager.pause(row.id);
    });
  const percent = progress.percent;
  const shown = formats.percent(percent);
  return (
    <button
      type="button"
      className={classes.action}
      data-download-collection={props.id}
      aria-busy={action.busy || undefined}
      disabled={action.busy}
      // Each name starts with the button's visible text (WCAG 2.5.3) and names what it downloads.
      aria-label={
        progress.active
          ? t`Downloading ${shown} of ${title}, pause`
          : progress.present > 0
            ? t`Download the rest of ${title}`
            : t`Download all of ${title}`
      }
      onClick={() => void (progress.active ? pauseAll() : startAll())}
    >
      {progress.active ? <ProgressRing value={percent / 100} size={20} /> : <DownloadIcon />}
      {progress.active ? t`Downloading ${shown}` : progress.present > 0 ? t`Download the rest` : t`Download`}
    </button>
  );
}

function ItemButton({ node, action }: { node: StructureNode; action: DownloadAction }) {
  const { t } = useLingui();
  const item = queueItemOf(node);
  const formats = useFormats();
  const rows = useDownloadRows(action.known ? action.owner : undefined);
  if (!item) return null;
  const row = rows?.find((candidate) => candidate.itemId === item.id);
  const phase = phaseOf(row);
  const title = item.title;
  const percent = row ? percentOf(row) : 0;
  const shown = formats.percent(percent);
  if (phase === 'done') return <Downloaded label={t`Downloaded`} />;
  const press = () => {
    if (row && phase === 'active') return void action.command((m) => m.pause(row.id));
    if (row && (phase === 'paused' || phase === 'failed'))
      return void action.command((m) => m.resume(row.id));
    void action.start([item], title);
  };
  return (
    <button
      type="button"
      className={classes.action}
      data-download-item={item.id}
      aria-busy={action.busy || undefined}
      disabled={action.busy}
      aria-label={
        phase === 'active'
          ? t`Downloading ${shown} of ${title}, pause`
          : phase === 'paused' || phase === 'failed'
            ? t`Resume download of ${title}, ${shown} done`
            : phase === 'disabled'
              ? t`Download again: ${title}`
              : t`Download ${title}`
      }
      onClick={press}
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
        : phase === 'none'
          ? t`Download`
          : phase === 'disabled'
            ? t`Download again`
            : t`Resume download`}
    </button>
  );
}
