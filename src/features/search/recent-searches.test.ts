import { describe, expect, it } from 'vitest';
import {
  addRecentSearch,
  loadRecentSearches,
  MAX_RECENT_SEARCHES,
  parseRecentSearches,
  removeRecentSearch,
  saveRecentSearches,
} from './recent-searches.ts';

describe('recent searches (commerce §5, §9)', () => {
  it('an empty search is ignored (blank and whitespace-only too)', () => {
    expect(addRecentSearch(['rain'], '')).toEqual(['rain']);
    expect(addRecentSearch(['rain'], '   \t ')).toEqual(['rain']);
  });

  it('a duplicate moves to the end, whatever its case or spacing', () => {
    expect(addRecentSearch(['rain', 'jazz', 'oud'], 'rain')).toEqual(['jazz', 'oud', 'rain']);
    expect(addRecentSearch(['Élodie', 'jazz'], '  élodie ')).toEqual(['jazz', 'élodie']);
  });

  it('keeps at most five: the oldest is dropped', () => {
    const five = ['a1', 'a2', 'a3', 'a4', 'a5'];
    expect(MAX_RECENT_SEARCHES).toBe(5);
    expect(addRecentSearch(five, 'a6')).toEqual(['a2', 'a3', 'a4', 'a5', 'a6']);
    expect(addRecentSearch(five, 'a3')).toEqual(['a1', 'a2', 'a4', 'a5', 'a3']);
  });

  it('a search is stored tidy: trimmed, inner spaces collapsed', () => {
    expect(addRecentSearch([], '  midnight   signals ')).toEqual(['midnight signals']);
  });

  it('each entry can be removed', () => {
    expect(removeRecentSearch(['rain', 'jazz'], 'RAIN')).toEqual(['jazz']);
    expect(removeRecentSearch(['rain'], 'oud')).toEqual(['rain']);
  });

  it('stored lists are read defensively: strings only, the newest five, broken JSON is empty', () => {
    expect(parseRecentSearches('["a",1,"",null,"b"]')).toEqual(['a', 'b']);
    expect(parseRecentSearches(JSON.stringify(['1', '2', '3', '4', '5', '6', '7']))).toEqual([
      '3',
      '4',
      '5',
      '6',
      '7',
    ]);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
    expect(parseRecentSearches('not json')).toEqual([]);
    expect(parseRecentSearches(null)).toEqual([]);
  });

  it('are kept per tenant in local storage', () => {
    saveRecentSearches('acme', ['oud']);
    saveRecentSearches('demo', ['rain']);
    expect(loadRecentSearches('acme')).toEqual(['oud']);
    expect(loadRecentSearches('demo')).toEqual(['rain']);
  });
});
