import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigurationSchema } from '../../../../contract/configuration.ts';
import { StructureNodeSchema } from '../../../../contract/structure.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { AVATAR_IDS, avatarSvg } from './avatar-svg.ts';

describe('avatar drawings', () => {
  it('there are about eight, each a distinct SVG', () => {
    expect(AVATAR_IDS.length).toBeGreaterThanOrEqual(8);
    const drawings = AVATAR_IDS.map((id) => avatarSvg(id) ?? '');
    expect(new Set(drawings).size).toBe(AVATAR_IDS.length);
    for (const svg of drawings) expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg".*<\/svg>$/);
  });

  it('ids fit the contract (userInformation.avatar is [a-z0-9-]{1,40}); unknown ids draw nothing', () => {
    for (const id of AVATAR_IDS) expect(id).toMatch(/^[a-z0-9-]{1,40}$/);
    expect(avatarSvg('nobody')).toBeUndefined();
    expect(avatarSvg('toString')).toBeUndefined();
  });
});

describe.each(databaseTargets())('avatar list on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.dispose());

  const avatarList = async (tenant: string) => {
    const node = v.parse(
      StructureNodeSchema,
      await (await t.api('/structure/configuration', { tenant })).json(),
    );
    return v.parse(ConfigurationSchema, node.data?.customProperties).avatarList;
  };

  it("every tenant's configuration lists the avatars, each answering a cacheable SVG", async () => {
    for (const tenant of ['demo', 'acme']) {
      const list = await avatarList(tenant);
      expect(list.map((entry) => entry.id)).toEqual(AVATAR_IDS);
      for (const { imageUrl } of list) {
        const res = await t.get(imageUrl);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
        expect(res.headers.get('cache-control')).toMatch(/max-age=\d{6,}/);
      }
    }
  });

  it('a repeated request with the ETag is a 304', async () => {
    const etag = (await t.get('/media/avatar/sunny.svg')).headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    expect((await t.get('/media/avatar/sunny.svg', { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('an unknown or malformed avatar is a 404 problem', async () => {
    for (const path of ['/media/avatar/nobody.svg', '/media/avatar/Sunny.svg', '/media/avatar/sunny.png']) {
      const res = await t.get(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/problem\+json/);
    }
  });
});
