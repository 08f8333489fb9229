import { lazy } from 'react';

// The menus' contents load when a menu first opens: nobody pays for them on the first page.
export const ProfileLinks = lazy(async () => ({
  default: (await import('./profile-links.tsx')).ProfileLinks,
}));
export const SettingsPanel = lazy(async () => ({
  default: (await import('./settings-panel.tsx')).SettingsPanel,
}));
