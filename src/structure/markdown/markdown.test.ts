import { describe, expect, it } from 'vitest';
import { type Block, type Inline, MAX_NESTING, safeUrl } from './markdown-ast.ts';
import { parseMarkdown } from './markdown-blocks.ts';
import { parseInline } from './markdown-inline.ts';

/** How deep a tree of inline nodes goes. */
const inlineDepth = (nodes: Inline[]): number =>
  Math.max(0, ...nodes.map((n) => (typeof n === 'object' && 'c' in n ? 1 + inlineDepth(n.c) : 0)));
const quoteDepth = (blocks: Block[]): number =>
  Math.max(0, ...blocks.map((b) => (b.t === 'quote' ? 1 + quoteDepth(b.c) : 0)));

describe('markdown blocks', () => {
  it('reads headings, paragraphs, rules and fenced code', () => {
    expect(parseMarkdown('# Title\n\nFirst line\nsecond line\n\n---\n\n```js\nlet a = 1 < 2;\n```')).toEqual([
      { t: 'h', level: 1, c: ['Title'] },
      { t: 'p', c: ['First line\nsecond line'] },
      { t: 'hr' },
      { t: 'code', v: 'let a = 1 < 2;' },
    ]);
  });

  it('reads bullet and numbered lists, with nested lists inside items', () => {
    const [list] = parseMarkdown('3. three\n4. four\n   - nested a\n   - nested b\n');
    expect(list).toMatchObject({ t: 'list', ordered: true, start: 3 });
    const items = list?.t === 'list' ? list.items : [];
    expect(items[0]).toEqual([{ t: 'p', c: ['three'] }]);
    expect(items[1]?.[1]).toEqual({
      t: 'list',
      ordered: false,
      start: 1,
      items: [[{ t: 'p', c: ['nested a'] }], [{ t: 'p', c: ['nested b'] }]],
    });
  });

  it('reads block quotes, nested ones included', () => {
    expect(parseMarkdown('> said\n> > quoted back')).toEqual([
      {
        t: 'quote',
        c: [
          { t: 'p', c: ['said'] },
          { t: 'quote', c: [{ t: 'p', c: ['quoted back'] }] },
        ],
      },
    ]);
  });

  it(`stops nesting at ${MAX_NESTING} levels and keeps the rest as text (commerce §9)`, () => {
    const deep = parseMarkdown(`${'> '.repeat(25)}bottom`);
    expect(quoteDepth(deep)).toBe(MAX_NESTING);
    expect(JSON.stringify(deep)).toContain('bottom');
  });
});

describe('markdown inline', () => {
  it('reads strong, emphasis, strikethrough and code spans', () => {
    expect(parseInline('**bold** and *it* and ~~gone~~ and `x*y`')).toEqual([
      { t: 'strong', c: ['bold'] },
      ' and ',
      { t: 'em', c: ['it'] },
      ' and ',
      { t: 'del', c: ['gone'] },
      ' and ',
      { t: 'code', v: 'x*y' },
    ]);
  });

  it('keeps snake_case words and escaped characters as text', () => {
    expect(parseInline('snake_case_name and \\*not em\\*')).toEqual(['snake_case_name and *not em*']);
  });

  it('links only safe addresses; a javascript: link keeps its text and drops the link', () => {
    expect(parseInline('[site](https://example.com "Title") [home](/music)')).toEqual([
      { t: 'link', href: 'https://example.com', c: ['site'] },
      ' ',
      { t: 'link', href: '/music', c: ['home'] },
    ]);
    expect(parseInline('[click](javascript:alert(1))')).toEqual(['click']);
    expect(parseInline('![x](data:image/svg+xml,<svg>)')).toEqual(['x']);
  });

  it('drops raw HTML tags but keeps their text', () => {
    expect(parseInline('<span class="cookie">kept</span> <script>alert(1)</script>')).toEqual([
      'kept alert(1)',
    ]);
  });

  it('turns two trailing spaces or a backslash before a newline into a line break', () => {
    expect(parseInline('one  \ntwo\\\nthree')).toEqual(['one', { t: 'br' }, 'two', { t: 'br' }, 'three']);
  });

  it(`nests emphasis at most ${MAX_NESTING} deep`, () => {
    const source = `${'*_'.repeat(12)}core${'_*'.repeat(12)}`;
    expect(inlineDepth(parseInline(source))).toBeLessThanOrEqual(MAX_NESTING);
    expect(JSON.stringify(parseInline(source))).toContain('core');
  });

  it('safeUrl allows web, mail, phone and relative addresses only', () => {
    expect(safeUrl('https://a.example/x')).toBe('https://a.example/x');
    expect(safeUrl('mailto:a@b.example')).toBe('mailto:a@b.example');
    expect(safeUrl('../x')).toBe('../x');
    expect(safeUrl(' JavaScript:alert(1)')).toBeUndefined();
    expect(safeUrl('vbscript:x')).toBeUndefined();
    expect(safeUrl('java\nscript:x')).toBeUndefined();
  });
});
