/**
 * Placeholder substitution in click URLs and custom properties (shell §5, commerce §5).
 *
 * Convention: `{query.<name>}` is the current page's query value <name> (the first one when
 * repeated) and `{userUUID}` is the signed-in user's UUID. A recognised placeholder whose value
 * is missing becomes the empty string (a link never carries a literal "{userUUID}"); anything
 * else in braces is left alone. At most 20 replacements are made: the 21st and later stay as
 * written. Values are inserted once and never expanded again.
 */

export const PLACEHOLDER_LIMIT = 20;

export type QueryValues =
  | URLSearchParams
  | Readonly<Record<string, string | number | boolean | readonly string[] | null | undefined>>;

export interface PlaceholderContext {
  query?: QueryValues;
  userUUID?: string | null;
}

export interface PlaceholderOptions {
  /** URL-encode inserted values (for click URLs); plain text for custom properties. */
  encode?: boolean;
  limit?: number;
}

const PLACEHOLDER = /\{(?:userUUID|query\.([A-Za-z0-9_.-]+))\}/g;

function queryValue(query: QueryValues | undefined, name: string): string {
  if (!query) return '';
  if (query instanceof URLSearchParams) return query.get(name) ?? '';
  if (!Object.hasOwn(query, name)) return '';
  const value = query[name];
  if (Array.isArray(value)) return value[0] ?? '';
  return value === null || value === undefined ? '' : String(value);
}

/** Shared budget so the cap counts across a whole object of custom properties. */
interface Budget {
  left: number;
}

function substitute(text: string, ctx: PlaceholderContext, encode: boolean, budget: Budget): string {
  return text.replace(PLACEHOLDER, (token, queryName: string | undefined) => {
    if (budget.left <= 0) return token;
    budget.left--;
    const value = queryName === undefined ? (ctx.userUUID ?? '') : queryValue(ctx.query, queryName);
    return encode ? encodeURIComponent(value) : value;
  });
}

/** Substitutes placeholders in one string (plain values unless `encode`). */
export function applyPlaceholders(
  text: string,
  ctx: PlaceholderContext,
  options: PlaceholderOptions = {},
): string {
  return substitute(text, ctx, options.encode ?? false, { left: options.limit ?? PLACEHOLDER_LIMIT });
}

/** Substitutes placeholders in a click URL; inserted values are URL-encoded. */
export function applyPlaceholdersToUrl(
  url: string,
  ctx: PlaceholderContext,
  limit = PLACEHOLDER_LIMIT,
): string {
  return substitute(url, ctx, true, { left: limit });
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

function walk(value: unknown, ctx: PlaceholderContext, encode: boolean, budget: Budget): unknown {
  if (typeof value === 'string') return substitute(value, ctx, encode, budget);
  if (Array.isArray(value)) return value.map((item) => walk(item, ctx, encode, budget));
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = walk(item, ctx, encode, budget);
    return out;
  }
  return value; // numbers, booleans, null and class instances are kept as they are
}

/**
 * Substitutes placeholders in every string of a custom-properties object (keys untouched),
 * through nested objects and arrays, in document order; the cap counts across the whole
 * object. Returns a copy; the input is not changed.
 */
export function applyPlaceholdersDeep<T>(
  value: T,
  ctx: PlaceholderContext,
  options: PlaceholderOptions = {},
): T {
  return walk(value, ctx, options.encode ?? false, { left: options.limit ?? PLACEHOLDER_LIMIT }) as T;
}
