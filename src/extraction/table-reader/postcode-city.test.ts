import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { oneLineAddress, postcodeCity } from './postcode-city.ts';

describe('postcode and city of an address line', () => {
  it('reads the ways of the countries brokers see, with the country where the line says it', () => {
    const cases: [string, string, string, string | undefined][] = [
      ['3011 AB Rotterdam', '3011 AB', 'Rotterdam', undefined],
      ['1234 AB, Aadorp', '1234 AB', 'Aadorp', undefined],
      ['B-2000 Antwerpen', '2000', 'Antwerpen', 'BE'],
      ['Laval (Québec) H7L 4R9', 'H7L 4R9', 'Laval', 'CA'],
      ['Coimbatore - 641004, Tamil Nadu', '641004', 'Coimbatore', undefined],
      ['Ningbo 315800, Zhejiang', '315800', 'Ningbo', undefined],
      ['11300 Bozüyük / Bilecik', '11300', 'Bozüyük', undefined],
      ['75008 Paris, France', '75008', 'Paris', 'FR'],
    ];
    for (const [line, postcode, city, country] of cases) {
      const found = postcodeCity(line, '');
      assert.equal(found?.postcode, postcode, line);
      assert.equal(found?.city, city, line);
      assert.equal(found?.country, country, line);
    }
  });

  it('takes no street, telephone or region alone for a postcode and city', () => {
    for (const line of [
      '1200 Main Street',
      'Tel 0032 3 123 45 67',
      'Zhejiang, China',
      'Tamil Nadu',
    ])
      assert.equal(postcodeCity(line, ''), undefined, line);
  });
});

describe('an address printed on one line', () => {
  it('splits street, postcode and city and country, leaving a region out', () => {
    const cases: [string, Record<string, string>][] = [
      [
        'No. 88 Xingye Road, Beilun District, Ningbo 315800, Zhejiang, China',
        {
          street: 'No. 88 Xingye Road, Beilun District',
          postcode: '315800',
          city: 'Ningbo',
          country: 'CN',
        },
      ],
      [
        "168 Zhongshan Road, Nantong 226001, Jiangsu, People's Republic of China",
        { street: '168 Zhongshan Road', postcode: '226001', city: 'Nantong', country: 'CN' },
      ],
      [
        '45 Avinashi Road, Peelamedu, Coimbatore - 641004, Tamil Nadu, INDIA',
        {
          street: '45 Avinashi Road, Peelamedu',
          postcode: '641004',
          city: 'Coimbatore',
          country: 'IN',
        },
      ],
      [
        'Kemalpaşa Cad. No: 112 · 35070 İzmir · Turkey',
        { street: 'Kemalpaşa Cad. No: 112', postcode: '35070', city: 'İzmir', country: 'TR' },
      ],
      [
        '3 route de Nantes, F-44190 Clisson',
        { street: '3 route de Nantes', postcode: '44190', city: 'Clisson', country: 'FR' },
      ],
    ];
    for (const [line, expected] of cases) {
      const read = oneLineAddress(line);
      assert.deepEqual(
        {
          street: read?.street,
          postcode: read?.found.postcode,
          city: read?.found.city,
          country: read?.found.country,
        },
        expected,
        line,
      );
    }
  });

  it('gives no street without a number, and nothing for a line that holds no postcode and city', () => {
    assert.equal(oneLineAddress('Beilun District, Ningbo 315800')?.street, undefined);
    assert.equal(oneLineAddress('Payment 30 days, net, no discount'), undefined);
    assert.equal(oneLineAddress('Plot S10412, Jebel Ali Free Zone South'), undefined);
  });
});

describe('a street that runs on after a comma', () => {
  it('is no postcode and city with a region', () => {
    assert.equal(postcodeCity('Plot 510412, Jebel Ali Free Zone South', ''), undefined);
    assert.equal(postcodeCity('Plot 10412, Jebel Ali', ''), undefined);
  });
});

describe('a hostile address line', () => {
  it('reads 100,000 characters of figures and commas in well under a second', () => {
    for (const line of [
      '1,'.repeat(50_000),
      '1 / '.repeat(25_000),
      `${'1'.repeat(100_000)}, ab cd`,
    ]) {
      const started = performance.now();
      assert.equal(postcodeCity(line, ''), undefined);
      assert.equal(oneLineAddress(line), undefined);
      assert.ok(performance.now() - started < 1000, `${line.slice(0, 10)}…`);
    }
  });
});
