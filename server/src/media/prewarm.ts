import { mediaManifest } from '../routes/media/media-library.ts';
import { videoPackage } from './video-package.ts';

/**
 * Packages the clear variant of every demo video in the background, one after another, so a first play does
 * not wait for the packager. Never rejects: a failure is logged and the package is made again on demand.
 */
export async function prewarmVideoPackages(
  cacheDir: string,
  log: Pick<Console, 'log' | 'error'> = console,
): Promise<void> {
  const started = performance.now();
  const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
  let assets: string[];
  try {
    assets = Object.keys(mediaManifest().renditions).sort();
  } catch (error) {
    log.error(`[media] no video packages: ${message(error)}`);
    return;
  }
  let failed = 0;
  for (const asset of assets) {
    try {
      await videoPackage(asset, { cacheDir });
    } catch (error) {
      failed += 1;
      log.error(`[media] packaging ${asset} failed: ${message(error)}`);
    }
  }
  const ms = Math.round(performance.now() - started);
  log.log(
    `[media] ${assets.length - failed}/${assets.length} clear video packages ready in ${ms} ms (${cacheDir})`,
  );
}
