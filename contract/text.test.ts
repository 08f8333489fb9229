import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { API } from './api.ts';
import type { Endpoint } from './endpoint.ts';
import {
  INT32_MAX,
  int32Id,
  int32IdDigits,
  int32IdText,
  isSafeLine,
  isSafeMultilineText,
  isSafeText,
  safeText,
} from './text.ts';

interface Node {
  type: string;
  pipe?: readonly { type: string; requirement?: unknown }[];
  entries?: Record<string, Node>;
  wrapped?: Node;
  item?: Node;
  options?: readonly unknown[];
  key?: Node;
  value?: Node;
}

/** Fields of a request schema that break the rule: strings without the safe-text check, unbounded numbers. */
function unsafeFields(node: Node, path: string): string[] {
  const actions = node.pipe ?? [];
  switch (node.type) {
    case 'string': {
      const checked = actions.some(
        (a) => a.requirement === isSafeLine || a.requirement === isSafeMultilineText,
      );
      return checked ? [] : [`${path} (string without the safe-text check)`];
    }
    case 'number': {
      const min = actions.find((a) => a.type === 'min_value')?.requirement;
      const max = actions.find((a) => a.type === 'max_value')?.requirement;
      const bounded =
        typeof min === 'number' && typeof max === 'number' && min >= -INT32_MAX && max <= INT32_MAX;
      return bounded ? [] : [`${path} (number not bounded to the int4 range)`];
    }
    case 'object':
    case 'strict_object':
    case 'loose_object':
      return Object.entries(node.entries ?? {}).flatMap(([key, entry]) =>
        unsafeFields(entry, `${path}.${key}`),
      );
    case 'optional':
    case 'exact_optional':
    case 'nullable':
    case 'nullish':
      return unsafeFields(node.wrapped as Node, path);
    case 'array':
      return unsafeFields(node.item as Node, `${path}[]`);
    case 'record':
      return [
        ...unsafeFields(node.key as Node, `${path}{key}`),
        ...unsafeFields(node.value as Node, `${path}{}`),
      ];
    case 'union':
    case 'variant':
      return (node.options as Node[]).flatMap((option) => unsafeFields(option, path));
    default:
      return [];
  }
}

const endpoints: [string, Endpoint][] = Object.entries(API).flatMap(([domain, table]) =>
  Object.entries(table as Record<string, Endpoint>).map(
    ([key, e]) => [`${domain}.${key}`, e] as [string, Endpoint],
  ),
);

describe('one input rule for every request field (issue 11, finding 4)', () => {
  it.each(endpoints)(
    '%s: every string field refuses control characters and lone surrogates, every number is int4-bounded',
    (_, endpoint) => {
      const parts = { path: endpoint.params, query: endpoint.query, body: endpoint.body };
      const unsafe = Object.entries(parts).flatMap(([where, schema]) =>
        schema ? unsafeFields(schema as unknown as Node, where) : [],
      );
      expect(unsafe).toEqual([]);
    },
  );

  it('safe text refuses NUL and every other C0/C1 control and DEL; multi-line text allows tab, LF and CR only', () => {
    for (const bad of ['\u0000', 'a\u0000b', '\u0007', '\u001b[31m', '\u007f', '\u0085', '\u009f'])
      expect([isSafeText(bad), isSafeText(bad, true)]).toEqual([false, false]);
    for (const lines of ['a\tb', 'a\nb', 'a\r\nb'])
      expect([isSafeText(lines), isSafeText(lines, true)]).toEqual([false, true]);
  });

  it('safe text refuses lone surrogates but keeps real astral characters, RTL marks and other Unicode', () => {
    for (const bad of ['\ud800', 'x\udfff', '\udc00\ud800', 'a\ud83d']) expect(isSafeText(bad)).toBe(false);
    for (const good of ['', 'Zoë', 'عمر\u200f', '\u202eabc', '🎵 emoji', 'e\u0301', '\ufeff', '\u{1d54f}'])
      expect(isSafeText(good)).toBe(true);
  });

  it('the safe-text check turns unsafe input into a validation issue with one message', () => {
    const schema = v.pipe(v.string(), safeText());
    expect(v.safeParse(schema, 'fine').success).toBe(true);
    const result = v.safeParse(schema, 'bad\u0000');
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('must not contain control characters or unpaired surrogates');
  });

  it('ids are whole numbers 1 … 2^31 − 1 in bodies, paths and query strings; 2^31 is refused', () => {
    expect(v.safeParse(int32Id(), INT32_MAX).success).toBe(true);
    for (const bad of [0, -1, 1.5, 2 ** 31, 2 ** 53, Number.POSITIVE_INFINITY, '1'])
      expect(v.safeParse(int32Id(), bad).success).toBe(false);
    expect(v.parse(int32IdText(), '2147483647')).toBe(INT32_MAX);
    for (const bad of ['0', '01', '2147483648', '99999999999', '1\u0000', '-1', '1.0', ' 1'])
      expect(v.safeParse(int32IdText(), bad).success).toBe(false);
    expect(v.parse(int32IdDigits(), '0')).toBe('0');
    expect(v.safeParse(int32IdDigits(), '2147483648').success).toBe(false);
  });
});
