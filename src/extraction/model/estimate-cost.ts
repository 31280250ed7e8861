import type { ModelUsage } from '../extracted.ts';

export interface TokenPrice {
  readonly inputPerMillion: number;
  readonly outputPerMillion: number;
}

/** The price of a model by the longest AI:Prices name it is or starts with (dated versions). */
const priceOf = (
  model: string,
  prices: Readonly<Record<string, TokenPrice>>,
): TokenPrice | undefined => {
  const lower = model.toLowerCase();
  const names = Object.keys(prices)
    .filter((name) => {
      const key = name.toLowerCase();
      return lower === key || lower.startsWith(`${key}-`);
    })
    .sort((a, b) => b.length - a.length);
  return names[0] === undefined ? undefined : prices[names[0]];
};

/**
 * SPEC.md "ExtractionRecord": the estimated cost of an attempt, in the currency of AI:Prices
 * (USD), to 6 decimals as extraction_records.estimated_cost keeps it; undefined for a model
 * without a price, rather than a cost of 0 that would read as free.
 */
export const estimateCost = (
  usage: ModelUsage,
  prices: Readonly<Record<string, TokenPrice>>,
): number | undefined => {
  const price = priceOf(usage.model, prices);
  if (!price) return undefined;
  const cost =
    (usage.promptTokens * price.inputPerMillion + usage.completionTokens * price.outputPerMillion) /
    1_000_000;
  return Math.round(cost * 1_000_000) / 1_000_000;
};

/** Usage of several calls of one attempt, under the model of the first. */
export const sumUsage = (usages: readonly ModelUsage[], model: string): ModelUsage => ({
  model: usages[0]?.model ?? model,
  promptTokens: usages.reduce((sum, usage) => sum + usage.promptTokens, 0),
  completionTokens: usages.reduce((sum, usage) => sum + usage.completionTokens, 0),
});
