import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { databaseTrouble } from './unavailable.ts';

const coded = (message: string, code: string) => Object.assign(new Error(message), { code });
const wrapped = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

describe('which failures mean the database is down or busy', () => {
  it('connection refused, admin shutdown, connection exceptions and a closed PGlite are "unavailable"', () => {
    expect(databaseTrouble(wrapped(coded('connect ECONNREFUSED 127.0.0.1:9', 'ECONNREFUSED')))).toBe(
      'unavailable',
    );
    expect(databaseTrouble(new AggregateError([coded('connect ECONNREFUSED ::1:9', 'ECONNREFUSED')]))).toBe(
      'unavailable',
    );
    expect(
      databaseTrouble(wrapped(coded('terminating connection due to administrator command', '57P01'))),
    ).toBe('unavailable');
    expect(databaseTrouble(coded('connection failure', '08006'))).toBe('unavailable');
    expect(databaseTrouble(wrapped(new Error('Connection terminated unexpectedly')))).toBe('unavailable');
    expect(databaseTrouble(wrapped(new Error('Connection terminated due to connection timeout')))).toBe(
      'unavailable',
    );
    expect(databaseTrouble(new Error('PGlite is closed'))).toBe('unavailable');
  });

  it('the pool\'s wait for a free connection running out is "busy"', () => {
    expect(databaseTrouble(wrapped(new Error('timeout exceeded when trying to connect')))).toBe('busy');
  });

  it('query errors (bad input, constraint violations) and programming errors are neither', () => {
    expect(databaseTrouble(wrapped(coded('duplicate key value', '23505')))).toBeUndefined();
    expect(databaseTrouble(wrapped(coded('invalid input syntax', '22P02')))).toBeUndefined();
    expect(databaseTrouble(new TypeError('x is undefined'))).toBeUndefined();
    expect(databaseTrouble('a string')).toBeUndefined();
  });
});
