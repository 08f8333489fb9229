import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { describeStartupError } from './startup-error.ts';

describe('the start-up error names the real cause', () => {
  it('an unreachable DATABASE_URL shows ECONNREFUSED with the address, also inside an AggregateError', () => {
    const v4 = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5999'), { code: 'ECONNREFUSED' });
    const v6 = Object.assign(new Error('connect ECONNREFUSED ::1:5999'), { code: 'ECONNREFUSED' });
    // node-postgres rethrows net's AggregateError, whose own message is empty.
    const aggregate = Object.assign(new AggregateError([v4, v6], ''), { code: 'ECONNREFUSED' });
    const text = describeStartupError(aggregate);
    expect(text).toContain('ECONNREFUSED');
    expect(text).toContain('connect ECONNREFUSED 127.0.0.1:5999');
    expect(text).toContain('connect ECONNREFUSED ::1:5999');
  });

  it('follows the cause chain with codes, e.g. a failed migration wrapping the driver error', () => {
    const driver = Object.assign(new Error('password authentication failed for user "app"'), {
      code: '28P01',
    });
    const wrapped = new Error('Failed query: select 1', { cause: driver });
    expect(describeStartupError(wrapped)).toBe(
      'Failed query: select 1\n  caused by: password authentication failed for user "app" [28P01]',
    );
  });

  it('a plain error is its message; a thrown non-error is shown as text; a cycle ends', () => {
    expect(describeStartupError(new Error('Invalid server environment:\n  PORT: bad'))).toBe(
      'Invalid server environment:\n  PORT: bad',
    );
    expect(describeStartupError('boom')).toBe('boom');
    const loop: Error & { cause?: unknown } = new Error('again');
    loop.cause = loop;
    expect(describeStartupError(loop)).toBe('again');
  });

  it("a failed seed query shows its SQL shape and the driver's code, never its parameters (finding 5)", () => {
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA';
    const driver = Object.assign(new Error('value too long for type character varying(5)'), {
      code: '22001',
    });
    const failed = new DrizzleQueryError(
      'insert into "users" ("email", "password_hash") values ($1, $2)',
      ['ann@example.com', hash],
      driver,
    );
    const text = describeStartupError(failed);
    expect(text).toContain('insert into "users" ("email", "password_hash") values ($1, $2)');
    expect(text).toContain('22001');
    expect(text).not.toContain('ann@example.com');
    expect(text).not.toContain('c2FsdHNhbHQ');
  });
});
