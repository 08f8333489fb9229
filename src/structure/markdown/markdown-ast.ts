/** Markdown as data: what the parser produces and the view renders (never HTML strings). */
export type Inline =
  | string
  | { t: 'strong' | 'em' | 'del'; c: Inline[] }
  | { t: 'code'; v: string }
  | { t: 'link'; href: string; c: Inline[] }
  | { t: 'img'; src: string; alt: string }
  | { t: 'br' };

export type Block =
  | { t: 'h'; level: number; c: Inline[] }
  | { t: 'p'; c: Inline[] }
  | { t: 'code'; v: string }
  | { t: 'quote'; c: Block[] }
  | { t: 'list'; ordered: boolean; start: number; items: Block[][] }
  | { t: 'hr' };

/** Commerce §9: nesting stops at 10 levels; anything deeper is shown as plain text. */
export const MAX_NESTING = 10;

/** Link and image targets that may be followed: web, mail, phone and relative addresses. */
export function safeUrl(raw: string): string | undefined {
  const url = raw.trim();
  if (url === '' || [...url].some((ch) => ch.charCodeAt(0) < 32)) return undefined;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined) return url;
  return ['http', 'https', 'mailto', 'tel'].includes(scheme) ? url : undefined;
}
