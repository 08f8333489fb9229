import type { Device } from '../../../../contract/device.ts';

export type DeviceAttributes = Device['deviceAttributes'];

/** Optional User-Agent Client Hints, which Chromium sends and which beat UA sniffing when present. */
export interface ClientHints {
  mobile?: string | undefined;
  platform?: string | undefined;
}

const OS_RULES: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Macintosh|Mac OS X/, 'macOS'],
  [/Linux|X11/, 'Linux'],
];

const HINT_PLATFORMS: Record<string, string> = {
  android: 'Android',
  'chrome os': 'ChromeOS',
  chromeos: 'ChromeOS',
  ios: 'iOS',
  linux: 'Linux',
  macos: 'macOS',
  windows: 'Windows',
};

function operatingSystem(ua: string, hints: ClientHints): string {
  const hinted = hints.platform?.replaceAll('"', '').trim().toLowerCase();
  if (hinted && HINT_PLATFORMS[hinted]) return HINT_PLATFORMS[hinted];
  return OS_RULES.find(([pattern]) => pattern.test(ua))?.[1] ?? 'unknown';
}

// Feature phones (KaiOS, J2ME browsers, Opera Mini, old WAP browsers) are phones, but not modern ones.
const FEATURE_PHONE = /Opera Mini|KAIOS|MIDP|J2ME|Series40|BlackBerry|WAP/i;

/** Form factor from the User-Agent (shell §3 device): tablet, phone, or else desktop. */
export function parseUserAgent(ua: string, hints: ClientHints = {}): DeviceAttributes {
  const os = operatingSystem(ua, hints);
  const hintedMobile = hints.mobile === '?1' ? true : hints.mobile === '?0' ? false : undefined;
  const featurePhone = FEATURE_PHONE.test(ua);
  // Android tablets drop the "Mobile" token; iPads and e-readers name themselves.
  const tabletByUa = /iPad|Tablet|PlayBook|Silk|Kindle/.test(ua) || (os === 'Android' && !/Mobile/.test(ua));
  const tablet = hintedMobile !== true && tabletByUa;
  const phone = !tablet && (hintedMobile ?? (featurePhone || /iPhone|iPod|Windows Phone|Mobile/.test(ua)));
  return { desktop: !tablet && !phone, tablet, modernPhone: phone && !featurePhone, operatingSystem: os };
}
