import { readCn2026 } from './cn2026-data.ts';
import { verdictsOver, type TariffLookup } from './code-verdicts.ts';

let verdicts: ReturnType<typeof verdictsOver> | undefined;

/**
 * The CN 2026 the service ships as a tariff lookup, without a database: what the seed answers on
 * a fresh installation (eight digits), for a check that has no database at hand.
 */
export const embeddedTariff = (date: string): TariffLookup => {
  verdicts ??= verdictsOver(
    readCn2026().codes.map((code) => ({ code: code.code.padEnd(10, '0'), suffix: '80' })),
  );
  const answer = verdicts;
  return {
    digits: 8,
    source: 'CN 2026',
    date,
    verdict: (code) => (code.length === 8 ? answer(code) : undefined),
  };
};
