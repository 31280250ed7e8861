import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  commodityCodeFromNumber,
  detectDecimalSeparator,
  findCommodityCode,
  findCurrency,
  findDates,
  findOrigin,
  matchHeader,
  parseAmount,
  parseDate,
  parseMass,
  parseNumber,
  parseQuantity,
  parseCommodityCode,
  chargeKind,
  isTotalLabel,
} from './index.ts';

describe('amounts as invoices print them', () => {
  it('reads the decimal comma and the decimal point with their thousands separators', () => {
    assert.equal(parseAmount('1.234,56')?.value, 1234.56);
    assert.equal(parseAmount('1,234.56')?.value, 1234.56);
    assert.equal(parseAmount('1 234,56')?.value, 1234.56);
    assert.equal(parseAmount('1\u202f234,56')?.value, 1234.56, 'a narrow no-break space');
    assert.equal(parseAmount("1'234.50")?.value, 1234.5, 'Swiss grouping');
    assert.equal(parseAmount('1.234.567')?.value, 1234567);
    assert.equal(parseAmount('0,5')?.value, 0.5);
  });

  it('reads signs before, after and around the amount', () => {
    assert.equal(parseAmount('-12.00')?.value, -12);
    assert.equal(parseAmount('12.00-')?.value, -12, 'an ERP credit');
    assert.equal(parseAmount('(12.00)')?.value, -12);
    assert.equal(parseAmount('- 3,50')?.value, -3.5);
  });

  it('keeps the currency printed beside the amount', () => {
    assert.deepEqual(parseAmount('€ 3,50'), {
      value: 3.5,
      currency: { code: 'EUR', ambiguous: false },
    });
    assert.deepEqual(parseAmount('3,50 EUR')?.currency?.code, 'EUR');
    assert.equal(parseAmount('$1,234.00')?.value, 1234);
    assert.equal(parseAmount('$1,234.00')?.currency?.ambiguous, true);
    assert.equal(parseAmount('USD 99')?.currency?.code, 'USD');
  });

  it('settles "1,234" and "1.234" by the separator the document uses', () => {
    assert.equal(parseNumber('1,234'), 1234, 'three digits after one separator: grouping');
    assert.equal(parseNumber('1.234'), 1234);
    assert.equal(parseNumber('1,234', { decimal: ',' }), 1.234);
    assert.equal(parseNumber('1.234', { decimal: '.' }), 1.234);
    assert.equal(parseNumber('1.234', { decimal: ',' }), 1234);
    assert.equal(parseNumber('3,50', { decimal: '.' }), 3.5, 'two decimals cannot be grouping');
    assert.equal(parseNumber('0,125'), 0.125, 'a leading zero is never grouped');
  });

  it('refuses what is no amount', () => {
    for (const text of [
      '',
      'abc',
      '12 PCS',
      '1,2,3',
      '1.234,56,7',
      '12..5',
      '2014-04-19',
      '1.23.4',
    ])
      assert.equal(parseAmount(text), undefined, text);
  });

  it('detects the decimal separator a document agrees on, ignoring ambiguous numbers', () => {
    assert.equal(detectDecimalSeparator(['1.234,56', '3,50', '1,234']), ',');
    assert.equal(detectDecimalSeparator(['1,234.56', '12.00']), '.');
    assert.equal(detectDecimalSeparator(['1,234', '5.000']), undefined);
  });
});

describe('quantities and masses', () => {
  it('reads a quantity with its unit', () => {
    assert.deepEqual(parseQuantity('12 PCS'), { value: 12, unit: 'PCS' });
    assert.deepEqual(parseQuantity('3,5 kg'), { value: 3.5, unit: 'KG' });
    assert.deepEqual(parseQuantity('12'), { value: 12 });
    assert.deepEqual(parseQuantity('1.000 st.'), { value: 1000, unit: 'ST' });
    assert.deepEqual(parseQuantity('25 m2'), { value: 25, unit: 'M2' });
    assert.equal(parseQuantity('PCS'), undefined);
  });

  it('converts masses to kilograms from the printed or the header unit', () => {
    assert.equal(parseMass('12,5 kg'), 12.5);
    assert.equal(parseMass('500 g'), 0.5);
    assert.equal(parseMass('10 lbs'), 4.535924);
    assert.equal(parseMass('1,2 t'), 1200);
    assert.equal(parseMass('22', 'lb'), 9.979032, 'a bare number below "Net weight (lbs)"');
    assert.equal(parseMass('3 PCS'), undefined, 'a count is no mass');
  });
});

describe('dates to yyyy-MM-dd', () => {
  it('reads numeric dates, day first unless the numbers say otherwise', () => {
    assert.equal(parseDate('19.04.2014'), '2014-04-19');
    assert.equal(parseDate('2014-04-19'), '2014-04-19');
    assert.equal(parseDate('19/04/14'), '2014-04-19');
    assert.equal(parseDate('04/05/2014'), '2014-05-04', 'ambiguous: day first');
    assert.equal(parseDate('04/05/2014', { order: 'mdy' }), '2014-04-05');
    assert.equal(parseDate('04/19/2014'), '2014-04-19', 'the second number cannot be a month');
    assert.equal(findDates('04/05/2014')[0]?.ambiguous, true);
    assert.equal(findDates('19.04.2014')[0]?.ambiguous, false);
  });

  it('reads month names in English, Dutch, French and German', () => {
    assert.equal(parseDate('18 april 2014'), '2014-04-18');
    assert.equal(parseDate('29 maart 2014'), '2014-03-29');
    assert.equal(parseDate('19 avril 2014'), '2014-04-19');
    assert.equal(parseDate('1er février 2015'), '2015-02-01');
    assert.equal(parseDate('19. März 2014'), '2014-03-19');
    assert.equal(parseDate('3 mrt. 2014'), '2014-03-03');
    assert.equal(parseDate('Apr 19, 2014'), '2014-04-19');
    assert.equal(parseDate('August 3rd 2014'), '2014-08-03');
    assert.equal(parseDate('19-Apr-2014'), '2014-04-19');
    assert.equal(parseDate('2 décembre 2022'), '2022-12-02');
  });

  it('refuses dates that do not exist and texts that are more than a date', () => {
    assert.equal(parseDate('31.02.2014'), undefined);
    assert.equal(parseDate('13/13/2014'), undefined);
    assert.equal(parseDate('invoice 19.04.2014'), undefined);
    assert.equal(parseDate('1234,56'), undefined);
  });

  it('finds dates inside a text', () => {
    const found = findDates('Orderdatum: 18 april 2014, factuurdatum 19-04-2014');
    assert.deepEqual(
      found.map((date) => date.value),
      ['2014-04-18', '2014-04-19'],
    );
  });
});

describe('currencies, commodity codes, origins', () => {
  it('reads currency codes, symbols and words, and not other three-letter words', () => {
    assert.equal(findCurrency('EUR')?.code, 'EUR');
    assert.equal(findCurrency('eur')?.code, 'EUR');
    assert.equal(findCurrency('£')?.code, 'GBP');
    assert.equal(findCurrency('Total in USD')?.code, 'USD');
    assert.equal(findCurrency('US$ 12')?.ambiguous, false);
    assert.equal(findCurrency('12 PCS in a BOX'), undefined);
    assert.equal(findCurrency('the end'), undefined, 'a lower-case word inside a text');
  });

  it('reads commodity codes grouped by spaces or dots', () => {
    assert.equal(parseCommodityCode('8471 30 00'), '84713000');
    assert.equal(parseCommodityCode('8471.30.00'), '84713000');
    assert.equal(parseCommodityCode('8471300000'), '8471300000');
    assert.equal(parseCommodityCode('847130'), '847130');
    assert.equal(parseCommodityCode('84713'), undefined, 'five digits is no code');
    assert.equal(parseCommodityCode('12.50'), undefined);
    assert.equal(commodityCodeFromNumber(9012100), '09012100', 'coffee lost its zero');
    assert.equal(findCommodityCode('Laptop, HS 8471.30, 2 pcs')?.code, '847130');
    assert.equal(findCommodityCode('Zolltarifnummer: 8471 3000')?.code, '84713000');
    assert.equal(findCommodityCode('Order 8471 30 00'), undefined, 'an unlabelled number');
  });

  it('finds the origin named inside a description', () => {
    assert.equal(findOrigin('Cotton shirts, Origin: CN')?.text, 'CN');
    assert.equal(findOrigin('Made in China')?.text, 'China');
    assert.equal(findOrigin('Shoes (country of origin: Viet Nam)')?.text, 'Viet Nam');
    assert.equal(findOrigin('Oorsprong: DE; HS 6403')?.text, 'DE');
    assert.equal(findOrigin('Original packaging'), undefined);
  });
});

describe('column headers in four languages', () => {
  it('maps headers to goods columns', () => {
    const column = (text: string) => matchHeader(text)?.column;
    assert.equal(column('Omschrijving'), 'description');
    assert.equal(column('Désignation'), 'description');
    assert.equal(column('Bezeichnung'), 'description');
    assert.equal(column('Aantal'), 'quantity');
    assert.equal(column('Quantité'), 'quantity');
    assert.equal(column('Unit price'), 'unitPrice');
    assert.equal(column('Prix unitaire'), 'unitPrice');
    assert.equal(column('Einzelpreis'), 'unitPrice');
    assert.equal(column('Bedrag'), 'amount');
    assert.equal(column('GN-code'), 'commodityCode');
    assert.equal(column('Code SH'), 'commodityCode');
    assert.equal(column('Zolltarifnummer'), 'commodityCode');
    assert.equal(column('Oorsprong'), 'origin');
    assert.equal(column('Poids net'), 'netMass');
    assert.equal(column('Bruttogewicht'), 'grossMass');
    assert.equal(column('Colli'), 'packages');
    assert.equal(column('Packstücke'), 'packages');
    assert.equal(column('Artikelnummer'), 'articleNumber');
    assert.equal(column('Unit'), 'unit');
    assert.equal(column('Description of the goods'), 'description');
    assert.equal(column('Total net weight'), 'netMass');
    assert.equal(column('Remarks'), undefined);
  });

  it('keeps the mass unit a header names', () => {
    assert.deepEqual(matchHeader('Net weight (lbs)'), { column: 'netMass', massUnit: 'lb' });
    assert.deepEqual(matchHeader('Gross weight kg'), { column: 'grossMass', massUnit: 'kg' });
    assert.deepEqual(matchHeader('Nettogewicht'), { column: 'netMass' });
  });
});

describe('rows that are no goods line', () => {
  it('tells totals rows in four languages', () => {
    for (const label of [
      'Total',
      'TOTAAL',
      'Subtotal',
      'Sous-total',
      'Summe',
      'Gesamtbetrag',
      'Grand total',
    ])
      assert.equal(isTotalLabel(label), true, label);
    for (const label of ['Totally blue paint', 'Laptop', 'Totebag'])
      assert.equal(isTotalLabel(label), false, label);
  });

  it('tells charges from goods', () => {
    assert.equal(chargeKind('Freight charges'), 'freight');
    assert.equal(chargeKind('Vrachtkosten'), 'freight');
    assert.equal(chargeKind('Vracht'), 'freight');
    assert.equal(chargeKind('Frais de port'), 'freight');
    assert.equal(chargeKind('Fracht'), 'freight');
    assert.equal(chargeKind('Insurance'), 'insurance');
    assert.equal(chargeKind('Korting 5%'), 'discount');
    assert.equal(chargeKind('Rabatt'), 'discount');
    assert.equal(chargeKind('Remise'), 'discount');
    assert.equal(chargeKind('Packing'), 'packing');
    assert.equal(chargeKind('Verpakkingskosten'), 'packing');
    assert.equal(chargeKind('Packing tape 50 mm'), undefined, 'goods that mention packing');
    assert.equal(chargeKind('Laptop'), undefined);
  });
});

describe('country names trade documents print beside the ISO list', () => {
  it('reads "UK", "VR China", "Etats-Unis", "Holland", never a lower-case word', async () => {
    const { countryOfName } = await import('./index.ts');
    for (const [name, code] of [
      ['UK', 'GB'],
      ['U.K.', 'GB'],
      ['VR China', 'CN'],
      ['P.R. China', 'CN'],
      ['Etats-Unis', 'US'],
      ['Holland', 'NL'],
      ['Viet Nam', 'VN'],
      ['Deutschland', 'DE'],
    ])
      assert.equal(countryOfName(name!), code, name);
    assert.equal(countryOfName('uk'), undefined);
    assert.equal(countryOfName('de'), undefined);
  });
});
