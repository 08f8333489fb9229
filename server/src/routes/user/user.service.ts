import { and, eq, ne, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { LocaleCode } from '../../../../contract/locales.ts';
import type { Profile, ProfileUpdateSchema } from '../../../../contract/session.ts';
import type { Db } from '../../db/client.ts';
import { type UserRow, users } from '../../db/schema/auth.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { ProblemError } from '../../http/problem.ts';
import { confirmCurrentPassword, sameEmail } from './reauth.ts';

/** Shell §3: a signed-in user's first role is `user`. */
const toProfile = (row: UserRow): Profile => ({
  UUID: row.id,
  name: row.name,
  lastName: row.lastName,
  email: row.email,
  userInformation: row.userInformation,
  roles: ['user'],
});

const ofUser = (tenantName: string, userId: string) =>
  and(eq(users.tenantName, tenantName), eq(users.id, userId));

// requireUser checked the session moments ago; a user deleted since then ends it the same way.
const sessionEnded = () =>
  new ProblemError({
    status: 401,
    code: 'SESSION_ENDED',
    detail: 'The account of this session no longer exists.',
  });

export async function loadProfile(db: Db, tenantName: string, userId: string): Promise<Profile> {
  const [row] = await db.select().from(users).where(ofUser(tenantName, userId));
  if (!row) throw sessionEnded();
  return toProfile(row);
}

const emailTaken = () =>
  new ProblemError({
    status: 409,
    code: 'EMAIL_TAKEN',
    detail: 'Another account already uses this e-mail address.',
    errors: [{ path: 'body.email', message: 'is already in use' }],
  });

/** Who asks, for the re-authentication an e-mail change needs. */
export interface ProfileCaller {
  userId: string;
  ip: string;
}

/**
 * E-mails are unique per tenant, compared case-insensitively (the index is on lower(email)) and in NFC;
 * moving the account to another address needs the current password.
 */
export async function updateProfile(
  db: Db,
  tenantName: string,
  caller: ProfileCaller,
  update: v.InferOutput<typeof ProfileUpdateSchema>,
): Promise<Profile> {
  const { currentPassword, ...fields } = update;
  const { userId } = caller;
  const [current] = await db.select().from(users).where(ofUser(tenantName, userId));
  if (!current) throw sessionEnded();
  const email = fields.email.normalize('NFC');
  const moving = !sameEmail(current.email, email);
  if (moving) {
    const [clash] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.tenantName, tenantName),
          ne(users.id, userId),
          sql`lower(${users.email}) = lower(${email})`,
        ),
      );
    if (clash) throw emailTaken();
    const { passwordHash } = current;
    await confirmCurrentPassword(db, {
      tenantName,
      userId,
      passwordHash,
      given: currentPassword,
      ip: caller.ip,
    });
  }
  try {
    const [row] = await db
      .update(users)
      .set({ ...fields, email, updatedAt: sql`now()` })
      .where(ofUser(tenantName, userId))
      .returning();
    if (!row) throw sessionEnded();
    return toProfile(row);
  } catch (error) {
    // Two accounts taking the same address at once: the index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

type Preferences = { alternatTheme: boolean | null; selectedLang: LocaleCode | null };

export async function loadPreferences(db: Db, tenantName: string, userId: string): Promise<Preferences> {
  const [row] = await db
    .select({ alternatTheme: users.alternatTheme, selectedLang: users.selectedLang })
    .from(users)
    .where(ofUser(tenantName, userId));
  if (!row) throw sessionEnded();
  return row;
}

export async function savePreference(
  db: Db,
  tenantName: string,
  userId: string,
  change: Partial<Preferences>,
): Promise<Preferences> {
  const [row] = await db
    .update(users)
    .set({ ...change, updatedAt: sql`now()` })
    .where(ofUser(tenantName, userId))
    .returning({ alternatTheme: users.alternatTheme, selectedLang: users.selectedLang });
  if (!row) throw sessionEnded();
  return row;
}
