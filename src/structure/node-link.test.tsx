import 'fake-indexeddb/auto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StructureNode } from '#contract/structure.ts';
import { activateLocale } from '#lib/i18n.ts';
import { setToken } from '#platform/session/token-store.ts';
import { renderStructure } from '#test/structure-test-kit.tsx';

const USER = 'a1b2c3d4-0000-4000-8000-000000000001';
const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const tokenOf = (sub: string) => ({
  access_token: `${base64url({ alg: 'none' })}.${base64url({ sub, iat: 1, exp: 4_000_000_000 })}.sig`,
  refresh_token: 'r',
  expires: 4_000_000_000_000,
});

const rail = (clickUrl: string): StructureNode => ({
  name: 'page',
  data: { title: 'Offers' },
  substructure: [
    {
      name: 'rail',
      data: { title: 'Partners' },
      substructure: [{ name: 'card', data: { title: 'Partner offer', clickUrl } }],
    },
  ],
});

let unmount: (() => void) | undefined;
beforeAll(() => activateLocale('ar'));
afterEach(() => {
  unmount?.();
  setToken(undefined);
});

async function hrefOf(node: StructureNode, path: string) {
  const view = await renderStructure(node, { path });
  unmount = view.unmount;
  return [...view.container.querySelectorAll('a')]
    .find((a) => a.textContent?.includes('Partner offer'))
    ?.getAttribute('href');
}

describe('placeholder substitution in click URLs (shell §5: query values and the user UUID)', () => {
  it('a signed-in user’s link carries their UUID and the page’s query value, URL-encoded', async () => {
    setToken(tokenOf(USER));
    const href = await hrefOf(
      rail('https://partner.test/offer?u={userUUID}&c={query.campaign}'),
      '/ar?campaign=spring%20sale',
    );
    expect(href).toBe(`https://partner.test/offer?u=${USER}&c=spring%20sale`);
  });

  it('a visitor’s link has the UUID placeholder emptied, never the literal {userUUID}', async () => {
    const href = await hrefOf(rail('https://partner.test/offer?u={userUUID}'), '/ar');
    expect(href).toBe('https://partner.test/offer?u=');
  });
});
