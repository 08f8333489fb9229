import { describe, expect, it } from 'vitest';
import { purchaseReturnUrl } from './purchase-return-url.ts';

describe('purchaseReturnUrl', () => {
  it('a card purchase comes back to the same page without an earlier purchase return’s parameters', () => {
    const here =
      'https://demo.example/ar/mp/tote-bag/7?status=200&type=article&purchaseType=ONE_TIME&purchaseID=pay_x&articleId=7&msg=x&q=keep';
    expect(purchaseReturnUrl(here)).toBe('https://demo.example/ar/mp/tote-bag/7?q=keep');
  });
});
