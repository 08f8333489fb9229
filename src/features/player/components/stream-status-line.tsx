import { useLingui } from '@lingui/react/macro';
import { usePlayerView } from '../player-context.ts';
import { useStreamStatus } from '../stream-status.ts';
import classes from './player-ui.module.css';

/**
 * The stream's state, where the player is: "Buffering…" while the player waits for data (a stall, a
 * retry), and when the retries ran out a message with a retry that starts where it broke. The text is
 * a polite live region (always in the page, so screen readers hear each change); the button is outside it.
 */
export function StreamStatusLine({ floating = false }: { floating?: boolean }) {
  const { t } = useLingui();
  const { stream, controls } = usePlayerView();
  const status = useStreamStatus(stream);
  return (
    <div className={classes.stream} data-floating={floating || undefined} data-stream-status={status}>
      <span role="status" aria-live="polite" className={classes.streamText}>
        {status === 'buffering' && (
          <>
            <span className={classes.spinner} aria-hidden="true" />
            {t`Buffering…`}
          </>
        )}
        {status === 'failed' && t`Playback stopped: the connection is not answering.`}
      </span>
      {status === 'failed' && (
        <button type="button" className={classes.streamRetry} onClick={controls.retry}>
          {t`Try again`}
        </button>
      )}
    </div>
  );
}
