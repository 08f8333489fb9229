import type { StoryGroupView } from '#components/dialogs/dialog-kinds.ts';
import type { StructureNode } from '#contract/structure.ts';

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The stories node's groups as the rail and the dialog use them; malformed groups and stories are left out. */
export function storyGroupsOf(node: StructureNode): StoryGroupView[] {
  return (node.substructure ?? []).flatMap((group) => {
    const id = group.data?.customProperties?.id;
    if (group.name !== 'story-group' || typeof id !== 'string') return [];
    const stories = (group.substructure ?? []).flatMap((story) => {
      const props = story.data?.customProperties;
      if (story.name !== 'story' || typeof props?.id !== 'number') return [];
      const durationMs =
        typeof props.durationMs === 'number' && props.durationMs > 0 ? props.durationMs : 5000;
      return [
        {
          id: props.id,
          caption: story.data?.title ?? '',
          imageUrl: text(story.data?.imageUrl),
          clickUrl: text(story.data?.clickUrl),
          durationMs,
        },
      ];
    });
    if (stories.length === 0) return [];
    return [{ id, title: group.data?.title ?? '', imageUrl: text(group.data?.imageUrl), stories }];
  });
}
