import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StructureNode } from '#contract/structure.ts';
import { activateLocale } from '#lib/i18n.ts';
import { renderStructure } from '#test/structure-test-kit.tsx';
import { preloadRenderers } from './lazy-renderers.ts';
import { registerPageParts, registerStructureParts } from './registry.ts';

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());
beforeAll(() => activateLocale('en'));

const item = (id: number, kind: string, title: string): StructureNode => ({
  name: 'card',
  data: {
    title,
    clickUrl: `/x/${id}`,
    customProperties: { id, kind, slug: `s-${id}`, ageRating: 0, durationSec: 60 },
  },
});
const page = (...children: StructureNode[]): StructureNode => ({
  name: 'page',
  data: { title: 'Page' },
  substructure: children,
});

/** The renderer alone: only what each test registers (the app's composition is not loaded). */
async function show(node: StructureNode) {
  const view = await renderStructure(node, { path: '/en', features: false });
  unmount = view.unmount;
  return view.container;
}

describe('structure registry (the renderer asks it for what features add)', () => {
  it('registered page parts load before a listing or details page shows', async () => {
    let loaded = 0;
    registerPageParts(async () => {
      loaded++;
    });
    await preloadRenderers(page({ name: 'track-list', substructure: [item(1, 'track', 'One')] }));
    expect(loaded).toBeGreaterThan(0);
  });

  it('a card renders inside the registered card actions', async () => {
    registerStructureParts({
      cardActions: ({ node, children }) => (
        <div data-card-frame={node.data?.title}>
          {children}
          <button type="button">Like {node.data?.title}</button>
        </div>
      ),
    });
    const view = await show(page({ name: 'rail', substructure: [item(1, 'album', 'Album one')] }));
    const frame = view.querySelector('[data-card-frame="Album one"]');
    expect(frame?.querySelector('[data-node="card"]')?.textContent).toContain('Album one');
    expect(frame?.querySelector('button')?.textContent).toBe('Like Album one');
  });

  it('a details header shows the registered detail actions', async () => {
    registerStructureParts({
      detailActions: ({ node }) => <p data-detail-actions="">Actions of {node.data?.title}</p>,
    });
    const header: StructureNode = { ...item(2, 'album', 'Album two'), name: 'detail' };
    const view = await show(page(header));
    const actions = view.querySelector('[data-node="detail"] [data-detail-actions]');
    expect(actions?.textContent).toBe('Actions of Album two');
  });

  it('a challenge shows the registered progress after each step and below its steps, asked with its ids', async () => {
    const asked: unknown[] = [];
    registerStructureParts({
      challengeProgress: (challenge) => {
        asked.push(challenge);
        return {
          step: (index) => <span data-step-state="">{index === 0 ? 'Done' : '0 of 3'}</span>,
          footer: <button type="button">Join {challenge.title}</button>,
        };
      },
    });
    const challenge: StructureNode = {
      name: 'challenge',
      data: {
        title: 'Warm-up',
        customProperties: {
          id: 'cup-warm-up',
          tournamentId: 7,
          chained: false,
          tickets: 2,
          challengeSteps: [
            { title: 'Register', rewards: [{ currency: 'TICKETS', amount: 1 }] },
            { title: 'Play 3 matches', rewards: [{ currency: 'TICKETS', amount: 1 }] },
          ],
        },
      },
    };
    const view = await show(
      page({ name: 'challenges', data: { title: 'Challenges' }, substructure: [challenge] }),
    );
    const steps = [...view.querySelectorAll('[data-node="challenge"] li [data-step-state]')];
    expect(steps.map((s) => s.textContent)).toEqual(['Done', '0 of 3']);
    expect(view.querySelector('[data-node="challenge"] > button')?.textContent).toBe('Join Warm-up');
    expect(asked).toContainEqual({ id: 'cup-warm-up', tournamentId: 7, title: 'Warm-up' });
  });

  it('track list rows get the registered row actions around their link, from their playable items', async () => {
    registerStructureParts({
      rowActions: (items) => ({
        isCurrent: (index) => items[index]?.id === 12,
        start: (index) => <button type="button">Play {items[index]?.title}</button>,
        end: (index) => <span data-end="">{items[index]?.contentType}</span>,
      }),
    });
    const list: StructureNode = {
      name: 'track-list',
      substructure: [item(11, 'track', 'Eleven'), item(12, 'track', 'Twelve'), item(13, 'video', 'Clip')],
    };
    const view = await show(page(list));
    const rows = [...view.querySelectorAll('[data-node="track-list"] li')];
    expect(rows.map((row) => row.firstElementChild?.textContent)).toEqual([
      'Play Eleven',
      'Play Twelve',
      'Play ',
    ]);
    expect(rows.map((row) => row.lastElementChild?.textContent)).toEqual([
      'FULL_TRACK_MUSIC',
      'FULL_TRACK_MUSIC',
      '',
    ]);
    expect(rows.map((row) => row.getAttribute('aria-current'))).toEqual([null, 'true', null]);
  });

  it('a feature renders the node kinds it registers; built-in kinds keep their renderer', async () => {
    registerStructureParts({
      nodeRenderers: {
        'quiz-board': ({ node }) => <p data-quiz="">{node.data?.title}</p>,
        page: () => <p>replaced</p>,
      },
    });
    const view = await show(page({ name: 'quiz-board', data: { title: 'Quiz' } }));
    expect(view.querySelector('[data-quiz]')?.textContent).toBe('Quiz');
    expect(view.querySelector('h1')?.textContent).toBe('Page');
  });
});
