import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from './search-params.ts';

describe('plain query strings', () => {
  it('keep numeric-looking values as text both ways', () => {
    expect(parseSearch('?session=123&q=a+b')).toEqual({ session: '123', q: 'a b' });
    expect(stringifySearch({ session: '123', page: 2 })).toBe('?session=123&page=2');
  });

  it('drop empty values and give no ? for an empty query', () => {
    expect(stringifySearch({ a: undefined, b: null })).toBe('');
  });
});
