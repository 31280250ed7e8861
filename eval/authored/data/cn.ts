import { existsSync, readFileSync } from 'node:fs';
import { FAMILIES } from './goods.ts';

/** Where the CN 2026 list lives (the shared reference material). */
const CN_FILE = '/work/shared/refdata/tariff/cn2026/cn2026-codes-en-nl-fr.csv';

/** Every commodity code the goods use, with the family it belongs to. */
const usedCodes = (): Map<string, string> => {
  const codes = new Map<string, string>();
  for (const family of FAMILIES) {
    codes.set(family.cn, family.key);
    for (const variant of family.variants) if (variant.cn) codes.set(variant.cn, family.key);
  }
  return codes;
};

/** Fails when a goods code is not an eight-digit code of CN 2026; skipped when the list is absent. */
export const checkCommodityCodes = (): string => {
  if (!existsSync(CN_FILE)) return `CN 2026 list not found at ${CN_FILE}: codes not checked`;
  const known = new Set(
    readFileSync(CN_FILE, 'utf8')
      .split('\n')
      .slice(1)
      .map((row) => row.slice(0, row.indexOf(',')))
      .filter((code) => /^\d{8}$/.test(code)),
  );
  const missing = [...usedCodes()].filter(([code]) => !known.has(code));
  if (missing.length > 0) {
    throw new Error(`not in CN 2026: ${missing.map(([code, key]) => `${code} (${key})`).join(', ')}`);
  }
  return `${usedCodes().size} commodity codes checked against CN 2026`;
};
