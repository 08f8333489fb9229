import { describe, expect, it } from 'vitest';
import { cartReturnUrl } from './cart-return-url.ts';

describe('cartReturnUrl', () => {
  it('the checkout of a cart comes back to /myCart in the page’s language, without old return parameters', () => {
    expect(
      cartReturnUrl(
        'https://demo.example/ar/myCart?status=402&purchaseType=VOUCHER&purchaseID=pay_1&x=1#top',
      ),
    ).toBe('https://demo.example/ar/myCart');
    expect(cartReturnUrl('https://demo.example/myCart')).toBe('https://demo.example/myCart');
    expect(cartReturnUrl('https://demo.example/fr/vouchers/details/spa-day/12')).toBe(
      'https://demo.example/fr/myCart',
    );
  });
});
