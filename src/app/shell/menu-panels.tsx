import { openedLazy } from '#lib/opened-lazy.ts';

// The menus' contents load when a menu first opens: nobody pays for them on the first page.
export const ProfileLinks = openedLazy(async () => (await import('./profile-links.tsx')).ProfileLinks);
export const SettingsPanel = openedLazy(async () => (await import('./settings-panel.tsx')).SettingsPanel);
