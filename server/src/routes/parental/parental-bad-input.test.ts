import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableFingerprint } from '../../testing/table-fingerprint.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { LISTENER, tokenOf } from '../player/player-testing.ts';
import { expectProblem } from '../session/session-testing.ts';

/** Every table a parental call could write (the rate-limit counters aside). */
const TABLES = ['parental_controls', 'parental_reset_codes', 'mail_outbox'];

interface BadInput {
  name: string;
  method: 'PUT' | 'POST';
  path: string;
  body: unknown;
  status?: number;
  code?: string;
}

const long = 'x'.repeat(33);
const CASES: BadInput[] = [
  { name: 'put without a body', method: 'PUT', path: '', body: '', code: 'MALFORMED_JSON' },
  { name: 'put, not json', method: 'PUT', path: '', body: '{isActive', code: 'MALFORMED_JSON' },
  {
    name: 'put, an age group that is no level',
    method: 'PUT',
    path: '',
    body: { isActive: false, maxAgeGroup: 15 },
  },
  { name: 'put, age 60', method: 'PUT', path: '', body: { isActive: false, maxAgeGroup: 60 } },
  { name: 'put, age as text', method: 'PUT', path: '', body: { isActive: false, maxAgeGroup: '20' } },
  { name: 'put, isActive as text', method: 'PUT', path: '', body: { isActive: 'yes', maxAgeGroup: 20 } },
  {
    name: 'put, passcode too short',
    method: 'PUT',
    path: '',
    body: { isActive: true, maxAgeGroup: 20, password: '123' },
  },
  {
    name: 'put, passcode too long',
    method: 'PUT',
    path: '',
    body: { isActive: true, maxAgeGroup: 20, password: long },
  },
  {
    name: 'put, passcode with a control character',
    method: 'PUT',
    path: '',
    body: { isActive: true, maxAgeGroup: 20, password: '12\u000034' },
  },
  {
    name: 'put, unknown field',
    method: 'PUT',
    path: '',
    body: { isActive: false, maxAgeGroup: 20, admin: true },
  },
  { name: 'put, on without a passcode', method: 'PUT', path: '', body: { isActive: true, maxAgeGroup: 20 } },
  { name: 'verify, no password', method: 'POST', path: '/verify/parentalpassword', body: {} },
  {
    name: 'verify, password as a number',
    method: 'POST',
    path: '/verify/parentalpassword',
    body: { password: 1234 },
  },
  {
    name: 'verify, lone surrogate',
    method: 'POST',
    path: '/verify/parentalpassword',
    body: { password: '12\ud80034' },
  },
  { name: 'sendEmail, no config', method: 'POST', path: '/sendEmail', body: {} },
  {
    name: 'sendEmail, unknown language',
    method: 'POST',
    path: '/sendEmail',
    body: { sendGridConfig: { lang: 'xx' } },
  },
  {
    name: 'reset, code of 6 digits',
    method: 'POST',
    path: '/resetPasscode',
    body: { randomCode: '123456', newPassword: 'abcd' },
  },
  {
    name: 'reset, code with letters',
    method: 'POST',
    path: '/resetPasscode',
    body: { randomCode: '1234abcd', newPassword: 'abcd' },
  },
  {
    name: 'reset, no new passcode',
    method: 'POST',
    path: '/resetPasscode',
    body: { randomCode: '12345678' },
  },
  {
    name: 'reset, short new passcode',
    method: 'POST',
    path: '/resetPasscode',
    body: { randomCode: '12345678', newPassword: 'ab' },
  },
  {
    name: 'reset, a code never mailed',
    method: 'POST',
    path: '/resetPasscode',
    body: { randomCode: '12345678', newPassword: 'abcd' },
    status: 400,
    code: 'PARENTAL_CODE_INVALID',
  },
];

describe.each(databaseTargets())('bad input to the parental calls on %s', (target) => {
  let t: TestApp;
  let token = '';
  beforeAll(async () => {
    t = await startTestApp(target, { auth: { trustProxy: true } });
    token = (await tokenOf(t, LISTENER)).token;
  });
  afterAll(() => t.dispose());

  it.each(CASES.map((c, i) => [c.name, c, i] as const))(
    '%s: a 4xx problem, nothing written',
    async (_, c, i) => {
      const before = await tableFingerprint(t, TABLES);
      const res = await t.api(`/parental-control${c.path}`, {
        method: c.method,
        token,
        body: c.body,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${100 + i}` },
      });
      const problem = await expectProblem(res, c.status ?? 400, c.code);
      if (!c.code) expect(problem.code).toBe('VALIDATION_FAILED');
      expect(await tableFingerprint(t, TABLES)).toEqual(before);
    },
  );
});
