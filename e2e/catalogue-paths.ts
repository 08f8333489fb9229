import type { APIRequestContext } from '@playwright/test';
import type { StructureNode } from '../contract/structure.ts';
import { baseURL } from '../playwright.config.ts';
import { matchPage } from '../server/src/testing/page-match.ts';

export type Tenant = 'demo' | 'acme';

/** The tenant's own origin (acme answers on acme.localhost). */
export const originOf = (tenant: Tenant) =>
  tenant === 'acme' ? baseURL.replace('localhost', 'acme.localhost') : baseURL;

/** A backend call as the portal makes it. */
export async function structureOf(
  request: APIRequestContext,
  tenant: Tenant,
  path: string,
): Promise<StructureNode> {
  const res = await request.get(`${baseURL}/api${path}`, {
    headers: { 'x-tenant-id': tenant, 'x-distribution-channel': 'WEB' },
  });
  if (!res.ok()) throw new Error(`${path}: ${res.status()}`);
  return (await res.json()) as StructureNode;
}

/**
 * Every in-app link of a structure a visitor sees as a link: card click URLs and the related links of details
 * headers. A story's link is not on the page (it shows inside the stories dialog), so stories are left out.
 */
export function linksOf(node: StructureNode): string[] {
  if (node.name === 'stories') return [];
  const related = (node.data?.customProperties?.links as { url: string }[] | undefined) ?? [];
  return [
    ...(node.data?.clickUrl?.startsWith('/') ? [node.data.clickUrl] : []),
    ...related.map((link) => link.url),
    ...(node.substructure ?? []).flatMap(linksOf),
  ];
}

export interface Journey {
  /** Where the visitor starts: the home page, or a section page when home links nowhere near. */
  start: string;
  /** The links clicked from there, the last one the target page. */
  chain: string[];
}

/**
 * For each target, the shortest chain of links to a page whose path matches it, from the first
 * start page that reaches it (home first), found over the structures the portal would load, so
 * the journey clicks exactly what a visitor sees.
 */
export async function journeysTo(
  request: APIRequestContext,
  tenant: Tenant,
  starts: string[],
  targets: Readonly<Record<string, RegExp>>,
  maxPages = 400,
): Promise<Record<string, Journey>> {
  const found: Record<string, Journey> = {};
  const wanted = () => Object.keys(targets).filter((name) => !found[name]);
  for (const start of starts) {
    if (wanted().length === 0) break;
    const from = new Map<string, string | null>([[start, null]]);
    const chainTo = (link: string) => {
      const chain = [link];
      for (let at = from.get(link); at && at !== start; at = from.get(at)) chain.unshift(at);
      return chain;
    };
    const queue = [start];
    for (let visited = 0; queue.length > 0 && visited < maxPages && wanted().length > 0; visited++) {
      const url = queue.shift() as string;
      const match = matchPage(url);
      if (!match) continue;
      const node = await structureOf(request, tenant, match.structurePath).catch(() => undefined);
      for (const link of node ? linksOf(node) : []) {
        if (from.has(link)) continue;
        from.set(link, url);
        for (const name of wanted())
          if (targets[name]?.test(link)) found[name] = { start, chain: chainTo(link) };
        queue.push(link);
      }
    }
  }
  return found;
}

/**
 * The first page, over the tenants in order, whose path matches `target` and whose structure
 * satisfies `wanted` (e.g. an article whose markdown has headings), with its tenant.
 */
export async function findPage(
  request: APIRequestContext,
  tenants: Tenant[],
  target: RegExp,
  wanted: (node: StructureNode) => boolean,
  starts: string[] = ['/'],
  maxPages = 150,
): Promise<{ tenant: Tenant; url: string; node: StructureNode } | undefined> {
  for (const tenant of tenants) {
    const seen = new Set<string>(starts);
    const queue = [...starts];
    for (let visited = 0; queue.length > 0 && visited < maxPages; visited++) {
      const url = queue.shift() as string;
      const match = matchPage(url);
      if (!match) continue;
      const node = await structureOf(request, tenant, match.structurePath).catch(() => undefined);
      if (!node) continue;
      if (target.test(url) && wanted(node)) return { tenant, url, node };
      for (const link of linksOf(node)) {
        if (seen.has(link)) continue;
        seen.add(link);
        // Pages of the target's shape first: the search ends as soon as one fits.
        if (target.test(link)) queue.unshift(link);
        else queue.push(link);
      }
    }
  }
  return undefined;
}

/** Nodes of a structure, depth first. */
export const nodesOf = (node: StructureNode): StructureNode[] => [
  node,
  ...(node.substructure ?? []).flatMap(nodesOf),
];
