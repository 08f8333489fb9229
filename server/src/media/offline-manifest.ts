/**
 * A downloaded video keeps one rendition: the packaged MPD filtered to a single video height (480p by default),
 * every audio language and every subtitle language. Pure string work on the on-demand MPD Shaka Packager writes
 * (one Representation per stream, a relative BaseURL each, no nested Representations).
 */

export const OFFLINE_HEIGHT = 480;

export interface OfflineManifest {
  /** The filtered MPD (written as offline.mpd next to manifest.mpd). */
  mpd: string;
  /** The files it references (relative BaseURLs), in manifest order: what a download has to fetch. */
  files: string[];
}

const ADAPTATION_SET = /<AdaptationSet\b([^>]*)>([\s\S]*?)<\/AdaptationSet>/g;
const REPRESENTATION = /[ \t]*<Representation\b([^>]*)>[\s\S]*?<\/Representation>\r?\n?/g;
const BASE_URL = /<BaseURL>([^<]*)<\/BaseURL>/g;

const attribute = (attributes: string, name: string): string | undefined =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1];

const setAttribute = (attributes: string, name: string, value: string): string =>
  attribute(attributes, name) === undefined
    ? attributes
    : attributes.replace(new RegExp(`(\\s${name}=")[^"]*(")`), `$1${value}$2`);

const isVideo = (setAttributes: string, body: string) =>
  attribute(setAttributes, 'contentType') === 'video' ||
  attribute(setAttributes, 'mimeType')?.startsWith('video/') === true ||
  /<Representation\b[^>]*\smimeType="video\//.test(body);

/**
 * Keeps, in every video AdaptationSet, only the Representations of `height` (their set's max sizes follow);
 * audio and text sets stay whole. Throws when the MPD has no video of that height, or no BaseURL at all.
 */
export function offlineManifest(mpd: string, height: number = OFFLINE_HEIGHT): OfflineManifest {
  let kept = 0;
  const filtered = mpd.replace(ADAPTATION_SET, (whole, setAttributes: string, body: string) => {
    if (!isVideo(setAttributes, body)) return whole;
    let width: string | undefined;
    const narrowed = body.replace(REPRESENTATION, (representation, attributes: string) => {
      if (attribute(attributes, 'height') !== String(height)) return '';
      kept += 1;
      width ??= attribute(attributes, 'width');
      return representation;
    });
    let attributes = setAttribute(setAttributes, 'maxHeight', String(height));
    if (width !== undefined) attributes = setAttribute(attributes, 'maxWidth', width);
    return `<AdaptationSet${attributes}>${narrowed}</AdaptationSet>`;
  });
  if (kept === 0) throw new Error(`the MPD has no ${height}p video representation`);
  const files = [...filtered.matchAll(BASE_URL)].map((match) => match[1] ?? '');
  if (files.length === 0 || files.some((file) => file === '' || file.includes('/') || file.includes('..')))
    throw new Error('the MPD must reference its files by plain relative names');
  return { mpd: filtered, files };
}
