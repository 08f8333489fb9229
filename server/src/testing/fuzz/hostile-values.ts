import fc from 'fast-check';

/** C0 controls (NUL first: PostgreSQL refuses it in text and jsonb), DEL, C1, line breaks, tab. */
const CONTROLS = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u009f',
  '\t',
  '\n',
  '\r',
];
/** Lone halves of surrogate pairs: JSON carries them, PostgreSQL's jsonb refuses them. */
const LONE_SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff'];
/** Odd but valid Unicode: bidi controls and marks, zero-width, BOM, combining, astral, noncharacters. */
const ODD_UNICODE = [
  '\u202e',
  '\u200f',
  '\u2066',
  '\u061c',
  '\u200b',
  '\u200d',
  '\ufeff',
  'e\u0301',
  '\u{1d54f}',
  '\u{1f3f3}\ufe0f\u200d\u{1f308}',
  '\ufdfa',
  '\uffff',
  '\ufffe',
  '\u2028',
  '\u0663\u0664',
  'İı',
];
const NASTY_TEXT = [
  '',
  ' ',
  '%00',
  '%',
  '../../etc/passwd',
  "' or '1'='1' --",
  '<script>alert(1)</script>',
  '$'.concat('{7*7}'),
  '\\',
  '"',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  '2147483648',
  '-2147483649',
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x10',
  ' 1',
  '00000000001',
  '99999999999999999999',
  'NaN',
  'Infinity',
];
/** Boundaries of int4 columns, JavaScript's safe integers and doubles. */
const NASTY_NUMBERS = [
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  -1,
  0,
  -0,
  0.5,
  1.5,
  1e-300,
  86_401,
  2 ** 53,
  2 ** 53 + 2,
  1e21,
  1e308,
  -1e308,
];

/** A hostile character or sequence to put inside an otherwise valid value; NUL (the one that hurts most) often. */
export const hostileChar: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constant('\u0000') },
  { weight: 3, arbitrary: fc.constantFrom(...CONTROLS) },
  { weight: 2, arbitrary: fc.constantFrom(...LONE_SURROGATES) },
  { weight: 2, arbitrary: fc.constantFrom(...ODD_UNICODE) },
);

/** The valid string with a hostile character put in (start, middle or end). */
export const withHostileChar = (valid: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.tuple(valid, hostileChar, fc.nat()).map(([text, bad, at]) => {
    const cut = text.length === 0 ? 0 : at % (text.length + 1);
    return `${text.slice(0, cut)}${bad}${text.slice(cut)}`;
  });

/** Strings nobody should be able to break the server with. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NASTY_TEXT, ...CONTROLS, ...LONE_SURROGATES, ...ODD_UNICODE),
  withHostileChar(fc.string({ maxLength: 12 })),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 8 }),
  fc.constantFrom(300, 2_100, 9_000).map((n) => 'a'.repeat(n)),
  fc.constantFrom(...NASTY_NUMBERS).map(String),
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer() },
);

/** Arrays or objects nested `depth` deep: JSON parsers and validators must not fall over. */
export const deepJson = (depth: number, leaf: unknown = 1): unknown => {
  let value: unknown = leaf;
  for (let i = 0; i < depth; i++) value = i % 2 === 0 ? [value] : { a: value };
  return value;
};

/** A value of the wrong type (or shape) for any field. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, [], {}, [1], { a: 1 }, '1', 1, JSON.parse('{"__proto__":1}')),
  fc.constantFrom(20, 500).map((depth) => deepJson(depth)),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Any hostile value for a JSON field. */
export const hostileJsonValue: fc.Arbitrary<unknown> = fc.oneof(hostileString, hostileNumber, wrongType);

/** Whole request bodies that are not what any endpoint takes. */
export const hostileRawBody: fc.Arbitrary<{ text: string; contentType?: string }> = fc.oneof(
  fc
    .constantFrom(
      '',
      ' ',
      'null',
      '[]',
      '"text"',
      '1',
      '{',
      '{"a":1,}',
      '{"a":1}{"b":2}',
      '\ufeff{}',
      '{"__proto__":{"admin":true}}',
      '{"a":"\\u0000"}',
      '{"a":"\\ud800"}',
      `{"a":"${'x'.repeat(17_000)}"}`,
    )
    .map((text) => ({ text, contentType: 'application/json' })),
  fc.constantFrom(2_000, 7_000).map((depth) => ({
    text: `${'['.repeat(depth)}${']'.repeat(depth)}`,
    contentType: 'application/json',
  })),
  fc
    .constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1', '')
    .map((contentType) => ({ text: '{}', contentType })),
  fc.record({
    text: hostileString.map((s) => JSON.stringify(s)),
    contentType: fc.constant('application/json'),
  }),
);

/** Raw pieces of a query string or path that no encoder would write: bad escapes, invalid UTF-8. */
export const rawUrlPiece: fc.Arbitrary<string> = fc.constantFrom(
  '%',
  '%zz',
  '%00',
  '%0a',
  '%C0%80',
  '%ED%A0%80',
  '%FF',
  '%E2%80%AE',
  '..',
  '%2e%2e',
  '%2F',
  '\\',
);
