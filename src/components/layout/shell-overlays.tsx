import { ConsentBar } from '#features/consent/consent-bar.tsx';
import { DialogHost } from '../dialogs/dialog-host.tsx';
import { SnackbarHost } from '../snackbar/snackbar-host.tsx';

/** What every layout carries, chrome or not: the dialog manager, the snackbar and the consent bar. */
export function ShellOverlays() {
  return (
    <>
      <DialogHost />
      <SnackbarHost />
      <ConsentBar />
    </>
  );
}
