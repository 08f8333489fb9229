import { describe, expect, it } from 'vitest';
import {
  CODE_LENGTH,
  formatVoucherCode,
  newVoucherCode,
  normalizeVoucherCode,
  voucherCodeHash,
} from './voucher-codes.ts';

describe('voucher codes', () => {
  it('are 16 Crockford base32 characters, shown in groups of four, and do not repeat', () => {
    const codes = new Set(Array.from({ length: 2000 }, newVoucherCode));
    expect(codes.size).toBe(2000);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    expect(formatVoucherCode('0123456789ABCDEF')).toBe('0123-4567-89AB-CDEF');
  });

  it('typed input ignores case, spaces and dashes, and reads O as 0 and I or L as 1', () => {
    expect(normalizeVoucherCode(' abcd-efgh jkmn–pqrs ')).toBe('ABCDEFGHJKMNPQRS');
    expect(normalizeVoucherCode('oIlO-0000-0000-0000')).toBe('0110000000000000');
  });

  it('anything that cannot be a code is refused before a lookup', () => {
    for (const typed of [
      '',
      'ABCD-EFGH-JKMN-PQR',
      'ABCD-EFGH-JKMN-PQRST',
      'UUUU-UUUU-UUUU-UUUU',
      'ABCD*EFGH*JKMN*PQ',
    ])
      expect(normalizeVoucherCode(typed), typed).toBeUndefined();
    expect(CODE_LENGTH).toBe(16);
  });

  it('a code hashes differently in each tenant', () => {
    expect(voucherCodeHash('demo', 'ABCDEFGHJKMNPQRS')).not.toBe(voucherCodeHash('acme', 'ABCDEFGHJKMNPQRS'));
  });
});
