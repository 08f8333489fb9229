import { useLocation } from '@tanstack/react-router';
import { type ComponentType, Suspense, use, useEffect, useRef } from 'react';
import {
  CLOSES_ON_ROUTE_CHANGE,
  type DialogComponentProps,
  type DialogKind,
  type DialogRequest,
} from './dialog-kinds.ts';
import { dialogComponents } from './dialog-registry.ts';
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

  if (!dialog) return null;
  return (
    <Suspense fallback={null}>
      <DialogView dialog={dialog} />
    </Suspense>
  );
}

function DialogView({ dialog }: { dialog: DialogRequest }) {
  // The union is matched by kind in the registry; TypeScript cannot correlate the two lookups itself.
  const Component = use(dialogComponents())[dialog.kind] as
    | ComponentType<DialogComponentProps<DialogKind>>
    | undefined;
  if (!Component) return null;
  return (
    <Component
      key={dialog.kind}
      {...(dialog.props as DialogComponentProps<DialogKind>)}
      onClose={closeDialog}
    />
  );
}
