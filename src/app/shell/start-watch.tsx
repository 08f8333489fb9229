import { useLingui } from '@lingui/react/macro';
import { ScriptOnce } from '@tanstack/react-router';
import classes from './start-watch.module.css';

/** Shown (by CSS alone) when the page has not started after this long: the connection is slow. */
export const SLOW_START_MS = 5000;
export const START_FAILED_ID = 'start-failed';

/**
 * Runs before the app's scripts (inline, with the page's CSP nonce, removed once run): if the entry script or a
 * module it imports cannot load, the page says so and offers a retry instead of staying lifeless.
 */
const WATCH = `(function(d){var h=d.documentElement;function fail(){if(h.hasAttribute('data-app-ready'))return;var e=d.getElementById('${START_FAILED_ID}');if(e){e.hidden=false;h.setAttribute('data-start-failed','')}}
addEventListener('error',function(e){var t=e.target;if(t&&t.tagName==='SCRIPT'&&t.type==='module')fail();else if(e.filename&&e.filename.indexOf('/assets/')>=0)fail()},true);
addEventListener('vite:preloadError',function(e){if(!h.hasAttribute('data-app-ready'))fail()});
d.addEventListener('click',function(e){var b=e.target;if(b&&b.closest&&b.closest('[data-start-retry]'))location.reload()})})(document)`;

/**
 * The server-rendered page's safety net while its scripts load: a "still loading" notice after a few seconds on a
 * slow connection, and a retry screen when the scripts fail. Both disappear once the app runs (html[data-app-ready]).
 */
export function StartWatch() {
  const { t } = useLingui();
  return (
    <>
      <ScriptOnce>{WATCH}</ScriptOnce>
      <p className={classes.slow} role="status">
        {t`Still loading: your connection is slow.`}
      </p>
      <div id={START_FAILED_ID} className={classes.failed} role="alert" hidden>
        <p
          className={classes.message}
        >{t`This page could not finish loading. Check your connection and try again.`}</p>
        <button type="button" className={classes.retry} data-start-retry>
          {t`Try again`}
        </button>
      </div>
    </>
  );
}
