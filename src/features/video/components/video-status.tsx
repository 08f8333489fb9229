import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import type { VideoStreamingAnswer } from '#contract/video.ts';
import { NodeLink } from '#structure/node-link.tsx';
import { showRefusal } from '../use-video-playback.ts';
import type { StreamingRefusal } from '../video.queries.ts';
import { isRetryable, type VideoFailure } from '../video-errors.ts';
import classes from './video-stage.module.css';

/** Why the title does not play, in words, with what the viewer can do (retry, see the options, log in). */
export function VideoRefusal({
  refusal,
  title,
  onRetry,
}: {
  refusal: StreamingRefusal;
  title: string;
  onRetry(): void;
}) {
  const { t } = useLingui();
  const texts: Record<StreamingRefusal['kind'], string> = {
    login: t`Log in to watch this video.`,
    'not-entitled': t`This video is not included in what you can watch now.`,
    'no-credits': t`You have used all the credits of your plan for this period.`,
    'device-not-supported': t`This device cannot play protected videos.`,
    'external-not-validated': t`This video comes from a partner service your account is not linked to yet.`,
    'not-found': t`This video is not available.`,
    network: t`The video could not be loaded. Check your connection and try again.`,
    failed: t`The video could not be started.`,
  };
  const offer = refusal.kind === 'not-entitled' || refusal.kind === 'no-credits' || refusal.kind === 'login';
  return (
    <div className={classes.status} role="alert" data-video-refusal={refusal.kind}>
      <p>{texts[refusal.kind]}</p>
      {refusal.kind === 'external-not-validated' && refusal.plans.length > 0 && (
        <p>{t`Plans that include it: ${refusal.plans.map((plan) => plan.name).join(', ')}`}</p>
      )}
      {offer && (
        <Button size="sm" onClick={() => showRefusal(refusal, title)}>
          {refusal.kind === 'login' ? t`Log in` : t`See the options`}
        </Button>
      )}
      {(refusal.kind === 'network' || refusal.kind === 'failed') && (
        <Button size="sm" onClick={onRetry}>
          {t`Try again`}
        </Button>
      )}
    </div>
  );
}

/** A playback failure (licence, device, network) in words; retry where it can help. */
export function VideoFailureState({ failure, onRetry }: { failure: VideoFailure; onRetry(): void }) {
  const { t } = useLingui();
  const texts: Record<VideoFailure, string> = {
    'no-licence': t`No licence could be obtained for this video. Log in again and retry.`,
    'not-entitled': t`Your account is not entitled to watch this video.`,
    'device-not-supported': t`This device or browser cannot play this video.`,
    network: t`A network error interrupted the video.`,
    unknown: t`The video stopped because of an error.`,
  };
  return (
    <div className={classes.status} role="alert" data-video-failure={failure}>
      <p>{texts[failure]}</p>
      {(isRetryable(failure) || failure === 'no-licence') && (
        <Button size="sm" onClick={onRetry}>
          {t`Try again`}
        </Button>
      )}
    </div>
  );
}

/** At the end of a series episode: the next one. */
export function NextEpisodeCard({ next }: { next: NonNullable<VideoStreamingAnswer['next']> }) {
  const { t } = useLingui();
  return (
    <div className={classes.next} data-next-episode="">
      <span className={classes.nextLabel}>{t`Next episode`}</span>
      <NodeLink clickUrl={next.clickUrl} className={classes.nextLink}>
        {next.title}
      </NodeLink>
    </div>
  );
}
