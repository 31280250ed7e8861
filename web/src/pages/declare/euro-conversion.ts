import type { FilingProblem } from '../../api/declare-queries.ts';
import type { Formats } from '../../i18n/formats.ts';
import type { MessageId } from '../../i18n/messages/index.ts';

type Say = (id: MessageId, values?: Record<string, string | number>) => string;

/** An amount the message declares in euro, and the rate it was converted at. */
export interface Conversion {
  readonly path: string;
  readonly what:
    { readonly cost: string } | { readonly item: number } | { readonly element: string };
  readonly amount: number;
  readonly currency: string;
  readonly euro: number;
  readonly rate?:
    | { readonly sender: number }
    | { readonly customs: { readonly month: string; readonly perEuro: number } };
}

const COST = /^\/costs\/(\d+)\//;
const ITEM = /^\/goods_items\/(\d+)\/statistical_value$/;

const number = (value: unknown) => (typeof value === 'number' ? value : undefined);
const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/**
 * The conversions among the preview's notices (those whose params carry `euro`), each named as
 * the page names it: a cost by its code, an item by its number in the message. The params are
 * the server's and typed loosely: anything unexpected leaves the notice out, never breaks the page.
 */
export const euroConversions = (notices: readonly FilingProblem[]): Conversion[] =>
  notices.flatMap((notice): Conversion[] => {
    const params = notice.params ?? {};
    const euro = number(params.euro);
    const amount = number(params.amount);
    const currency = text(params.currency);
    if (euro === undefined || amount === undefined || !currency) return [];
    const cost = COST.exec(notice.path);
    const item = ITEM.exec(notice.path);
    const what = cost
      ? { cost: text(params.code) ?? `#${Number(cost[1]) + 1}` }
      : item
        ? { item: number(params.item) ?? Number(item[1]) + 1 }
        : { element: notice.element };
    const month = text(params.month);
    const perEuro = number(params.perEuro);
    const eurPerUnit = number(params.eurPerUnit);
    const rate =
      params.source === 'customs' && month && perEuro !== undefined
        ? { customs: { month, perEuro } }
        : params.source === 'sender' && eurPerUnit !== undefined
          ? { sender: eurPerUnit }
          : undefined;
    return [{ path: notice.path, what, amount, currency, euro, ...(rate ? { rate } : {}) }];
  });

/** 2026-11 as the app writes months: 11/2026. */
const monthText = (month: string) => month.split('-').reverse().join('/');

/** What a conversion's row says, in the page's language and number formats. */
export const conversionTexts = (conversion: Conversion, t: Say, formats: Formats) => {
  const { what, rate, currency } = conversion;
  return {
    what:
      'cost' in what
        ? t('declare.euro.cost', { code: what.cost })
        : 'item' in what
          ? t('declare.euro.item', { number: what.item })
          : what.element,
    amounts: `${formats.amount(conversion.amount, currency)} → ${formats.amount(conversion.euro, 'EUR')}`,
    rate: !rate
      ? undefined
      : 'sender' in rate
        ? t('declare.euro.sender', { rate: formats.number(rate.sender, 6), currency })
        : t('declare.euro.customs', {
            month: monthText(rate.customs.month),
            rate: formats.number(rate.customs.perEuro, 6),
            currency,
          }),
  };
};
