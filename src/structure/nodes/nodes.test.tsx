import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StructureNode } from '#contract/structure.ts';
import type { ApiClient } from '#lib/api-client.ts';
import { activateLocale } from '#lib/i18n.ts';
import { renderStructure } from '#test/structure-test-kit.tsx';

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

const chapter = (n: number): StructureNode => ({
  name: 'card',
  data: {
    title: `Chapter ${n}`,
    customProperties: {
      id: 100 + n,
      kind: 'chapter',
      slug: `c-${n}`,
      ageRating: 0,
      position: n,
      durationSec: 225,
    },
  },
});
const chapters = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => chapter(from + i));
const chapterList = (from: number, to: number, more: boolean): StructureNode => ({
  name: 'track-list',
  data: {
    title: 'Chapters',
    customProperties: {
      hasMore: more,
      paged: true,
      total: 25,
      ...(more ? { lastId: String(100 + to) } : {}),
    },
  },
  substructure: chapters(from, to),
});
const page = (...children: StructureNode[]): StructureNode => ({
  name: 'page',
  data: { title: 'Book' },
  substructure: children,
});

/** Texts are checked in English (new messages get their translations when the catalogues merge); digits in ar. */
async function show(node: StructureNode, options: Parameters<typeof renderStructure>[1] = {}) {
  await activateLocale(options.path?.startsWith('/ar') ? 'ar' : 'en');
  const view = await renderStructure(node, { path: '/en', ...options });
  unmount = view.unmount;
  return view.container;
}

describe('track lists', () => {
  it('show position, title and duration per row, in Arabic-Indic digits in ar (commerce §9)', async () => {
    const view = await show(page(chapterList(1, 10, true)), { path: '/ar' });
    const rows = [...view.querySelectorAll('[data-node="track-list"] li')];
    expect(rows).toHaveLength(10);
    expect(rows[0]?.textContent).toContain('Chapter 1');
    expect(rows[0]?.querySelector('time')?.textContent).toBe('٠٣:٤٥');
    expect(rows[0]?.querySelector('time')?.getAttribute('datetime')).toBe('PT225S');
  });

  it('an album link ending in a track marks that row and focuses its first control (commerce §2)', async () => {
    const list = chapterList(1, 10, false);
    const highlighted = {
      ...list,
      data: { ...list.data, customProperties: { ...list.data?.customProperties, highlightId: 104 } },
    };
    const view = await show(page(highlighted));
    const rows = [...view.querySelectorAll('[data-node="track-list"] li')];
    expect(rows.map((row) => row.hasAttribute('data-highlighted'))).toEqual(rows.map((_, i) => i === 3));
    expect(rows[3]?.contains(document.activeElement)).toBe(true);
  });

  it('load the next chapters after the last one and append them in place, focus on the first new row', async () => {
    const call = vi.fn().mockResolvedValue(page(chapterList(11, 20, true)));
    const view = await show(page(chapterList(1, 10, true)), {
      api: { call } as unknown as ApiClient,
      structure: { name: 'audiobook-details', fragment: '7' },
    });
    const button = view.querySelector<HTMLButtonElement>('[data-action="load-more"]');
    expect(button?.textContent).toBe('Show more chapters');
    await act(async () => button?.click());
    await vi.waitFor(() => expect(view.querySelectorAll('[data-node="track-list"] li')).toHaveLength(20));
    const asked = call.mock.calls.find(([, options]) => options.params?.name === 'audiobook-details');
    expect(asked?.[1]).toMatchObject({ params: { id: '7' }, query: { lastId: '110' } });
    const rows = [...view.querySelectorAll('[data-node="track-list"] li')];
    expect(rows[10]?.textContent).toContain('Chapter 11');
    // The first new row's first control: its play button.
    expect(document.activeElement).toBe(rows[10]?.querySelector('button'));
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Play Chapter 11');
  });

  it('a failed page keeps what was shown and offers to try again', async () => {
    const call = vi.fn().mockRejectedValue(new Error('offline'));
    const view = await show(page(chapterList(1, 10, true)), { api: { call } as unknown as ApiClient });
    await act(async () => view.querySelector<HTMLButtonElement>('[data-action="load-more"]')?.click());
    await vi.waitFor(() => expect(view.querySelector('[role="status"]')?.textContent).not.toBe(''));
    expect(view.querySelectorAll('[data-node="track-list"] li')).toHaveLength(10);
    expect(view.querySelector('[data-action="load-more"]')?.textContent).toBe('Try again');
  });

  it('offer no button once the list is complete', async () => {
    const view = await show(page(chapterList(21, 25, false)));
    expect(view.querySelector('[data-action="load-more"]')).toBeNull();
  });
});

describe('details headers', () => {
  it('show the family facts: linked artist, track count and total length', async () => {
    const album: StructureNode = {
      name: 'detail',
      data: {
        title: 'Midnight Signals',
        customProperties: {
          id: 1,
          kind: 'album',
          slug: 'midnight-signals',
          ageRating: 20,
          childCount: 12,
          totalDurationSec: 3725,
          links: [{ title: 'Nora Vale', url: '/music/artists/nora-vale/2', kind: 'artist' }],
        },
      },
    };
    const view = await show(page(album), { path: '/ar' });
    const values = [...view.querySelectorAll('dl dd')].map((d) => d.textContent);
    expect(values).toEqual(['Nora Vale', '١٢', '٠١:٠٢:٠٥', '١٢+']);
    expect(view.querySelector('dl a')?.getAttribute('href')).toBe('/ar/music/artists/nora-vale/2');
  });

  it('a voucher tells its own price apart from the saving at the merchant (a €1 voucher for a free coffee)', async () => {
    const voucher: StructureNode = {
      name: 'detail',
      data: {
        title: 'Free coffee with any cake',
        customProperties: {
          id: 4,
          kind: 'voucher',
          slug: 'coffee-with-cake',
          ageRating: 0,
          price: { amount: 1, currency: 'EUR' },
          discountPercentage: 100,
        },
      },
    };
    const view = await show(page(voucher));
    const facts = [...view.querySelectorAll('dl div')].map((d) => [
      d.querySelector('dt')?.textContent,
      d.querySelector('dd')?.textContent,
    ]);
    expect(facts[0]?.[0]).toBe('Voucher price');
    expect(facts[0]?.[1]).toContain('1');
    expect(facts[1]).toEqual(['Saving at the merchant', '100%: the offer itself is free']);
  });

  it('a game that has no build for the caller’s system says so', async () => {
    const game: StructureNode = {
      name: 'detail',
      data: {
        title: 'Sky Racer',
        customProperties: {
          id: 3,
          kind: 'game',
          slug: 'sky-racer',
          ageRating: 0,
          gameType: 'download',
          platforms: ['Android'],
          runsOnDevice: false,
          prices: [{ businessModel: 'DOWNLOAD_TO_OWN_FREEMIUM', amount: 0, currency: 'EUR' }],
        },
      },
    };
    const view = await show(page(game));
    expect(view.querySelector('[role="note"]')?.textContent).toBeTruthy();
    expect(view.textContent).toContain('Android');
  });
});

describe('article reading view', () => {
  const body = (locked: boolean): StructureNode => ({
    name: 'article-body',
    data: {
      title: 'Story',
      customProperties: {
        markdown: '## Part one\n\nText with <script>alert(1)</script> **bold**.\n\n### Detail\n\nMore.',
        premium: true,
        locked,
      },
    },
  });

  it('renders markdown as elements, never raw HTML', async () => {
    const view = await show(page(body(false)));
    // The body's highest heading is an h3 under the reading view's h2 (no level skipped), the next one below it.
    await vi.waitFor(() => expect(view.querySelector('[data-node="article-body"] h3')).not.toBeNull());
    expect(view.querySelector('[data-node="article-body"] h3')?.textContent).toBe('Part one');
    expect(view.querySelector('[data-node="article-body"] h4')?.textContent).toBe('Detail');
    expect(view.querySelector('script')).toBeNull();
    expect(view.querySelector('[data-node="article-body"] strong')?.textContent).toBe('bold');
    expect(view.querySelector('[data-node="premium-gate"]')).toBeNull();
  });

  it('an article read for a moment counts its read (GET /concon/countread) and says how often it was read', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const call = vi.fn((..._args: unknown[]) => Promise.resolve({ id: 42, count: 1234, counted: true }));
      const node = body(false);
      (node.data?.customProperties as Record<string, unknown>).id = 42;
      const reads = () =>
        call.mock.calls.filter(([e]) => (e as { path: string }).path === '/concon/countread');
      const view = await show(page(node), { api: { call } as unknown as ApiClient });
      expect(reads()).toHaveLength(0);
      await act(async () => vi.advanceTimersByTime(3_000));
      expect(reads()).toEqual([[expect.anything(), expect.objectContaining({ query: { id: '42' } })]]);
      await vi.waitFor(() =>
        expect(view.querySelector('[data-read-count]')?.textContent).toBe('Read 1,234 times'),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('a locked premium body shows the teaser and a login prompt that comes back here', async () => {
    const view = await show(page(body(true)));
    const gate = view.querySelector('[data-node="premium-gate"]');
    expect(gate).not.toBeNull();
    expect(gate?.querySelector('a')?.getAttribute('href')).toMatch(/\/user\/login\?redirect=/);
  });
});

describe('page states', () => {
  it('a page whose lists are all empty shows the empty state', async () => {
    const view = await show(
      page({ name: 'grid', data: { customProperties: { hasMore: false } }, substructure: [] }),
    );
    expect(view.querySelector('[data-node="empty"] h2')?.textContent).toBe('Nothing to show here yet');
  });

  it('a challenge shows its tickets in words for the count', async () => {
    const challenge: StructureNode = {
      name: 'challenges',
      data: { title: 'Challenges' },
      substructure: [
        {
          name: 'challenge',
          data: {
            title: 'Daily run',
            customProperties: {
              id: 'daily',
              chained: true,
              tickets: 1,
              challengeSteps: [{ title: 'Play once', rewards: [{ currency: 'TICKETS', amount: 1 }] }],
            },
          },
        },
      ],
    };
    const view = await show(page(challenge));
    expect(view.querySelector('[data-node="challenge"] ol')).not.toBeNull();
    expect(view.querySelector('[data-node="challenge"]')?.textContent).toContain('1 ticket');
  });
});
