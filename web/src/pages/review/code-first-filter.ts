import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';

const isItem = (option: ComboboxParsedItem): option is ComboboxItem => 'value' in option;

/**
 * How a declarant picks a code by typing it: "US" is the United States before Australia and
 * Belarus, whose names contain the letters too. The code typed in full first, then codes and
 * names that start with it, then names that hold it; the list's own order within each.
 */
export const codeFirstFilter: OptionsFilter = ({ options, search, limit }) => {
  const query = search.trim().toLowerCase();
  const items = options.filter(isItem);
  if (!query) return items.slice(0, limit);
  const rank = (item: ComboboxItem) => {
    const code = String(item.value).toLowerCase();
    const label = item.label.toLowerCase();
    if (code === query) return 0;
    if (code.startsWith(query)) return 1;
    if (label.startsWith(query)) return 2;
    return label.includes(query) ? 3 : undefined;
  };
  return items
    .map((item, order) => ({ item, order, rank: rank(item) }))
    .filter((entry): entry is typeof entry & { rank: number } => entry.rank !== undefined)
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, limit)
    .map((entry) => entry.item);
};
