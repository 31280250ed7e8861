import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { FilingProblem } from '../../api/declare-queries.ts';
import { formatsFor } from '../../i18n/formats.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { declare } from '../../i18n/messages/declare.ts';
import { conversionTexts, euroConversions } from './euro-conversion.ts';

const NOTICES: FilingProblem[] = [
  {
    element: 'GoodsShipment/AdditionsAndDeductions[1]',
    path: '/costs/0/amount',
    message: "1850 USD is declared as 1704.41 EUR, at the sender's rate 0.9213 EUR per USD",
    params: {
      code: 'FRT',
      amount: 1850,
      currency: 'USD',
      euro: 1704.41,
      source: 'sender',
      eurPerUnit: 0.9213,
    },
  },
  {
    element: 'GoodsShipment/GoodsItem[1]/statisticalValue',
    path: '/goods_items/2/statistical_value',
    message: '30800 USD is declared as 28752.8 EUR, at the customs rate of 2026-11, …',
    params: {
      item: 1,
      amount: 30800,
      currency: 'USD',
      euro: 28752.8,
      source: 'customs',
      eurPerUnit: 1 / 1.0712,
      month: '2026-11',
      perEuro: 1.0712,
    },
  },
  {
    element: 'Consignment/ActiveBorderTransportMeans',
    path: '/transport/border_means_id',
    message: 'is not carried in the message: …',
  },
];

const sayIn = (language: 'en' | 'nl' | 'fr') => {
  const intl = createIntl({ locale: language, messages: declare[language] });
  return (id: MessageId, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
};

describe('the amounts the message declares in euro', () => {
  it('are the notices with a euro figure, a cost named by its code and an item by its number', () => {
    const conversions = euroConversions(NOTICES);
    expect(conversions.map((conversion) => [conversion.path, conversion.what])).toEqual([
      ['/costs/0/amount', { cost: 'FRT' }],
      // The item's number in the message, not its first line's place in the dossier.
      ['/goods_items/2/statistical_value', { item: 1 }],
    ]);
    expect(conversions[1]!.rate).toEqual({ customs: { month: '2026-11', perEuro: 1.0712 } });
  });

  it('name a cost without a code and an item without a number by their place', () => {
    const [cost, item] = euroConversions(
      NOTICES.slice(0, 2).map((notice) => {
        const { code: _code, item: _item, ...params } = notice.params!;
        return { ...notice, params };
      }),
    );
    expect(cost!.what).toEqual({ cost: '#1' });
    expect(item!.what).toEqual({ item: 3 });
  });

  it('are written in the page’s language, with Belgian number formats', () => {
    const [cost, item] = euroConversions(NOTICES);
    expect(conversionTexts(cost!, sayIn('nl'), formatsFor('nl'))).toEqual({
      what: 'Bijtelling of aftrek FRT',
      amounts: 'USD\u00a01.850,00 → EUR\u00a01.704,41',
      rate: 'koers van de afzender 0,9213 EUR per USD',
    });
    expect(conversionTexts(item!, sayIn('fr'), formatsFor('fr'))).toEqual({
      what: 'Valeur statistique de l’article 1',
      amounts: '30\u202f800,00\u00a0USD → 28\u202f752,80\u00a0EUR',
      rate: 'taux douanier de 11/2026, 1,0712 USD par euro',
    });
    // English too writes numbers the Belgian way (decision 0031).
    expect(conversionTexts(item!, sayIn('en'), formatsFor('en')).rate).toBe(
      'customs rate of 11/2026, 1,0712 USD per euro',
    );
  });
});
