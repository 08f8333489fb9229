import classes from './boot-failure.module.css';

/**
 * Start-up failed with nothing cached (first visit offline, or no catalogue loaded). No locale is
 * active yet, so this one screen is plain English; a retry simply starts again.
 */
export function BootFailure() {
  return (
    <main className={classes.failure}>
      <h1 className={classes.heading}>The portal could not start</h1>
      <p>Check your internet connection and try again.</p>
      <button type="button" className={classes.retry} onClick={() => window.location.reload()}>
        Try again
      </button>
    </main>
  );
}
