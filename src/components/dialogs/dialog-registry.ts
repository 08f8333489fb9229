import type { ComponentType, LazyExoticComponent } from 'react';
import type { DialogComponentProps, DialogKind } from './dialog-kinds.ts';

type DialogComponent<K extends DialogKind> = LazyExoticComponent<ComponentType<DialogComponentProps<K>>>;
export type DialogComponents = { [K in DialogKind]?: DialogComponent<K> };

type DialogSource = () => Promise<DialogComponents>;

const sources: DialogSource[] = [() => import('./shell-dialogs.ts').then((m) => m.SHELL_DIALOGS)];
let loaded: Promise<DialogComponents> | undefined;

/** Features' dialogs (cookie settings, login options, avatars, purchases): src/app/compose.ts registers their map. */
export function registerDialogs(source: DialogSource): void {
  sources.push(source);
  loaded = undefined;
}

/** Every dialog by kind. The maps load with the first dialog opened, each dialog's code when it opens. */
export function dialogComponents(): Promise<DialogComponents> {
  loaded ??= Promise.all(sources.map((source) => source()))
    .then((maps) => Object.assign({}, ...maps) as DialogComponents)
    .catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
  return loaded;
}
