import { type Block, MAX_NESTING } from './markdown-ast.ts';
import { parseInline } from './markdown-inline.ts';

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const HEADING = /^ {0,3}(#{1,6})(?:\s+(.*?))?\s*#*\s*$/;
const RULE = /^ {0,3}([-*_])(?: *\1){2,} *$/;
const QUOTE = /^ {0,3}> ?/;
const ITEM = /^( {0,3})([-*+]|\d{1,9}[.)])( {1,4}|$)/;

const isBlank = (line: string) => line.trim() === '';
const startsBlock = (line: string) =>
  FENCE.test(line) || HEADING.test(line) || RULE.test(line) || QUOTE.test(line) || ITEM.test(line);

interface Cursor {
  lines: string[];
  i: number;
}

function fence(c: Cursor, marker: string): Block {
  const body: string[] = [];
  c.i++;
  while (c.i < c.lines.length && !(c.lines[c.i] as string).trimStart().startsWith(marker)) {
    body.push(c.lines[c.i] as string);
    c.i++;
  }
  c.i++;
  return { t: 'code', v: body.join('\n') };
}

function quote(c: Cursor, depth: number): Block {
  const inner: string[] = [];
  while (c.i < c.lines.length) {
    const line = c.lines[c.i] as string;
    if (QUOTE.test(line)) inner.push(line.replace(QUOTE, ''));
    // A lazy continuation line belongs to the quote's paragraph.
    else if (!isBlank(line) && inner.length && !isBlank(inner.at(-1) as string) && !startsBlock(line))
      inner.push(line);
    else break;
    c.i++;
  }
  return { t: 'quote', c: parseBlocksAt(inner.join('\n'), depth + 1) };
}

function list(c: Cursor, depth: number): Block {
  const first = ITEM.exec(c.lines[c.i] as string) as RegExpExecArray;
  const ordered = /\d/.test(first[2] as string);
  const items: string[][] = [];
  while (c.i < c.lines.length) {
    const line = c.lines[c.i] as string;
    const item = ITEM.exec(line);
    if (item && /\d/.test(item[2] as string) === ordered) {
      const indent = item[0].length;
      const lines = [line.slice(indent)];
      c.i++;
      while (c.i < c.lines.length) {
        const next = c.lines[c.i] as string;
        const indented = next.slice(0, indent).trim() === '' && next.length > indent;
        if (isBlank(next)) {
          const after = c.lines[c.i + 1];
          if (after === undefined || !(after.slice(0, indent).trim() === '' && !isBlank(after))) break;
          lines.push('');
        } else if (indented) lines.push(next.slice(indent));
        else if (!startsBlock(next) && !isBlank(lines.at(-1) as string)) lines.push(next.trim());
        else break;
        c.i++;
      }
      items.push(lines);
      while (c.i < c.lines.length && isBlank(c.lines[c.i] as string) && ITEM.test(c.lines[c.i + 1] ?? ''))
        c.i++;
    } else break;
  }
  return {
    t: 'list',
    ordered,
    start: ordered ? Number.parseInt(first[2] as string, 10) : 1,
    items: items.map((lines) => parseBlocksAt(lines.join('\n'), depth + 1)),
  };
}

function paragraph(c: Cursor, depth: number): Block {
  const lines: string[] = [];
  while (c.i < c.lines.length && !isBlank(c.lines[c.i] as string)) {
    const line = c.lines[c.i] as string;
    if (lines.length && startsBlock(line)) break;
    lines.push(line.trimStart());
    c.i++;
  }
  return { t: 'p', c: parseInline(lines.join('\n').trimEnd(), depth) };
}

function parseBlocksAt(src: string, depth: number): Block[] {
  // Commerce §9 nesting limit: deeper quotes and lists are kept as plain text.
  if (depth >= MAX_NESTING) return src.trim() ? [{ t: 'p', c: [src.trim()] }] : [];
  const c: Cursor = { lines: src.replace(/\r\n?/g, '\n').replace(/\t/g, '    ').split('\n'), i: 0 };
  const blocks: Block[] = [];
  while (c.i < c.lines.length) {
    const line = c.lines[c.i] as string;
    const heading = HEADING.exec(line);
    const fenced = FENCE.exec(line);
    if (isBlank(line)) c.i++;
    else if (fenced) blocks.push(fence(c, fenced[1] as string));
    else if (heading) {
      blocks.push({ t: 'h', level: (heading[1] as string).length, c: parseInline(heading[2] ?? '', depth) });
      c.i++;
    } else if (RULE.test(line)) {
      blocks.push({ t: 'hr' });
      c.i++;
    } else if (QUOTE.test(line)) blocks.push(quote(c, depth));
    else if (ITEM.test(line)) blocks.push(list(c, depth));
    else blocks.push(paragraph(c, depth));
  }
  return blocks;
}

/** Block markdown: headings, paragraphs, fenced code, quotes, ordered and bullet lists, rules. */
export const parseMarkdown = (src: string): Block[] => parseBlocksAt(src, 0);
