import { describe, expect, it } from 'vitest';
import type { PurchaseOption } from '#contract/player.ts';
import { sortedOptions } from './purchase-order.ts';

const option = (id: string, sort?: string): PurchaseOption => ({
  type: 'SUBSCRIPTION',
  title: id,
  purchaseIdentifier: id,
  subscriptionType: {
    id: 1,
    name: id,
    attributes: sort === undefined ? [] : [{ key: 'ment_sort', value: sort }],
  },
});

describe('purchase options order (commerce §3 ment_sort, §9 default sort 30)', () => {
  it('sorts by ment_sort ascending; options without one sort as 30', () => {
    const ids = sortedOptions([option('a', '40'), option('b'), option('c', '10'), option('d', '30')]).map(
      (o) => o.title,
    );
    expect(ids).toEqual(['c', 'b', 'd', 'a']);
  });

  it('a DTO (no subscription type) sorts as 30 too; ties keep the server order', () => {
    const dto: PurchaseOption = { type: 'DTO', title: 'album', purchaseIdentifier: 'dto-1' };
    expect(sortedOptions([option('x', '30'), dto, option('y', 'junk')]).map((o) => o.title)).toEqual([
      'x',
      'album',
      'y',
    ]);
  });
});
