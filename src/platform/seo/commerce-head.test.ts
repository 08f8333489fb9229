import { describe, expect, it } from 'vitest';
import { detailPage, headOf, jsonLdOf, metaOf } from './head-fixtures.ts';

const screenshot = (n: number) => ({
  artworkClass: 'SCREENSHOT',
  width: 1280,
  height: 720,
  url: `https://portal.test/media/artwork/29/screenshot-${n}.svg`,
});

describe('games, shop items and vouchers (link previews and schema.org)', () => {
  it('a game is a VideoGame with its publisher, platform, screenshots and an Offer per price', () => {
    const game = detailPage({
      title: 'Block Builder',
      subTitle: 'Puzzle',
      imageUrl: '/media/artwork/29.svg',
      props: {
        kind: 'game',
        publishedAt: '2018-05-09T12:00:00.000Z',
        gameType: 'online',
        businessModel: 'DOWNLOAD_TO_OWN_FREEMIUM',
        prices: [
          { businessModel: 'DOWNLOAD_TO_OWN_FREEMIUM', amount: 0, currency: 'EUR' },
          { businessModel: 'DOWNLOAD_TO_OWN', amount: 2.99, currency: 'EUR' },
        ],
        additionalArtworks: [1, 2, 3, 4, 5].map(screenshot),
        links: [{ title: 'Tiny Lion Studio', url: '/games/publisher/tiny-lion', kind: 'publisher' }],
      },
    });
    const head = headOf('games-details', game, { pathname: '/games/details/block-builder/29' });
    expect(head.meta[0]).toEqual({ title: 'Block Builder · Demo Media' });
    expect(metaOf(head, 'og:type')).toBe('website');
    expect(metaOf(head, 'og:image')).toBe('https://portal.test/media/artwork/29.png');
    const ld = jsonLdOf(head);
    expect(ld).toMatchObject({
      '@type': 'VideoGame',
      genre: 'Puzzle',
      gamePlatform: 'Web browser',
      publisher: { '@type': 'Organization', name: 'Tiny Lion Studio' },
      offers: [
        { '@type': 'Offer', price: 0, priceCurrency: 'EUR' },
        {
          '@type': 'Offer',
          price: 2.99,
          priceCurrency: 'EUR',
          availability: 'https://schema.org/InStock',
          url: 'https://portal.test/games/details/block-builder/29',
        },
      ],
    });
    expect(ld.screenshot).toHaveLength(4);
  });

  it('a downloadable game names the platforms it has builds for; a subscription game has no offer', () => {
    const game = detailPage({
      title: 'Sky Racer',
      props: { kind: 'game', gameType: 'download', platforms: ['Android', 'Windows'], prices: [] },
    });
    const ld = jsonLdOf(headOf('games-details', game));
    expect(ld.gamePlatform).toEqual(['Android', 'Windows']);
    expect(ld).not.toHaveProperty('offers');
  });

  it('a shop item is a product with its price in Open Graph and a Product with an in-stock Offer', () => {
    const product = detailPage({
      title: 'Studio One',
      subTitle: 'Over-ear headphones',
      imageUrl: '/media/artwork/91.svg',
      props: {
        kind: 'product',
        price: { amount: 89.9, currency: 'EUR' },
        description: 'Over-ear headphones',
      },
    });
    const head = headOf('mp-details', product, { pathname: '/mp/studio-one-headphones/91', prefix: 'ro' });
    expect(metaOf(head, 'og:type')).toBe('product');
    expect(metaOf(head, 'product:price:amount')).toBe('89.9');
    expect(metaOf(head, 'product:price:currency')).toBe('EUR');
    expect(jsonLdOf(head)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Studio One',
      description: 'Over-ear headphones',
      url: 'https://portal.test/ro/mp/studio-one-headphones/91',
      image: 'https://portal.test/media/artwork/91.svg',
      offers: {
        '@type': 'Offer',
        price: 89.9,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: 'https://portal.test/ro/mp/studio-one-headphones/91',
      },
    });
  });

  it('a voucher is a Product whose Offer is sold out when none is left', () => {
    const voucher = (availableNo: number) =>
      detailPage({
        title: 'Two pizzas for one',
        props: {
          kind: 'voucher',
          price: { amount: 2, currency: 'EUR' },
          discountPercentage: 50,
          availableNo,
        },
      });
    expect(jsonLdOf(headOf('voucher', voucher(120)))).toMatchObject({
      '@type': 'Product',
      offers: { price: 2, availability: 'https://schema.org/InStock' },
    });
    expect(jsonLdOf(headOf('voucher', voucher(0)))).toMatchObject({
      offers: { availability: 'https://schema.org/SoldOut' },
    });
  });
});
