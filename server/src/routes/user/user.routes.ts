import { type Context, Hono } from 'hono';
import { sessionEndpoints } from '../../../../contract/session.ts';
import type { AppEnv } from '../../app-env.ts';
import { clientIp } from '../../auth/client-ip.ts';
import type { AuthSettings } from '../../auth/settings.ts';
import type { Db } from '../../db/client.ts';
import { requireUser, signedInUser } from '../../http/auth-middleware.ts';
import { serveEndpoint } from '../../http/contract-route.ts';
import { noStore } from '../session/session.service.ts';
import { loadPreferences, loadProfile, savePreference, updateProfile } from './user.service.ts';

const {
  profile,
  updateProfile: putProfile,
  selectUserTheme,
  checkUserTheme,
  selectUserLang,
  checkUserLang,
} = sessionEndpoints;

/** /user/profile, theme and language preferences; every call needs a signed-in user. */
export function userRoutes(db: Db, settings: AuthSettings): Hono<AppEnv> {
  const auth = requireUser(db);
  const router = new Hono<AppEnv>();
  const own = <T>(c: Context<AppEnv>, answer: T): T => {
    noStore(c);
    return answer;
  };
  serveEndpoint(router, profile, [auth], async (c) =>
    own(c, await loadProfile(db, c.get('tenant').name, signedInUser(c))),
  );
  serveEndpoint(router, putProfile, [auth], async (c, { body }) => {
    const caller = { userId: signedInUser(c), ip: clientIp(c, settings) };
    return own(c, await updateProfile(db, c.get('tenant').name, caller, body));
  });
  serveEndpoint(router, selectUserTheme, [auth], async (c, { body: { alternatTheme } }) => {
    const saved = await savePreference(db, c.get('tenant').name, signedInUser(c), { alternatTheme });
    return own(c, { alternatTheme: saved.alternatTheme });
  });
  serveEndpoint(router, checkUserTheme, [auth], async (c) => {
    const saved = await loadPreferences(db, c.get('tenant').name, signedInUser(c));
    return own(c, { alternatTheme: saved.alternatTheme });
  });
  serveEndpoint(router, selectUserLang, [auth], async (c, { body: { selectedLang } }) => {
    const saved = await savePreference(db, c.get('tenant').name, signedInUser(c), { selectedLang });
    return own(c, { selectedLang: saved.selectedLang });
  });
  serveEndpoint(router, checkUserLang, [auth], async (c) => {
    const saved = await loadPreferences(db, c.get('tenant').name, signedInUser(c));
    return own(c, { selectedLang: saved.selectedLang });
  });
  return router;
}
