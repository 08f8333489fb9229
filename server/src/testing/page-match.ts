import { PAGES, type PageDef, pageKey } from '../../../contract/pages.ts';

export interface PageMatch {
  def: PageDef;
  params: Record<string, string>;
  /** The structure call the portal makes for this path (contract/pages.ts rule). */
  structurePath: string;
}

/** Static segments beat parameters, compared left to right (contract/pages.ts; TanStack's ranking). */
function rank(path: string): string {
  return path
    .split('/')
    .slice(1)
    .map((segment) => (segment.startsWith('$') ? '1' : '0'))
    .join('');
}

const ROUTES = PAGES.flatMap((def) => def.paths.map((path) => ({ def, path }))).sort((a, b) =>
  rank(a.path).localeCompare(rank(b.path)),
);

/** The page an unprefixed portal path (no query) routes to, the way the portal's router resolves it. */
export function matchPage(url: string): PageMatch | undefined {
  const segments = url.split(/[?#]/)[0]?.split('/').slice(1) ?? [];
  for (const { def, path } of ROUTES) {
    const pattern = path.split('/').slice(1);
    if (path === '/' ? segments.join('') !== '' : pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const fits = pattern.every((part, i) => {
      const value = decodeURIComponent(segments[i] ?? '');
      if (part.startsWith('$')) params[part.slice(1)] = value;
      return part.startsWith('$') ? value !== '' : part === value;
    });
    if (!fits) continue;
    const key = pageKey(def, params);
    const structurePath =
      key === undefined
        ? `/structure/${def.base}`
        : `/structure/${def.base}/fragment/${encodeURIComponent(key)}`;
    return { def, params, structurePath };
  }
  return undefined;
}
