/** The digits of a typed or stored code: "7318 15 58" and "7318.15.58" are 73181558. */
export const codeDigits = (text: string): string => text.replace(/[\s.]/g, '');

/** A code a goods line may carry: the CN's 8 digits, or TARIC's 10. */
export const isCommodityCode = (text: string): boolean => /^(\d{8}|\d{10})$/.test(text);

/** A code as the tariff prints it: heading, subheading, CN, TARIC pairs ("7318 15 58 00"). */
export const formatTariffCode = (code: string): string =>
  /^\d{5,10}$/.test(code)
    ? [code.slice(0, 4), ...(code.slice(4).match(/\d{1,2}/g) ?? [])].join(' ')
    : code;

interface Line {
  readonly code: string;
  readonly suffix: string;
  readonly origin: 'cn2026' | 'tarbel';
}

/**
 * The search hits a declarant may pick: declarable-suffix lines only (a grouping line, suffix
 * below 80, carries the code of its first line below and would name that one), and a CN 2026 seed
 * line only when no Tarbel line stands for it (7318155800 for 73181558), in the server's order.
 */
export const pickableLines = <L extends Line>(hits: readonly L[]): L[] => {
  const lines = hits.filter((hit) => hit.suffix === '80');
  const tarbel = new Set(
    lines
      .filter((hit) => hit.origin === 'tarbel' && hit.code.endsWith('00'))
      .map((hit) => hit.code.slice(0, 8)),
  );
  return lines.filter((hit) => hit.origin === 'tarbel' || !tarbel.has(hit.code));
};
