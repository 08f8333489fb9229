import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StructureNode, StructureNodeSchema } from '../../../../contract/structure.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';

const storiesOf = (home: StructureNode) => home.substructure?.find((node) => node.name === 'stories');

describe.each(databaseTargets())('stories rail (commerce §2 stories) on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.dispose());

  const structure = async (path: string, tenant = 'demo') => {
    const res = await t.api(path, { tenant });
    expect(res.status, await res.clone().text()).toBe(200);
    return v.parse(StructureNodeSchema, await res.json());
  };

  it("demo's home has a stories rail of groups, each with pictures, captions, durations and links", async () => {
    const rail = storiesOf(await structure('/structure/home?lang=en'));
    expect(rail?.data?.title).toBe('Stories');
    const groups = rail?.substructure ?? [];
    expect(groups.map((g) => g.data?.customProperties?.id)).toEqual(['new-music', 'watch-tonight', 'play']);
    expect(groups[0]?.data?.title).toBe('New music');
    const [first, , unlinked] = groups[0]?.substructure ?? [];
    expect(first?.name).toBe('story');
    expect(first?.data?.title).toMatch(/^Midnight Signals/);
    expect(first?.data?.imageUrl).toMatch(/\/media\/artwork\/\d+\.svg$/);
    expect(first?.data?.clickUrl).toMatch(/^\/music\/albums\/.+\/\d+$/);
    expect(first?.data?.customProperties?.durationMs).toBe(5000);
    expect(typeof first?.data?.customProperties?.id).toBe('number');
    // A story without a link offers none.
    expect(unlinked?.data?.clickUrl).toBeUndefined();
    expect(groups[2]?.substructure?.[0]?.data?.clickUrl).toMatch(/^\/games\//);
  });

  it('captions follow the language; each tenant has its own stories', async () => {
    const ar = storiesOf(await structure('/structure/home?lang=ar'));
    expect(ar?.substructure?.[0]?.data?.title).toBe('موسيقى جديدة');
    const acme = storiesOf(await structure('/structure/home', 'acme'));
    expect(acme?.data?.title).toBe('Stories');
    expect(acme?.substructure?.map((g) => g.data?.customProperties?.id)).toEqual(['musique', 'series']);
    expect(acme?.substructure?.[0]?.substructure?.[0]?.data?.title).toBe('Rue des Lilas de Camille Aubert');
  });

  it('the rail is a fragment of home too', async () => {
    const fragment = await structure('/structure/home/fragment/stories?lang=en');
    expect(fragment.name).toBe('stories');
    expect(fragment.substructure).toHaveLength(3);
  });
});
