import { describe, expect, it } from 'vitest';
import { installPlatform } from './install-platform.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('install platform (which steps the app-installer dialog shows)', () => {
  it('iPhone and iPadOS (which reports a Mac, with a touch screen) are iOS', () => {
    expect(installPlatform(IPHONE, 5)).toBe('ios');
    expect(installPlatform(IPAD_AS_MAC, 5)).toBe('ios');
  });

  it('a Mac without touch is a desktop; Android is Android', () => {
    expect(installPlatform(IPAD_AS_MAC, 0)).toBe('desktop');
    expect(installPlatform(ANDROID, 5)).toBe('android');
    expect(installPlatform(LINUX, 0)).toBe('desktop');
  });
});
