import { afterEach, describe, expect, it, vi } from 'vitest';
import { envFile, samplePage } from '#test/fixtures.ts';
import { readBootData } from './boot-data.ts';

function page(json: string | undefined): Document {
  const doc = document.implementation.createHTMLDocument('portal');
  if (json !== undefined) {
    const script = doc.createElement('script');
    script.id = 'portal-boot';
    script.type = 'application/json';
    script.textContent = json;
    doc.body.append(script);
  }
  return doc;
}

afterEach(() => vi.restoreAllMocks());

describe('server-rendered boot data', () => {
  it('reads the environment and the first structure from #portal-boot', () => {
    const boot = { envFile, structure: { name: 'home', lang: 'ar', node: samplePage } };
    expect(readBootData(page(JSON.stringify(boot)))).toEqual(boot);
  });

  it('is optional: a page without it has none', () => {
    expect(readBootData(page(undefined))).toBeUndefined();
  });

  it('ignores data that breaks the contract, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readBootData(page(JSON.stringify({ envFile: { tenantName: 1 } })))).toBeUndefined();
    expect(readBootData(page('{not json'))).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
