import { describe, expect, it, vi } from 'vitest';
import {
  emitPurchaseReturn,
  onPurchaseReturn,
  PURCHASE_RETURN_PARAMS,
  readPurchaseReturn,
  withoutPurchaseReturn,
} from './purchase-return.ts';

describe('purchase-return parameters (shell §2)', () => {
  it('are exactly the twelve the spec lists', () => {
    expect(PURCHASE_RETURN_PARAMS).toEqual([
      'status',
      'error',
      'type',
      'subTypeId',
      'articleId',
      'purchaseType',
      'purchaseID',
      'msg',
      'i18Message',
      'mpay_error',
      'campgainId',
      'clickId',
    ]);
  });

  it('are read as strings from any query; other parameters are ignored', () => {
    expect(readPurchaseReturn('?status=402&error=INSUFFICIENT_FUNDS&q=rock&purchaseID=9')).toEqual({
      status: '402',
      error: 'INSUFFICIENT_FUNDS',
      purchaseID: '9',
    });
    expect(readPurchaseReturn('?q=rock')).toBeUndefined();
  });

  it('are removed after handling while other parameters stay', () => {
    expect(withoutPurchaseReturn({ status: '200', msg: 'ok', q: 'rock', page: '2' })).toEqual({
      q: 'rock',
      page: '2',
    });
  });

  it('reach every registered handler until it unsubscribes', () => {
    const handler = vi.fn();
    const off = onPurchaseReturn(handler);
    emitPurchaseReturn({ status: '200' }, '/music/list');
    off();
    emitPurchaseReturn({ status: '202' }, '/music/list');
    expect(handler).toHaveBeenCalledExactlyOnceWith({ status: '200' }, '/music/list');
  });
});
