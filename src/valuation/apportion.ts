/** An amount in cents; money is apportioned in whole cents so the parts add up exactly. */
const toCents = (amount: number) => Math.round(amount * 100);

/**
 * `total` split over the items in proportion to their weights (gross mass or value, as the
 * declarant chooses), rounded to the cent by the largest remainder: the parts always add up to
 * the total exactly, and the cents rounding leaves over go to the items that lost the most to it
 * (the first of equals first). Items of weight 0 get nothing; all weights 0 share it equally.
 */
export const apportion = (total: number, weights: readonly number[]): number[] => {
  if (weights.length === 0) return [];
  if (weights.some((weight) => !Number.isFinite(weight) || weight < 0))
    throw new RangeError('weights are amounts or masses: finite and not negative');
  const cents = toCents(total);
  const sum = weights.reduce((a, b) => a + b, 0);
  const shares = sum === 0 ? weights.map(() => 1) : weights;
  const whole = sum === 0 ? weights.length : sum;
  const exact = shares.map((share) => (cents * share) / whole);
  const parts = exact.map((value) => Math.floor(value));
  let left = cents - parts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return parts.map((part) => part / 100);
};

/** The client's air freight for a shipment: its rate per kg of gross mass, never below its minimum. */
export const airFreight = (grossKg: number, ratePerKg: number, minimum = 0): number =>
  Math.max(toCents(grossKg * ratePerKg), toCents(minimum)) / 100;
