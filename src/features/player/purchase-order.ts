import type { PurchaseOption } from '#contract/player.ts';

/** Commerce §9: options without a ment_sort attribute sort as 30. */
export const DEFAULT_OPTION_SORT = 30;

const sortOf = (option: PurchaseOption): number => {
  const value = option.subscriptionType?.attributes.find((a) => a.key === 'ment_sort')?.value;
  const n = value === undefined ? Number.NaN : Number(value);
  return Number.isFinite(n) ? n : DEFAULT_OPTION_SORT;
};

/** Purchase options in the order the tenant sets (ment_sort, ascending); ties keep the server's order. */
export const sortedOptions = (options: readonly PurchaseOption[]): PurchaseOption[] =>
  options
    .map((option, index) => ({ option, index }))
    .sort((a, b) => sortOf(a.option) - sortOf(b.option) || a.index - b.index)
    .map(({ option }) => option);
