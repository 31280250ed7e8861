/**
 * The grouping of goods lines into message items, as item numbers per line: pure, so the page's
 * split and merge are tested without a browser. Numbers are always 1..n in the order of each
 * item's first line, as the message numbers its items.
 */
export const renumber = (numbers: readonly number[]): number[] => {
  const order = new Map<number, number>();
  for (const number of numbers) if (!order.has(number)) order.set(number, order.size + 1);
  return numbers.map((number) => order.get(number)!);
};

/** The line taken out of its item into one of its own. */
export const splitLine = (numbers: readonly number[], line: number): number[] =>
  renumber(numbers.map((number, index) => (index === line ? Math.max(...numbers) + 1 : number)));

/** Every line of item `from` put into item `into`. */
export const mergeItems = (numbers: readonly number[], from: number, into: number): number[] =>
  renumber(numbers.map((number) => (number === from ? into : number)));
