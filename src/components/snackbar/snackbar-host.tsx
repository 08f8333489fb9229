import { useLingui } from '@lingui/react/macro';
import classes from './snackbar.module.css';
import { dismissSnackbar, useSnackbar } from './snackbar-store.ts';

/** The one snackbar host. The live region stays mounted so screen readers announce each message. */
export function SnackbarHost() {
  const { t } = useLingui();
  const snackbar = useSnackbar();
  return (
    <div className={classes.region} role="status" aria-live="polite">
      {snackbar && (
        <div className={classes.snackbar} key={snackbar.id}>
          <span>{snackbar.message}</span>
          {snackbar.action && (
            <button
              type="button"
              className={classes.action}
              onClick={() => {
                dismissSnackbar(snackbar.id);
                snackbar.action?.run();
              }}
            >
              {snackbar.action.label}
            </button>
          )}
          <button type="button" className={classes.close} onClick={() => dismissSnackbar(snackbar.id)}>
            {t`Dismiss`}
          </button>
        </div>
      )}
    </div>
  );
}
