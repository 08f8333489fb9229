import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverSecrets } from '../db/schema/auth.ts';
import { databaseTargets, startTestApp, type TestApp } from '../testing/test-app.ts';
import { serverKey, serverSecret } from './server-secret.ts';

describe.each(databaseTargets())('server secrets on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.dispose());

  it('is generated once: concurrent first calls agree with each other and with the stored row', async () => {
    const db = t.database.db;
    const [a, b] = await Promise.all([serverSecret(db, 'test-once'), serverSecret(db, 'test-once')]);
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(b).toBe(a);
    const rows = await db.select().from(serverSecrets).where(eq(serverSecrets.name, 'test-once'));
    expect(rows.map((row) => row.value)).toEqual([a]);
    expect((await serverKey(db, 'test-once')).equals(Buffer.from(a, 'base64url'))).toBe(true);
  });

  it('each name has its own secret, and one stored by another instance first is the one used', async () => {
    const db = t.database.db;
    await db.insert(serverSecrets).values({ name: 'test-preset', value: 'set-by-another-instance' });
    expect(await serverSecret(db, 'test-preset')).toBe('set-by-another-instance');
    expect(await serverSecret(db, 'test-other')).not.toBe(await serverSecret(db, 'test-once'));
  });
});
