/** Where the app would be installed: the instructions differ (iOS has no install event at all). */
export type InstallPlatform = 'ios' | 'android' | 'desktop';

export function installPlatform(
  userAgent = navigator.userAgent,
  touchPoints = navigator.maxTouchPoints ?? 0,
): InstallPlatform {
  // iPadOS reports itself as a Mac; a touch screen tells them apart.
  if (/iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1)) return 'ios';
  if (/Android/.test(userAgent)) return 'android';
  return 'desktop';
}
