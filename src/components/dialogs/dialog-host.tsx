import { useLocation } from '@tanstack/react-router';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import {
  CLOSES_ON_ROUTE_CHANGE,
  type DialogComponentProps,
  type DialogKind,
  type DialogRequest,
} from './dialog-kinds.ts';
import { type DialogComponents, dialogComponents, loadedDialogComponents } from './dialog-registry.ts';
import { closeDialog, currentDialog, useCurrentDialog } from './dialog-store.ts';

/** Renders the open dialog; a navigation closes the dialogs that belong to a page. */
export function DialogHost() {
  const dialog = useCurrentDialog();
  const pathname = useLocation({ select: (location) => location.pathname });
  const shownOn = useRef(pathname);

  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    const open = currentDialog();
    if (open && CLOSES_ON_ROUTE_CHANGE[open.kind]) closeDialog();
  }, [pathname]);

  const components = useDialogComponents(dialog !== undefined);
  if (!dialog || !components) return null;
  return <DialogView dialog={dialog} components={components} />;
}

/**
 * The dialogs' maps, loaded with the first dialog asked for and then shown by a plain update: suspending here
 * would hold the dialog back until 300 ms after the page's last Suspense fallback (React's reveal throttle).
 */
function useDialogComponents(wanted: boolean): DialogComponents | undefined {
  const [components, setComponents] = useState(loadedDialogComponents);
  useEffect(() => {
    if (!wanted || components) return;
    let live = true;
    dialogComponents().then(
      (loaded) => {
        if (live) setComponents(loaded);
      },
      // Not there (offline before it was cached, a replaced build): the next dialog asked for tries again.
      (error: unknown) => console.error('The dialogs could not be loaded', error),
    );
    return () => {
      live = false;
    };
  }, [wanted, components]);
  return components;
}

function DialogView({ dialog, components }: { dialog: DialogRequest; components: DialogComponents }) {
  // The union is matched by kind in the registry; TypeScript cannot correlate the two lookups itself.
  const Component = components[dialog.kind] as ComponentType<DialogComponentProps<DialogKind>> | undefined;
  if (!Component) return null;
  return (
    <Component
      key={dialog.kind}
      {...(dialog.props as DialogComponentProps<DialogKind>)}
      onClose={closeDialog}
    />
  );
}
