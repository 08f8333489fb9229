import { expect, test } from 'vitest';
import { isPortalRoute } from './navigation-paths.ts';

test('any portal route, in any language, is rendered by the app shell', () => {
  for (const path of ['/', '/ar', '/ar/foo', '/music/albums/x/y', '/no/such/page']) {
    expect(isPortalRoute(path), path).toBe(true);
  }
});

test('server paths are never answered by the app shell', () => {
  for (const path of [
    '/api/envFile',
    '/media/artwork/1.svg',
    '/assets/index-abc.js',
    '/icons/icon-192.png',
    '/builds/latest.json',
    '/hosted/login',
    '/manifest.webmanifest',
    '/sw.js',
    '/robots.txt',
  ]) {
    expect(isPortalRoute(path), path).toBe(false);
  }
});
