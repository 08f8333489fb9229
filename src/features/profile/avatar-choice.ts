/**
 * The avatar-list dialog's answer. Dialogs open from the one manager with serialisable props, so
 * the pick travels back through this channel to whoever listens (the profile form).
 */
type Listener = (avatarId: string) => void;
const listeners = new Set<Listener>();

export function pickAvatar(avatarId: string): void {
  for (const listener of listeners) listener(avatarId);
}

export function onAvatarPicked(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
