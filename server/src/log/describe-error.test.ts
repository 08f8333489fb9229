import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { describeError, redactMessage } from './describe-error.ts';

describe('log-safe error descriptions', () => {
  it('values quoted in a driver message are replaced, names of constraints, relations and types are kept', () => {
    expect(redactMessage('invalid input syntax for type integer: "4111-1111"')).toBe(
      'invalid input syntax for type integer: "…"',
    );
    expect(redactMessage('value "2147483648" is out of range for type integer')).toBe(
      'value "…" is out of range for type integer',
    );
    expect(redactMessage('duplicate key value violates unique constraint "users_tenant_email_uq"')).toBe(
      'duplicate key value violates unique constraint "users_tenant_email_uq"',
    );
    expect(redactMessage('relation "devices" does not exist')).toBe('relation "devices" does not exist');
  });

  it('e-mails, argon2 hashes, uuids and long tokens are replaced wherever a message holds them', () => {
    const message =
      'no user ann@example.com with $argon2id$v=19$m=19456,t=2,p=1$abc$def, ticket 0b7c5a8e-8d7e-4d5b-9c1a-2f6e3b4a5c6d, token Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFy';
    const safe = redactMessage(message);
    expect(safe).toBe('no user <email> with <hash>, ticket <uuid>, token <token>');
  });

  it('a failed drizzle query shows its SQL with placeholders and the cause code, never its parameters', () => {
    const cause = Object.assign(new Error('invalid input syntax for type uuid: "s3cr3t-value"'), {
      code: '22P02',
      detail: 'Key (email)=(ann@example.com)',
    });
    const error = new DrizzleQueryError('select * from t where id = $1', ['s3cr3t-value'], cause);
    const text = describeError(error);
    expect(text).toContain('DrizzleQueryError: query failed: select * from t where id = $1');
    expect(text).toContain('caused by Error [code 22P02]: invalid input syntax for type uuid: "…"');
    expect(text).not.toContain('s3cr3t');
    expect(text).not.toContain('ann@example.com');
    expect(text).toMatch(/\n\s+at /);
  });

  it("an AggregateError lists its parts' codes (a connection refused on every address)", () => {
    const refused = (address: string) =>
      Object.assign(new Error(`connect ECONNREFUSED ${address}`), { code: 'ECONNREFUSED' });
    const text = describeError(new AggregateError([refused('::1:5432'), refused('127.0.0.1:5432')]));
    expect(text).toContain('[0] Error [code ECONNREFUSED]: connect ECONNREFUSED ::1:5432');
    expect(text).toContain('[1] Error [code ECONNREFUSED]');
  });
});
