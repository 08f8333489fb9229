import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural } from '@lingui/react/macro';
import { useFormats } from '#platform/locale/use-formats.ts';

/** What a group of downloads is, by its collection's kind. */
export const KIND_LABELS: Record<string, MessageDescriptor> = {
  album: msg`Album`,
  playlist: msg`Playlist`,
  podcast: msg`Podcast`,
  audiobook: msg`Audiobook`,
};

/** How many downloads a group holds, in the words of its kind (tracks, episodes, chapters). */
export function GroupCount({ kind, value }: { kind: string | undefined; value: number }) {
  const { count } = useFormats();
  const n = count(value);
  if (kind === 'podcast') return <Plural value={value} one={`${n} episode`} other={`${n} episodes`} />;
  if (kind === 'audiobook') return <Plural value={value} one={`${n} chapter`} other={`${n} chapters`} />;
  if (kind === 'album' || kind === 'playlist')
    return <Plural value={value} one={`${n} track`} other={`${n} tracks`} />;
  return <Plural value={value} one={`${n} download`} other={`${n} downloads`} />;
}
