import classes from './boot-failure.module.css';
import { bootFailureLocale, bootFailureTexts } from './boot-failure-texts.ts';

/**
 * Start-up failed with nothing cached (first visit offline, or no catalogue loaded). No Lingui
 * catalogue is active, so the texts come from a small bundled table; a retry simply starts again.
 */
export function BootFailure() {
  const texts = bootFailureTexts(bootFailureLocale(window.location.pathname, document.documentElement.lang));
  return (
    <main className={classes.failure} lang={texts.lang} dir={texts.dir}>
      <h1 className={classes.heading}>{texts.heading}</h1>
      <p>{texts.message}</p>
      <button type="button" className={classes.retry} onClick={() => window.location.reload()}>
        {texts.retry}
      </button>
    </main>
  );
}
