import { describe, expect, it } from 'vitest';
import type { StructureNode } from '#contract/structure.ts';
import { PLACEHOLDER_LIMIT } from '#lib/placeholders.ts';
import { withPlaceholders } from './placeholder-context.ts';

const ctx = {
  query: new URLSearchParams('campaign=spring&genre=jazz'),
  userUUID: 'a1b2c3d4-0000-4000-8000-000000000001',
};

describe('placeholder substitution in a page structure (shell §5, commerce §5)', () => {
  it('custom properties take query values and the user UUID, in nested values too', () => {
    const page: StructureNode = {
      name: 'page',
      substructure: [
        {
          name: 'hero',
          data: {
            title: 'Offer',
            customProperties: {
              partnerUrl: 'https://partner.example/offer?uid={userUUID}&c={query.campaign}',
              tags: ['{query.genre}', 'static'],
              price: 3,
            },
          },
        },
      ],
    };
    const props = withPlaceholders(page, ctx).substructure?.[0]?.data?.customProperties;
    expect(props).toEqual({
      partnerUrl: 'https://partner.example/offer?uid=a1b2c3d4-0000-4000-8000-000000000001&c=spring',
      tags: ['jazz', 'static'],
      price: 3,
    });
  });

  it('a visitor (no user UUID) gets the placeholder emptied, never the literal {userUUID}', () => {
    const node: StructureNode = { name: 'card', data: { customProperties: { link: '/x?u={userUUID}' } } };
    expect(withPlaceholders(node, { query: ctx.query }).data?.customProperties).toEqual({ link: '/x?u=' });
  });

  it(`is capped at ${PLACEHOLDER_LIMIT} replacements per node's custom properties`, () => {
    const many = Array.from({ length: PLACEHOLDER_LIMIT + 2 }, () => '{query.genre}');
    const node: StructureNode = { name: 'card', data: { customProperties: { many } } };
    const out = withPlaceholders(node, ctx).data?.customProperties?.many as string[];
    expect(out.filter((value) => value === 'jazz')).toHaveLength(PLACEHOLDER_LIMIT);
    expect(out.slice(PLACEHOLDER_LIMIT)).toEqual(['{query.genre}', '{query.genre}']);
  });

  it('leaves click URLs to the link (substituted and encoded once there) and keeps unchanged nodes as they are', () => {
    const plain: StructureNode = { name: 'card', data: { title: 'A', customProperties: { id: 1 } } };
    const linked: StructureNode = { name: 'card', data: { clickUrl: '/p?u={userUUID}' } };
    const page: StructureNode = { name: 'page', substructure: [plain, linked] };
    expect(withPlaceholders(page, ctx)).toBe(page);
  });
});
