import type { FilingRule, Finding, MessageType, RuleInput, TariffLookup } from './filing-rule.ts';

/** How many codes a complaint proposes: enough to choose from, short enough to read. */
const FEW = 8;

const listed = (codes: readonly string[]) =>
  codes.length > FEW
    ? `${codes.slice(0, FEW).join(', ')} (and ${codes.length - FEW} more)`
    : codes.join(', ');

/**
 * The code a message is checked at: its first eight digits (the CN subheading), or all ten when the
 * message carries the TARIC digits and the loaded tariff has them (an eight-digit code then is
 * its line ending 00, as lookups read it).
 */
const checkedCode = (code: string, tariff: TariffLookup, taric: boolean) =>
  taric && tariff.digits === 10 ? code.padEnd(10, '0') : code.slice(0, 8);

/** A finding for each goods item whose commodity code the loaded tariff does not declare. */
function* codesAgainstTariff(
  { declaration, tariff }: RuleInput,
  taric: boolean,
): Generator<Finding> {
  if (!tariff) return;
  for (const [index, item] of (declaration.goods_items ?? []).entries()) {
    if (!item.commodity_code) continue;
    const code = checkedCode(item.commodity_code, tariff, taric);
    const verdict = tariff.verdict(code);
    if (!verdict || verdict.kind === 'declarable') continue;
    const params = { code, date: tariff.date, source: tariff.source, kind: verdict.kind };
    const path = `/goods_items/${index}/commodity_code`;
    if (verdict.kind === 'heading')
      yield {
        path,
        message: `${code} is a heading, not a declarable subheading of the tariff (${tariff.source}) on ${tariff.date}: declare one of ${listed(verdict.below)}`,
        params: { ...params, codes: verdict.below },
      };
    else
      yield {
        path,
        message: `${code} is not a code of the tariff (${tariff.source}) on ${tariff.date}${
          verdict.nearby.length > 0
            ? `; the codes of ${code.slice(0, 6)} are ${listed(verdict.nearby)}`
            : ''
        }`,
        params: { ...params, codes: verdict.nearby },
      };
  }
}

const rule = (
  id: string,
  message: MessageType,
  item: string,
  digits: string,
  source: string,
  taric: boolean,
): FilingRule => ({
  id,
  messages: [message],
  elements: [
    `${item}/Commodity/CommodityCode/harmonizedSystemSubHeadingCode`,
    `${item}/Commodity/CommodityCode/combinedNomenclatureCode`,
    ...(taric ? [`${item}/Commodity/CommodityCode/taricCode`] : []),
  ],
  path: '/goods_items/*/commodity_code',
  reason: `Every goods item’s commodity code is a declarable code of the loaded tariff on the day of filing: ${digits}.`,
  source,
  check: (input) => codesAgainstTariff(input, taric),
});

/**
 * Commodity codes against the loaded tariff (issue 29, point 3), on the day of filing. The tariff
 * is looked up before the build (RuleInput.tariff); without one nothing is checked.
 */
export const TARIFF_RULES: readonly FilingRule[] = [
  rule(
    'R0060',
    'CC015C',
    'ConsignmentItem',
    'its first eight digits (HS subheading and CN code), the digits CC015C carries',
    'NCTS phase 5, IE015 (../shared/rules/ncts-p5): R0060',
    false,
  ),
  rule(
    'EX-COMMODITY-CODE',
    'CC515C',
    'GoodsItem',
    'its first eight digits, a subheading of the CN',
    'The Combined Nomenclature (customs checks the code of an export declaration against it); issue 29',
    false,
  ),
  rule(
    'IM-COMMODITY-CODE',
    'IE415B',
    'GoodsItem',
    'all ten digits once a Tarbel extraction is loaded (the TARIC code duties depend on), until then the first eight against the CN',
    'TARIC (the import duties and measures are set per TARIC code); issue 29',
    true,
  ),
];
