import { DialogHost } from '#components/dialogs/dialog-host.tsx';
import { SnackbarHost } from '#components/snackbar/snackbar-host.tsx';
import { ConsentBar } from '#features/consent/consent-bar.tsx';

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
