import { useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { useId, useMemo } from 'react';
import { openDialog } from '#components/dialogs/dialog-store.ts';
import type { NodeProps } from '#structure/nodes/node-props.ts';
import { storyGroupsOf } from '../story-groups.ts';
import { useViewedStories } from '../viewed-store.ts';
import classes from './stories-rail.module.css';

/** The `stories` node: one ring per group (coloured until watched); a ring opens the stories dialog there. */
export function StoriesRail({ node }: NodeProps) {
  const { t } = useLingui();
  const { tenant } = useRouteContext({ from: '__root__' });
  const groups = useMemo(() => storyGroupsOf(node), [node]);
  const viewed = useViewedStories(tenant.name);
  const headingId = useId();
  if (groups.length === 0) return null;
  const title = node.data?.title;
  return (
    <section className={classes.rail} data-node="stories" aria-labelledby={title ? headingId : undefined}>
      {title && (
        <h2 id={headingId} className={classes.title}>
          {title}
        </h2>
      )}
      <ul className={classes.list}>
        {groups.map((group, index) => {
          const watched = Boolean(viewed[group.id]?.isWatched);
          return (
            <li key={group.id}>
              <button
                type="button"
                className={classes.group}
                data-story-group={group.id}
                data-watched={watched}
                onClick={() => openDialog('stories', { tenant: tenant.name, groups, start: index })}
              >
                <span className={classes.ring}>
                  {group.imageUrl && (
                    <img
                      className={classes.image}
                      src={group.imageUrl}
                      alt=""
                      width={64}
                      height={64}
                      loading="lazy"
                    />
                  )}
                </span>
                <span className={classes.label}>{group.title}</span>
                <VisuallyHidden>{watched ? t`watched` : t`new`}</VisuallyHidden>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
