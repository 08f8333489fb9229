import type { Context } from 'hono';
import type { StructureQuery } from '../../../../contract/structure.ts';
import type { AppEnv } from '../../app-env.ts';
import type { Db } from '../../db/client.ts';
import { needsDatabase } from '../../http/admission.ts';
import { bearerToken, requireUser } from '../../http/auth-middleware.ts';
import type { Dim, Viewer } from './answer-cache.ts';
import { type CallerDevice, callerDevice } from './builders/caller-device.ts';
import { QueryBatch } from './query-batch.ts';

/** The caller of one structure request; what a composition asked of it is what its answer varies by. */
export interface TrackedViewer extends Viewer {
  /** The dims asked so far, sorted. */
  asked(): Dim[];
  /** The device, read through a composition's batch when that is the first to ask. */
  deviceVia(batch: QueryBatch): Promise<CallerDevice>;
}

export function viewerOf(db: Db, c: Context<AppEnv>, query: StructureQuery): TrackedViewer {
  const asked = new Set<Dim>();
  let signedIn: Promise<boolean> | undefined;
  let device: Promise<CallerDevice> | undefined;
  const deviceVia = (batch: QueryBatch) => {
    asked.add('device');
    device ??= needsDatabase(c.req.raw).then(() => callerDevice(batch, c.get('tenant').name, query));
    return device;
  };
  return {
    signedIn: () => {
      asked.add('signedIn');
      // A token that is present but bad is a 401 (the portal renews it), as on every signed-in call.
      signedIn ??= bearerToken(c)
        ? needsDatabase(c.req.raw)
            .then(() => requireUser(db)(c, async () => {}))
            .then(() => true)
        : Promise.resolve(false);
      return signedIn;
    },
    device: () => deviceVia(new QueryBatch(db)),
    deviceVia,
    asked: () => [...asked].sort(),
  };
}
