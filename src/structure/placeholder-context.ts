import { useRouterState } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { StructureNode } from '#contract/structure.ts';
import { applyPlaceholdersDeep, type PlaceholderContext } from '#lib/placeholders.ts';
import { userIdOf } from '#platform/session/token-claims.ts';
import { useToken } from '#platform/session/use-session.ts';

/**
 * Shell §5: what placeholders stand for on this page: its query values and the signed-in user's UUID
 * (the access token's subject, which is the profile's UUID); none for a visitor or on the server.
 */
export function usePlaceholderContext(): PlaceholderContext {
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  const userUUID = userIdOf(useToken());
  return useMemo(() => ({ query: new URLSearchParams(searchStr), userUUID }), [searchStr, userUUID]);
}

const HAS_PLACEHOLDER = /\{(?:userUUID|query\.)/;

/**
 * The tree with placeholders substituted in every node's customProperties (capped at 20 per node, plain
 * values). Click URLs are substituted where they become links (NodeLink), encoded, once. Nodes without
 * placeholders are returned as they are, so an unchanged tree keeps its identity.
 */
export function withPlaceholders(node: StructureNode, ctx: PlaceholderContext): StructureNode {
  const props = node.data?.customProperties;
  const substitute = props !== undefined && HAS_PLACEHOLDER.test(JSON.stringify(props));
  const children = node.substructure?.map((child) => withPlaceholders(child, ctx));
  const childrenChanged = children?.some((child, index) => child !== node.substructure?.[index]) ?? false;
  if (!substitute && !childrenChanged) return node;
  return {
    ...node,
    ...(substitute && node.data
      ? { data: { ...node.data, customProperties: applyPlaceholdersDeep(props, ctx) } }
      : {}),
    ...(childrenChanged && children ? { substructure: children } : {}),
  };
}
