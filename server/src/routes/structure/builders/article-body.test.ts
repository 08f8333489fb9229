import { describe, expect, it } from 'vitest';
import { teaserOf } from './article-body.ts';

describe('premium teaser', () => {
  it('is only the opening paragraph, whatever follows', () => {
    expect(teaserOf('# Title\n\nFirst words.\n\nSecret second paragraph.')).toBe('First words.');
  });

  it('skips code, quotes and rules before the first paragraph', () => {
    expect(teaserOf('```\ncode\n```\n\n> quote\n\n---\n\nReal start.')).toBe('Real start.');
  });

  it('cuts a long opening paragraph at a word, at most 280 characters', () => {
    const teaser = teaserOf(`${'word '.repeat(100)}end`);
    expect(teaser.length).toBeLessThanOrEqual(282);
    expect(teaser.endsWith('word …')).toBe(true);
  });

  it('an empty body has an empty teaser', () => {
    expect(teaserOf('')).toBe('');
    expect(teaserOf('## Only a heading')).toBe('');
  });
});
