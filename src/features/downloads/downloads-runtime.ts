import type { LocaleCode } from '#contract/locales.ts';
import type { ApiClient } from '#lib/api-client.ts';
import { i18n } from '#lib/i18n.ts';
import { portalDb } from '#offline-store/db.ts';
import { currentDevice } from '#platform/device/current-device.ts';
import { dropArtwork, keepArtwork } from './download-artwork.ts';
import type { DownloadEnv } from './download-env.ts';
import { DownloadManager } from './download-manager.ts';
import { browserStorage } from './storage-room.ts';

/**
 * The downloads side of the page, loaded on demand (it brings Dexie): one manager per tenant and user,
 * so every button and the Downloads page see the same transfers.
 */
export interface DownloadOwner {
  api: ApiClient;
  tenant: string;
  userId: string;
}

const managers = new Map<string, DownloadManager>();

export function downloadEnv({ api, tenant, userId }: DownloadOwner): DownloadEnv {
  return {
    api,
    tenant,
    userId,
    lang: () => i18n.locale as LocaleCode,
    deviceId: () => currentDevice().id,
    openDb: async () => portalDb(),
    storage: browserStorage(),
    keepArtwork,
    dropArtwork,
  };
}

export function downloadManagerFor(owner: DownloadOwner): DownloadManager {
  const key = `${owner.tenant}:${owner.userId}`;
  let manager = managers.get(key);
  if (!manager) {
    manager = new DownloadManager(downloadEnv(owner));
    managers.set(key, manager);
  }
  return manager;
}
