import type { StructureNode } from '#contract/structure.ts';
import type { EnvFile, Tenant } from '#contract/tenant.ts';
import type { ApiClient } from '#lib/api-client.ts';
import type { QueryScope } from '#lib/query-scope.ts';

export const tenant: Tenant = {
  name: 'acme',
  displayName: 'Acme Media',
  shortName: 'Acme',
  logoUrl: '/icons/acme.svg',
  default: { locale: { defaultLocale: 'fr' } },
  colors: ['#e8590c', '#ffa94d'],
  maxRating: 40,
  features: {},
};

export const envFile: EnvFile = {
  tenantName: 'acme',
  envConfig: {
    envFile: {
      stage: 'test',
      service: {
        tenantBackendUrl: { acme: 'https://portal.test/api' },
        multiContentBackend: 'https://portal.test/api',
      },
    },
  },
  tenant,
};

/** An API client that fails loudly: tests that need answers pass their own. */
export const unusedApi: ApiClient = {
  call: () => Promise.reject(new Error('unexpected API call in test')),
};

export const scope = (overrides: Partial<QueryScope> = {}): QueryScope => ({
  api: unusedApi,
  tenant,
  locale: 'en',
  ...overrides,
});

const card = (n: number): StructureNode => ({
  name: 'card',
  data: {
    title: `Track ${n}`,
    subTitle: `Artist ${n}`,
    imageUrl: `https://cdn.test/art/${n}.svg`,
    clickUrl: `/main/track-${n}`,
  },
});

/** A home page as the backend composes it: hero, two rails, and a node kind the portal does not know. */
export const samplePage: StructureNode = {
  name: 'page',
  data: { title: 'Welcome' },
  substructure: [
    {
      name: 'hero',
      data: {
        title: 'New this week',
        subTitle: 'Fresh picks',
        imageUrl: '//cdn.test/hero.svg',
        clickUrl: '/main/new',
      },
    },
    { name: 'rail', data: { title: 'Top tracks' }, substructure: [card(1), card(2), card(3)] },
    {
      name: 'future-kind',
      substructure: [
        {
          name: 'rail',
          data: { title: 'Partners' },
          substructure: [
            card(4),
            {
              name: 'card',
              data: {
                title: 'Partner site',
                imageUrl: 'https://cdn.test/p.svg',
                clickUrl: 'https://partner.test/x',
              },
            },
          ],
        },
      ],
    },
  ],
};
