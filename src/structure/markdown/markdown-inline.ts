import { type Inline, MAX_NESTING, safeUrl } from './markdown-ast.ts';

const PUNCTUATION = /[!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]/;

function push(out: Inline[], node: Inline): void {
  const last = out.at(-1);
  if (typeof node === 'string' && typeof last === 'string') out[out.length - 1] = last + node;
  else out.push(node);
}

/** Index of the `]` closing the `[` at `open`, honouring nested brackets and escapes; -1 if none. */
function closingBracket(src: string, open: number): number {
  let depth = 0;
  for (let i = open; i < src.length; i++) {
    if (src[i] === '\\') i++;
    else if (src[i] === '[') depth++;
    else if (src[i] === ']' && --depth === 0) return i;
  }
  return -1;
}

/** `(url "title")` after a link text: the url and where the destination ends. */
function destination(src: string, at: number): { url: string; end: number } | undefined {
  const match = /^\(\s*(<[^>\n]*>|[^\s()]*(?:\([^\s()]*\)[^\s()]*)*)(?:\s+("[^"]*"|'[^']*'))?\s*\)/.exec(
    src.slice(at),
  );
  if (!match) return undefined;
  const url = (match[1] ?? '').replace(/^<|>$/g, '');
  return { url, end: at + match[0].length };
}

/** The closing delimiter of an emphasis run, not preceded by whitespace; -1 if none. */
function closing(src: string, from: number, delim: string): number {
  let i = src.indexOf(delim, from);
  while (i !== -1) {
    const before = src[i - 1] ?? ' ';
    const after = src[i + delim.length] ?? ' ';
    const intraword = delim[0] === '_' && /\w/.test(after);
    if (!/\s/.test(before) && before !== '\\' && !intraword) return i;
    i = src.indexOf(delim, i + 1);
  }
  return -1;
}

/**
 * Inline markdown: escapes, code spans, links and images (safe URLs only), autolinks, strong,
 * emphasis, strikethrough and hard breaks. Raw HTML tags are dropped (their text stays).
 */
export function parseInline(src: string, depth = 0): Inline[] {
  if (depth >= MAX_NESTING) return [src];
  const out: Inline[] = [];
  let i = 0;
  while (i < src.length) {
    const ch = src[i] as string;
    const rest = src.slice(i);
    if (ch === '\\' && src[i + 1] === '\n') {
      push(out, { t: 'br' });
      i += 2;
      continue;
    }
    if (ch === '\\' && PUNCTUATION.test(src[i + 1] ?? '')) {
      push(out, src[i + 1] as string);
      i += 2;
      continue;
    }
    if (ch === '`') {
      const run = /^`+/.exec(rest)?.[0] ?? '`';
      const end = src.indexOf(run, i + run.length);
      if (end !== -1) {
        push(out, {
          t: 'code',
          v: src
            .slice(i + run.length, end)
            .replace(/\n/g, ' ')
            .trim(),
        });
        i = end + run.length;
        continue;
      }
      push(out, run);
      i += run.length;
      continue;
    }
    if (ch === '[' || (ch === '!' && src[i + 1] === '[')) {
      const open = ch === '!' ? i + 1 : i;
      const close = closingBracket(src, open);
      const dest = close === -1 ? undefined : destination(src, close + 1);
      if (dest) {
        const label = src.slice(open + 1, close);
        const url = safeUrl(dest.url);
        if (ch === '!') push(out, url ? { t: 'img', src: url, alt: label } : label);
        else if (url) push(out, { t: 'link', href: url, c: parseInline(label, depth + 1) });
        else for (const node of parseInline(label, depth + 1)) push(out, node);
        i = dest.end;
        continue;
      }
    }
    if (ch === '<') {
      const auto = /^<((?:https?|mailto):[^\s<>]+)>/i.exec(rest);
      if (auto?.[1]) {
        push(out, { t: 'link', href: auto[1], c: [auto[1]] });
        i += auto[0].length;
        continue;
      }
      const tag = /^<\/?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*)?\/?>/.exec(rest);
      if (tag) {
        i += tag[0].length;
        continue;
      }
    }
    const delim = /^(\*\*|__|~~|\*|_)/.exec(rest)?.[1];
    if (
      delim &&
      !/\s/.test(src[i + delim.length] ?? ' ') &&
      !(delim[0] === '_' && /\w/.test(src[i - 1] ?? ''))
    ) {
      const end = closing(src, i + delim.length, delim);
      if (end !== -1) {
        const t = delim === '~~' ? 'del' : delim.length === 2 ? 'strong' : 'em';
        push(out, { t, c: parseInline(src.slice(i + delim.length, end), depth + 1) });
        i = end + delim.length;
        continue;
      }
    }
    if (ch === '\n') {
      const hard = /( {2,})$/.test(src.slice(0, i));
      if (hard && typeof out.at(-1) === 'string') out[out.length - 1] = (out.at(-1) as string).trimEnd();
      push(out, hard ? { t: 'br' } : '\n');
      i++;
      continue;
    }
    push(out, ch);
    i++;
  }
  return out;
}
