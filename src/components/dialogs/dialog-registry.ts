import type { ComponentType } from 'react';
import type { DialogComponentProps, DialogKind } from './dialog-kinds.ts';

/** Each dialog's code loads when it first opens (openedLazy: it shows as soon as its code is there). */
type DialogComponent<K extends DialogKind> = ComponentType<DialogComponentProps<K>>;
export type DialogComponents = { [K in DialogKind]?: DialogComponent<K> };

type DialogSource = () => Promise<DialogComponents>;

const sources: DialogSource[] = [() => import('./shell-dialogs.ts').then((m) => m.SHELL_DIALOGS)];
let loaded: Promise<DialogComponents> | undefined;
let resolved: DialogComponents | undefined;

/** Features' dialogs (cookie settings, login options, avatars, purchases): src/app/compose.ts registers their map. */
export function registerDialogs(source: DialogSource): void {
  sources.push(source);
  loaded = undefined;
  resolved = undefined;
}

/** Every dialog by kind. The maps load with the first dialog opened, each dialog's code when it opens. */
export function dialogComponents(): Promise<DialogComponents> {
  loaded ??= Promise.all(sources.map((source) => source()))
    .then((maps) => {
      resolved = Object.assign({}, ...maps) as DialogComponents;
      return resolved;
    })
    .catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
  return loaded;
}

/** The maps once loaded (a dialog opened before), so the next one renders at once. */
export const loadedDialogComponents = (): DialogComponents | undefined => resolved;
