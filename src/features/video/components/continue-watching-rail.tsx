import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { StructureNode } from '#contract/structure.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import { usePageScope } from '#platform/use-page-scope.ts';
import { CardNode } from '#structure/nodes/card-node.tsx';
import { RailNode } from '#structure/nodes/rail-node.tsx';
import { continueWatchingQuery } from '../continue-watching.ts';
import classes from './continue-watching-rail.module.css';

/**
 * Continue watching: the signed-in user's videos in progress (5–95 %), newest first, each card with how far it
 * was watched; a card opens the title, whose player resumes there. Nothing while empty or still loading.
 * Mounted only for a signed-in user (continue-watching-slot.tsx), so a persisted answer never shows to a visitor.
 */
export function ContinueWatchingRail() {
  const { t } = useLingui();
  const { percent } = useFormats();
  const { data } = useQuery(continueWatchingQuery(usePageScope()));
  if (!data || data.length === 0) return null;
  const rail: StructureNode = { name: 'rail', data: { title: t`Continue watching` } };
  return (
    <div data-continue-watching="">
      <RailNode
        node={rail}
        items={data.map((video) => {
          const shown = percent(Math.round(video.share * 100));
          const title = video.node.data?.title ?? '';
          return (
            <div key={video.id} className={classes.item} data-in-progress={video.id}>
              <CardNode node={video.node} items={[]} />
              <progress
                className={classes.progress}
                max={100}
                value={Math.round(video.share * 100)}
                aria-label={t`Watched ${shown} of ${title}`}
              />
            </div>
          );
        })}
      />
    </div>
  );
}
