import { and, eq } from 'drizzle-orm';
import type { RouteRule } from '../../../../contract/route-rules.ts';
import type { Db } from '../../db/client.ts';
import { routeRules } from '../../db/schema/configuration.ts';

export interface RouteRuleInput {
  path: string;
  to: string;
  external: boolean;
  permanent?: boolean;
}

/** Why a rule may not be stored, or null. External targets are absolute http(s); internal ones are app paths (no open redirect). */
export function routeRuleProblem(rule: RouteRuleInput): string | null {
  if (!rule.path.startsWith('/') || rule.path.startsWith('//'))
    return 'path must be an app path starting with one /';
  if (rule.to.length > 2048) return 'to is longer than 2048 characters';
  if (rule.external) {
    let url: URL;
    try {
      url = new URL(rule.to);
    } catch {
      return 'an external target must be an absolute URL';
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      return 'an external target must use http or https';
    if (!url.hostname) return 'an external target must name a host';
    return null;
  }
  // "//host" and "/\host" are protocol-relative to browsers; any scheme ("javascript:") is not a path.
  if (!rule.to.startsWith('/') || /^\/[/\\]/.test(rule.to))
    return 'an internal target must be an app path starting with one /';
  if (/[\s\p{Cc}]/u.test(rule.to)) return 'an internal target must not contain spaces or control characters';
  return null;
}

/** Stores a rule after validating it (replacing one on the same path, or keeping it); throws on an unsafe target. */
export async function saveRouteRule(
  db: Db,
  tenantName: string,
  rule: RouteRuleInput,
  onExisting: 'replace' | 'keep' = 'replace',
): Promise<void> {
  const problem = routeRuleProblem(rule);
  if (problem) throw new Error(`Route rule ${rule.path} → ${rule.to} rejected: ${problem}.`);
  const values = {
    tenantName,
    path: rule.path,
    to: rule.to,
    external: rule.external,
    permanent: rule.permanent ?? false,
  };
  const insert = db.insert(routeRules).values(values);
  await (onExisting === 'keep'
    ? insert.onConflictDoNothing()
    : insert.onConflictDoUpdate({ target: [routeRules.tenantName, routeRules.path], set: values }));
}

/** Normalises a looked-up path: no trailing slash (shell §4 trailing slash off), no query or hash. */
export const normalisePath = (path: string): string => {
  const bare = path.split(/[?#]/)[0] ?? '/';
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare;
};

/** Shell §4 step 6: the redirect for this path, or null. */
export async function lookupRouteRule(db: Db, tenantName: string, path: string): Promise<RouteRule> {
  const [row] = await db
    .select()
    .from(routeRules)
    .where(and(eq(routeRules.tenantName, tenantName), eq(routeRules.path, normalisePath(path))));
  return { redirect: row ? { to: row.to, external: row.external, permanent: row.permanent } : null };
}
