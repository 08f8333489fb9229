import { describe, expect, it } from 'vitest';
import { storyGroupsOf } from './story-groups.ts';

describe('stories node → dialog groups', () => {
  it('reads groups and stories; leaves out malformed ones and empty groups; a missing duration is 5 s', () => {
    const groups = storyGroupsOf({
      name: 'stories',
      substructure: [
        {
          name: 'story-group',
          data: { title: 'New music', imageUrl: '/a.svg', customProperties: { id: 'new-music' } },
          substructure: [
            {
              name: 'story',
              data: { title: 'One', clickUrl: '/x', customProperties: { id: 1, durationMs: 4000 } },
            },
            { name: 'story', data: { title: 'Two', customProperties: { id: 2 } } },
            { name: 'story', data: { title: 'Bad', customProperties: { id: 'x' } } },
          ],
        },
        { name: 'story-group', data: { customProperties: { id: 'empty' } }, substructure: [] },
        { name: 'card', data: { customProperties: { id: 'nope' } } },
      ],
    });
    expect(groups).toEqual([
      {
        id: 'new-music',
        title: 'New music',
        imageUrl: '/a.svg',
        stories: [
          { id: 1, caption: 'One', imageUrl: undefined, clickUrl: '/x', durationMs: 4000 },
          { id: 2, caption: 'Two', imageUrl: undefined, clickUrl: undefined, durationMs: 5000 },
        ],
      },
    ]);
  });
});
