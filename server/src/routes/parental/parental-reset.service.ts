import { createHash, randomInt } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { isLocaleCode, type LocaleCode } from '../../../../contract/locales.ts';
import { PARENTAL_ERRORS, type ParentalConfigAnswer } from '../../../../contract/parental.ts';
import { queueMail } from '../../auth/mail.ts';
import { hashPassword } from '../../auth/password.ts';
import { enforceRateLimits, releaseAttempt, reserveAttempt } from '../../auth/rate-limit.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { parentalControls, parentalResetCodes } from '../../db/schema/parental.ts';
import { ProblemError } from '../../http/problem.ts';
import { maskAddress } from '../voucher/owned.service.ts';
import { attemptRules, configAnswer, type ParentalScope } from './parental.service.ts';
import { parentalMailSettings } from './parental-mail.ts';

/** A reset code lives 15 minutes and is used once. */
export const RESET_CODE_MINUTES = 15;
/** Reset mails: 3 per user in 15 minutes. */
const MAIL_RULE = { limit: 3, windowSeconds: 15 * 60 } as const;

// biome-ignore format: one text per line, in the order en ar fr de es ro
const TEXTS = {
  subject: ['Reset your parental control passcode', 'إعادة تعيين رمز المراقبة الأبوية', 'Réinitialiser le code du contrôle parental', 'Code der Kindersicherung zurücksetzen', 'Restablecer el código del control parental', 'Resetează codul controlului parental'],
  body: ['Your code to set a new parental control passcode: {code}\nIt is valid for 15 minutes and can be used once. If you did not ask for it, ignore this mail.', 'رمزك لتعيين رمز مراقبة أبوية جديد: {code}\nصالح لمدة 15 دقيقة ويُستخدم مرة واحدة. إن لم تطلبه فتجاهل هذه الرسالة.', 'Votre code pour choisir un nouveau code du contrôle parental : {code}\nIl est valable 15 minutes et ne sert qu’une fois. Si vous ne l’avez pas demandé, ignorez ce message.', 'Dein Code, um einen neuen Code für die Kindersicherung festzulegen: {code}\nEr gilt 15 Minuten und nur einmal. Wenn du ihn nicht angefordert hast, ignoriere diese Mail.', 'Tu código para elegir un nuevo código del control parental: {code}\nEs válido 15 minutos y se usa una vez. Si no lo pediste, ignora este correo.', 'Codul tău pentru a alege un nou cod al controlului parental: {code}\nEste valabil 15 minute și se folosește o singură dată. Dacă nu l-ai cerut, ignoră acest mesaj.'],
} as const satisfies Record<string, readonly [string, string, string, string, string, string]>;

const ORDER: LocaleCode[] = ['en', 'ar', 'fr', 'de', 'es', 'ro'];

const mailText = (lang: string, key: keyof typeof TEXTS, code = '') =>
  (TEXTS[key][Math.max(ORDER.indexOf(isLocaleCode(lang) ? lang : 'en'), 0)] ?? TEXTS[key][0]).replace(
    '{code}',
    code,
  );

const codeHash = (s: Pick<ParentalScope, 'tenantName' | 'userId'>, code: string) =>
  createHash('sha256').update(`${s.tenantName}\u0000${s.userId}\u0000${code}`).digest('base64url');

/**
 * POST /parental-control/sendEmail: an 8-digit code to the account's address, in the asked language, from the
 * sender and with the subject and template the tenant's parentalControlEmail configuration names.
 */
export async function sendResetMail(
  db: Db,
  s: ParentalScope,
  lang: LocaleCode,
): Promise<{ sent: true; recipient: string }> {
  await enforceRateLimits(db, [{ key: `parental-mail:user:${s.tenantName}:${s.userId}`, ...MAIL_RULE }]);
  const [account] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.tenantName, s.tenantName), eq(users.id, s.userId)));
  if (!account)
    throw new ProblemError({ status: 404, code: 'USER_NOT_FOUND', detail: 'There is no such account.' });
  const code = String(randomInt(0, 100_000_000)).padStart(8, '0');
  const { sender, subject, templateId } = await parentalMailSettings(db, s.tenantName, lang);
  await db.transaction(async (tx) => {
    // A new code replaces the unused ones.
    await tx
      .update(parentalResetCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(parentalResetCodes.tenantName, s.tenantName),
          eq(parentalResetCodes.userId, s.userId),
          isNull(parentalResetCodes.usedAt),
        ),
      );
    await tx.insert(parentalResetCodes).values({
      codeHash: codeHash(s, code),
      tenantName: s.tenantName,
      userId: s.userId,
      expiresAt: sql`now() + make_interval(mins => ${RESET_CODE_MINUTES})`,
    });
    await queueMail(tx as unknown as Db, {
      tenantName: s.tenantName,
      recipient: account.email,
      subject: subject ?? mailText(lang, 'subject'),
      body: mailText(lang, 'body', code),
      ...(sender ? { sender } : {}),
      ...(templateId ? { templateId } : {}),
    });
  });
  return { sent: true, recipient: maskAddress(account.email) };
}

const codeInvalid = () =>
  new ProblemError({
    status: 400,
    code: PARENTAL_ERRORS.codeInvalid,
    detail: 'The code is not valid: it may be wrong, used already or expired. Ask for a new mail.',
  });

/** POST /parental-control/resetPasscode: a live unused code sets the new passcode (attempts limited). */
export async function resetPasscode(
  db: Db,
  s: ParentalScope,
  body: { randomCode: string; newPassword: string },
): Promise<ParentalConfigAnswer> {
  const rules = attemptRules(s);
  const wait = await reserveAttempt(db, rules);
  if (wait > 0)
    throw new ProblemError({
      status: 429,
      code: 'RATE_LIMITED',
      detail: `Too many attempts. Try again in ${wait} seconds.`,
      headers: { 'retry-after': String(wait) },
    });
  const passwordHash = await hashPassword(body.newPassword);
  const saved = await db.transaction(async (tx) => {
    const used = await tx
      .update(parentalResetCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(parentalResetCodes.codeHash, codeHash(s, body.randomCode)),
          eq(parentalResetCodes.tenantName, s.tenantName),
          eq(parentalResetCodes.userId, s.userId),
          isNull(parentalResetCodes.usedAt),
          gt(parentalResetCodes.expiresAt, sql`now()`),
        ),
      )
      .returning({ codeHash: parentalResetCodes.codeHash });
    if (used.length === 0) throw codeInvalid();
    const [saved] = await tx
      .insert(parentalControls)
      .values({ tenantName: s.tenantName, userId: s.userId, passwordHash })
      .onConflictDoUpdate({
        target: [parentalControls.tenantName, parentalControls.userId],
        set: { passwordHash, updatedAt: sql`clock_timestamp()` },
      })
      .returning();
    return configAnswer(saved);
  });
  // A good code gives its attempt back: only wrong codes count towards the lock.
  for (const rule of rules) await releaseAttempt(db, rule.key);
  return saved;
}
