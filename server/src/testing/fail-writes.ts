import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * Test databases only: makes the database refuse one kind of write to one table (a trigger that raises),
 * the way a full disk, a lost connection or a crash would fail a request half-way. Answers the undo.
 */
export async function failWrites(
  db: Db,
  table: string,
  operation: 'insert' | 'update' | 'delete',
  when = 'true',
): Promise<() => Promise<void>> {
  const name = `fail_${randomBytes(4).toString('hex')}`;
  const row = operation === 'delete' ? 'old' : 'new';
  await db.execute(
    sql.raw(`create function ${name}() returns trigger language plpgsql as $$
begin
  raise exception 'injected failure: % on %', TG_OP, TG_TABLE_NAME;
  return ${row};
end $$`),
  );
  const condition = when === 'true' ? '' : ` when (${when})`;
  await db.execute(
    sql.raw(
      `create trigger ${name} before ${operation} on "${table}" for each row${condition} execute function ${name}()`,
    ),
  );
  return async () => {
    await db.execute(sql.raw(`drop trigger ${name} on "${table}"`));
    await db.execute(sql.raw(`drop function ${name}()`));
  };
}
