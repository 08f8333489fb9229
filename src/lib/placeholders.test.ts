import { describe, expect, it } from 'vitest';
import {
  applyPlaceholders,
  applyPlaceholdersDeep,
  applyPlaceholdersToUrl,
  PLACEHOLDER_LIMIT,
} from './placeholders.ts';

const ctx = { query: { genre: 'rock & roll', page: '2' }, userUUID: 'u-123' };

describe('placeholder substitution (shell §5, commerce §5)', () => {
  it('replaces {query.<name>} with the query value', () => {
    expect(applyPlaceholders('genre={query.genre}&p={query.page}', ctx)).toBe('genre=rock & roll&p=2');
  });

  it('replaces {userUUID} with the user UUID', () => {
    expect(applyPlaceholders('/partner?uid={userUUID}', ctx)).toBe('/partner?uid=u-123');
  });

  it('reads query values from URLSearchParams, and the first of a repeated value', () => {
    expect(applyPlaceholders('{query.genre}', { query: new URLSearchParams('genre=jazz&genre=pop') })).toBe(
      'jazz',
    );
    expect(applyPlaceholders('{query.genre}', { query: { genre: ['jazz', 'pop'] } })).toBe('jazz');
  });

  it('a recognised placeholder without a value becomes empty', () => {
    expect(applyPlaceholders('uid={userUUID}&g={query.missing}', {})).toBe('uid=&g=');
    expect(applyPlaceholders('{query.toString}', { query: {} })).toBe('');
  });

  it('leaves other braces alone', () => {
    expect(applyPlaceholders('{foo} {query.} {USERUUID}', ctx)).toBe('{foo} {query.} {USERUUID}');
  });

  it('inserts values once, never expanding a placeholder inside a value', () => {
    expect(applyPlaceholders('{query.a}', { query: { a: '{userUUID}' }, userUUID: 'x' })).toBe('{userUUID}');
  });

  it('click URLs get URL-encoded values', () => {
    expect(applyPlaceholdersToUrl('/music/genre/{query.genre}?u={userUUID}', ctx)).toBe(
      '/music/genre/rock%20%26%20roll?u=u-123',
    );
  });

  it('is capped at 20 replacements: the 21st stays as written', () => {
    expect(PLACEHOLDER_LIMIT).toBe(20);
    const text = Array.from({ length: 21 }, () => '{userUUID}').join(',');
    const parts = applyPlaceholders(text, ctx).split(',');
    expect(parts.slice(0, 20).every((p) => p === 'u-123')).toBe(true);
    expect(parts[20]).toBe('{userUUID}');
    expect(applyPlaceholdersToUrl(text, ctx).split(',')[20]).toBe('{userUUID}');
  });

  it('counts empty replacements toward the cap too', () => {
    const text = `${'{query.none}'.repeat(20)}{userUUID}`;
    expect(applyPlaceholders(text, ctx)).toBe('{userUUID}');
  });
});

describe('placeholders in custom properties', () => {
  it('replaces in strings of nested objects and arrays, keeping keys and other values', () => {
    const props = {
      url: '/x?u={userUUID}',
      count: 3,
      flag: true,
      none: null,
      nested: { list: ['{query.genre}', 5, { deep: '{query.page}' }] },
      '{userUUID}': 'key untouched',
    };
    expect(applyPlaceholdersDeep(props, ctx)).toEqual({
      url: '/x?u=u-123',
      count: 3,
      flag: true,
      none: null,
      nested: { list: ['rock & roll', 5, { deep: '2' }] },
      '{userUUID}': 'key untouched',
    });
  });

  it('does not change the input object', () => {
    const props = { a: '{userUUID}', b: ['{userUUID}'] };
    applyPlaceholdersDeep(props, ctx);
    expect(props).toEqual({ a: '{userUUID}', b: ['{userUUID}'] });
  });

  it('counts the cap of 20 across the whole object, in document order', () => {
    const props = {
      first: Array.from({ length: 15 }, () => '{userUUID}'),
      second: { text: '{userUUID}'.repeat(6) },
    };
    const out = applyPlaceholdersDeep(props, ctx);
    expect(out.first.every((v) => v === 'u-123')).toBe(true);
    expect(out.second.text).toBe(`${'u-123'.repeat(5)}{userUUID}`);
  });

  it('encodes values when asked (custom properties holding URLs)', () => {
    expect(applyPlaceholdersDeep({ link: '?g={query.genre}' }, ctx, { encode: true })).toEqual({
      link: '?g=rock%20%26%20roll',
    });
  });
});
