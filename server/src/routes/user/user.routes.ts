import { Hono } from 'hono';
import { sessionEndpoints } from '../../../../contract/session.ts';
import type { AppEnv } from '../../app-env.ts';
import { clientIp } from '../../auth/client-ip.ts';
import type { AuthSettings } from '../../auth/settings.ts';
import type { Db } from '../../db/client.ts';
import { requireUser, signedInUser } from '../../http/auth-middleware.ts';
import { readJsonBody } from '../../http/json-body.ts';
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
  return new Hono<AppEnv>()
    .get(profile.path, auth, async (c) => {
      const answer = await loadProfile(db, c.get('tenant').name, signedInUser(c));
      noStore(c);
      return c.json(answer);
    })
    .put(putProfile.path, auth, async (c) => {
      const update = await readJsonBody(c, putProfile.body);
      const caller = { userId: signedInUser(c), ip: clientIp(c, settings) };
      const answer = await updateProfile(db, c.get('tenant').name, caller, update);
      noStore(c);
      return c.json(answer);
    })
    .put(selectUserTheme.path, auth, async (c) => {
      const { alternatTheme } = await readJsonBody(c, selectUserTheme.body);
      const saved = await savePreference(db, c.get('tenant').name, signedInUser(c), { alternatTheme });
      noStore(c);
      return c.json({ alternatTheme: saved.alternatTheme });
    })
    .get(checkUserTheme.path, auth, async (c) => {
      const saved = await loadPreferences(db, c.get('tenant').name, signedInUser(c));
      noStore(c);
      return c.json({ alternatTheme: saved.alternatTheme });
    })
    .put(selectUserLang.path, auth, async (c) => {
      const { selectedLang } = await readJsonBody(c, selectUserLang.body);
      const saved = await savePreference(db, c.get('tenant').name, signedInUser(c), { selectedLang });
      noStore(c);
      return c.json({ selectedLang: saved.selectedLang });
    })
    .get(checkUserLang.path, auth, async (c) => {
      const saved = await loadPreferences(db, c.get('tenant').name, signedInUser(c));
      noStore(c);
      return c.json({ selectedLang: saved.selectedLang });
    });
}
