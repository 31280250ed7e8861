import { airFreight, apportion } from './apportion.ts';

export interface CostLine {
  /** DE 4/9 code: AK for carriage and insurance to the EU border, BA after it, ... */
  readonly code: string;
  readonly amount: number;
}

export interface TransportCostsRequest {
  /** Per goods line: what it is apportioned by. */
  readonly lines: readonly { readonly grossMass?: number; readonly value?: number }[];
  readonly basis: 'mass' | 'value';
  /** The client's air rate: the freight of the lines' gross mass, never below the minimum. */
  readonly air?: { readonly ratePerKg: number; readonly minimum?: number };
  /** Other costs entered by hand. */
  readonly costs: readonly CostLine[];
}

export interface TransportCosts {
  /** Every cost, the air freight first (code AK) when a rate was given. */
  readonly costs: readonly (CostLine & { readonly parts: readonly number[] })[];
  /** Per line, its share of all costs: the parts add up to the total exactly. */
  readonly lineTotals: readonly number[];
  readonly total: number;
  readonly grossMass: number;
}

const cents = (amount: number) => Math.round(amount * 100);

/**
 * The transport costs of a shipment apportioned over its goods lines by gross mass or value:
 * each cost is apportioned on its own to the cent (the parts add up to it exactly), and a line's
 * share is its parts added up.
 */
export const transportCosts = (request: TransportCostsRequest): TransportCosts => {
  const grossMass = request.lines.reduce((sum, line) => sum + (line.grossMass ?? 0), 0);
  const weights = request.lines.map((line) =>
    request.basis === 'mass' ? (line.grossMass ?? 0) : (line.value ?? 0),
  );
  const all: CostLine[] = [
    ...(request.air
      ? [{ code: 'AK', amount: airFreight(grossMass, request.air.ratePerKg, request.air.minimum) }]
      : []),
    ...request.costs,
  ];
  const costs = all.map((cost) => ({ ...cost, parts: apportion(cost.amount, weights) }));
  const lineTotals = weights.map(
    (_, line) => costs.reduce((sum, cost) => sum + cents(cost.parts[line] ?? 0), 0) / 100,
  );
  const total = costs.reduce((sum, cost) => sum + cents(cost.amount), 0) / 100;
  return { costs, lineTotals, total, grossMass };
};
