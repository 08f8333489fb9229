import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import { openDialog } from '#components/dialogs/dialog-store.ts';
import { CONTENT_TYPE_OF_KIND } from '#contract/history.ts';
import { RATEABLE_KINDS, RATING_MAX } from '#contract/rating.ts';
import type { StructureNode } from '#contract/structure.ts';
import { currentDevice } from '#platform/device/current-device.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import { useSession } from '#platform/session/use-session.ts';
import { usePageScope } from '#platform/use-page-scope.ts';
import { ratingSummaryQuery, userRatingQuery } from '../rating.queries.ts';
import classes from './rating.module.css';

/** Five stars filled to the average (decorative: the text beside them says the same). */
export function Stars({ value }: { value: number }) {
  const percent = Math.max(0, Math.min(100, (value / RATING_MAX) * 100));
  return (
    <span className={classes.stars} aria-hidden="true" style={{ '--fill': `${percent}%` } as CSSProperties}>
      ★★★★★
    </span>
  );
}

/**
 * Commerce §3 ratings on a details page: the average of everybody's scores with how many gave one, the user's
 * own score, and the way to give or change it (visitors are asked to log in).
 */
export function RatingSummary({ node }: { node: StructureNode }) {
  const { t } = useLingui();
  const { id, kind } = node.data?.customProperties ?? {};
  const scope = usePageScope();
  const { isUser } = useSession();
  const { count: digits } = useFormats();
  const rateable = typeof id === 'number' && typeof kind === 'string' && RATEABLE_KINDS.includes(kind);
  const articleId = typeof id === 'number' ? id : 0;
  const summary = useQuery({ ...ratingSummaryQuery(scope, articleId), enabled: rateable });
  const mine = useQuery({
    ...userRatingQuery(scope, articleId, currentDevice().id),
    enabled: rateable && isUser,
  });
  if (!rateable || typeof kind !== 'string') return null;
  const contentType = CONTENT_TYPE_OF_KIND[kind];
  if (!contentType) return null;
  const title = node.data?.title ?? '';
  const average = summary.data?.average ?? null;
  const count = summary.data?.count ?? 0;
  // The server rounds the average to one decimal; all three in the page's digits.
  const shownAverage = average === null ? '' : digits(average);
  const shownCount = digits(count);
  const score = mine.data?.score ?? null;
  const shownScore = score === null ? '' : digits(score);
  return (
    <div className={classes.summary} data-rating={articleId}>
      {summary.data &&
        (average === null ? (
          <span className={classes.muted} data-rating-average="">{t`No ratings yet`}</span>
        ) : (
          <span data-rating-average={average}>
            <Stars value={average} />
            <span className={classes.text}>
              {plural(count, {
                one: `${shownAverage} out of 5 (${shownCount} rating)`,
                other: `${shownAverage} out of 5 (${shownCount} ratings)`,
              })}
            </span>
          </span>
        ))}
      <Button
        variant="subtle"
        size="compact-sm"
        data-rate=""
        aria-label={
          score === null ? t`Rate ${title}` : t`Your rating of ${title}: ${shownScore} of 5. Change it`
        }
        onClick={() =>
          isUser
            ? openDialog('rating', { articleId, title, contentType, ...(score === null ? {} : { score }) })
            : openDialog('login')
        }
      >
        {score === null ? t`Rate` : t`Your rating: ${shownScore} of 5`}
      </Button>
    </div>
  );
}
