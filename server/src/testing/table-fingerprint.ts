import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app.ts';

/**
 * One digest per table of every row's text: two equal fingerprints taken around a refused request show it wrote
 * nothing ("nothing is lost or half-written"). Table names are the test's own constants, never input.
 */
export async function tableFingerprint(
  t: TestApp,
  tables: readonly string[],
): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of tables) {
    const result = (await t.database.db.execute(
      sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as f from ${table} t`),
    )) as unknown as { rows: { f: string }[] };
    out[table] = String(result.rows[0]?.f);
  }
  return out;
}
