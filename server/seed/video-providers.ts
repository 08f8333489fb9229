/**
 * External video providers (commerce §7 /video/{ex}/…): the demo's OpenStage titles (props.source
 * 'openstage') play from the provider's own host for holders of the StreamBox TV partner plan, whose
 * externalProviderCode is STREAMBOX. openstage.localhost resolves to this machine in browsers, so the demo
 * server serves that origin too (on its own port).
 */
export interface SeedExternalProvider {
  code: string;
  source: string;
  host: string;
}

export const SEED_EXTERNAL_PROVIDERS: Record<string, SeedExternalProvider[]> = {
  demo: [{ code: 'STREAMBOX', source: 'openstage', host: 'openstage.localhost' }],
};
