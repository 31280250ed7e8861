import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { FILING_RULES, filingRulesMarkdown } from '../../src/regimes/rules/index.ts';
import { findingsOf as found } from '../support/rule-findings.ts';

// The official NCTS rules of issue 29's second step, each at its edges: what breaks it, what it
// leaves alone, and the words a declarant reads. `MUTATION=rules` runs this file too.

type Data = Record<string, any>;

/** A rule's findings, each of which names its element and says something a declarant can read. */
const findingsOf = (...args: Parameters<typeof found>) => {
  const findings = found(...args);
  for (const finding of findings) {
    assert.match(finding.path, /^\/[a-z_]/, JSON.stringify(finding));
    assert.ok(finding.element.length > 3, JSON.stringify(finding));
    assert.ok(finding.message.length > 10, JSON.stringify(finding));
  }
  return findings;
};
const pathsOf = (...args: Parameters<typeof found>) =>
  findingsOf(...args).map((finding) => finding.path);

it('words every rule as docs/filing-rules.md says it (what a declarant and a partner read)', () => {
  const committed = readFileSync(new URL('../../docs/filing-rules.md', import.meta.url), 'utf8');
  assert.equal(committed, filingRulesMarkdown(FILING_RULES), 'run `npm run docs:filing-rules`');
});

const DE = { eori: 'DE812345678901234', name: 'Rhein Logistik GmbH' };
const addressed = {
  name: 'Officine Sabaude S.r.l.',
  street_and_number: 'Corso Francia 200',
  city: 'Torino',
  country: 'IT',
};
const houses = (...list: Data[]) =>
  list.map((house, index) => ({ sequence_number: index + 1, ...house }));
const line = (house: number | undefined, extra: Data = {}) => ({
  sequence_number: 1,
  ...(house === undefined ? {} : { house_consignment_sequence: house }),
  ...extra,
});

describe('C0001: a consignee for goods to a common-transit country', () => {
  const to = (country: string, extra: Data = {}) => ({
    shipment: { country_of_destination: country },
    ...extra,
  });
  it('is required for the consignment, or for each house of a groupage', () => {
    assert.deepEqual(findingsOf('C0001', to('DE')), [
      {
        path: '/parties/consignee',
        element: 'Consignment/Consignee',
        message: 'is required: goods for DE name who receives them',
      },
    ]);
    assert.deepEqual(
      pathsOf('C0001', to('IT', { house_consignments: houses({ consignee: DE }, {}) })),
      ['/house_consignments/1/consignee'],
    );
  });
  it('is met by one consignee for the whole, and not asked for goods leaving the common-transit area', () => {
    assert.deepEqual(
      pathsOf('C0001', to('IT', { parties: { consignee: DE }, house_consignments: houses({}) })),
      [],
    );
    assert.deepEqual(pathsOf('C0001', to('US')), []);
    assert.deepEqual(pathsOf('C0001', {}), []);
  });
});

describe('C0030 and R0006: the office of transit', () => {
  const offices = (destination: string, transit?: string, extra: Data = {}) => ({
    declaration_type: 'T1',
    customs_offices: { departure: 'BE101000', destination, ...(transit ? { transit } : {}) },
    ...extra,
  });
  it('C0030 requires one for a T2, for a CTC destination or route, and for Andorra, saying why', () => {
    assert.deepEqual(
      findingsOf('C0030', { ...offices('IT261101'), declaration_type: 'T2' }).map((f) => f.message),
      ['is required: a T2 names its office of transit'],
    );
    assert.deepEqual(
      findingsOf('C0030', offices('CH001251')).map((f) => f.message),
      [
        'is required: goods for an office in CH enter the common-transit country at an office of transit',
      ],
    );
    assert.deepEqual(
      findingsOf(
        'C0030',
        offices('IT261101', undefined, { transport: { route: ['BE', 'CH', 'IT'] } }),
      ).map((f) => f.message),
      ['is required: goods through CH enter it at an office of transit'],
    );
    assert.deepEqual(
      findingsOf('C0030', offices('AD000001')).map((f) => f.message),
      ['is required: goods for Andorra pass an office of transit'],
    );
  });
  it('C0030 leaves a T1 within the Union alone, and any declaration that names one', () => {
    assert.deepEqual(
      pathsOf('C0030', offices('DE004851', undefined, { transport: { route: ['BE', 'DE'] } })),
      [],
    );
    assert.deepEqual(
      pathsOf('C0030', { ...offices('CH001251', 'CH001141'), declaration_type: 'T2' }),
      [],
    );
  });
  it('R0006 wants the office of transit in the CTC country of destination', () => {
    assert.deepEqual(findingsOf('R0006', offices('CH001251', 'DE002325')), [
      {
        path: '/customs_offices/transit',
        element: 'CustomsOfficeOfTransitDeclared/referenceNumber',
        message:
          'DE002325 is not in CH: goods for CH001251 enter CH at one of its offices of transit',
      },
    ]);
    assert.deepEqual(pathsOf('R0006', offices('CH001251', 'CH001141')), []);
    assert.deepEqual(pathsOf('R0006', offices('IT261101', 'DE002325')), []);
    assert.deepEqual(pathsOf('R0006', offices('CH001251')), [], 'C0030 says it is missing');
  });
});

describe('C0806 and C0826: the means of transport', () => {
  it('C0806 wants the border means with security data, and none by fixed installation', () => {
    assert.deepEqual(findingsOf('C0806', { security_code: 2, transport: { mode_at_border: 3 } }), [
      {
        path: '/transport/border_means_id',
        element: 'Consignment/ActiveBorderTransportMeans',
        message: 'is required with security 2: the means that crosses the border',
      },
    ]);
    assert.deepEqual(
      findingsOf('C0806', { transport: { mode_at_border: 5, border_means_id: 'PIPE' } }).map(
        (f) => f.message,
      ),
      ['must be left out: goods by fixed installation (mode 5) have no means at the border'],
    );
    assert.deepEqual(pathsOf('C0806', { security_code: 2, transport: { mode_at_border: 5 } }), []);
    assert.deepEqual(pathsOf('C0806', { security_code: 0, transport: { mode_at_border: 3 } }), []);
    assert.deepEqual(
      pathsOf('C0806', {
        security_code: 2,
        transport: { mode_at_border: 3, border_means_id: 'X' },
      }),
      [],
    );
  });
  it('C0826 refuses a departure means by fixed installation only', () => {
    assert.deepEqual(
      pathsOf('C0826', { transport: { departure_means_mode_code: 5, departure_means_id: 'P1' } }),
      ['/transport/departure_means_id'],
    );
    assert.deepEqual(
      pathsOf('C0826', { transport: { departure_means_mode_code: 3, departure_means_id: 'P1' } }),
      [],
    );
    assert.deepEqual(pathsOf('C0826', { transport: { departure_means_mode_code: 5 } }), []);
  });
});

describe('C0505: a postcode in every address the message carries', () => {
  it('is required unless the trader is named by its number or its country has no postcodes', () => {
    assert.deepEqual(
      findingsOf('C0505', { parties: { consignor: addressed } }).map((f) => [f.path, f.message]),
      [['/parties/consignor/postcode', 'is required: an address in IT has a postcode']],
    );
    assert.deepEqual(
      pathsOf('C0505', { parties: { consignor: { ...addressed, eori: 'IT01234567890' } } }),
      [],
    );
    assert.deepEqual(
      pathsOf('C0505', { parties: { consignor: { ...addressed, country: 'HK' } } }),
      [],
      'Hong Kong has no postcodes (CL505)',
    );
    assert.deepEqual(pathsOf('C0505', { parties: { consignor: { name: 'Only a name' } } }), []);
    assert.deepEqual(
      pathsOf('C0505', {
        house_consignments: houses({ consignee: addressed }, { consignee: DE }),
      }),
      ['/house_consignments/0/consignee/postcode'],
    );
  });
  it('covers a location of goods given by its address (Z)', () => {
    const location = {
      qualifier_of_identification: 'Z',
      street_and_number: 'Noorderlaan 147',
      city: 'Antwerpen',
      country: 'BE',
    };
    assert.deepEqual(pathsOf('C0505', { authorised_location_of_goods: location }), [
      '/authorised_location_of_goods/postcode',
    ]);
    assert.deepEqual(
      pathsOf('C0505', { authorised_location_of_goods: { ...location, postcode: '2030' } }),
      [],
    );
    assert.deepEqual(
      pathsOf('C0505', {
        authorised_location_of_goods: { ...location, qualifier_of_identification: 'U' },
      }),
      [],
    );
  });
});

describe('R0859, R0601 and R0165: authorisations and documents', () => {
  it('R0859 refuses the reduced data set authorisation only', () => {
    assert.deepEqual(pathsOf('R0859', { authorisations: [{ type: 'C521' }, { type: 'C524' }] }), [
      '/authorisations/1/type',
    ]);
    assert.deepEqual(pathsOf('R0859', { authorisations: [{ type: 'C521' }] }), []);
  });
  it('R0601 sends excise goods in suspension under T2, once per declaration', () => {
    const excise = {
      goods_items: [
        line(undefined, { supporting_documents: [{ type: 'N380' }, { type: 'C651' }] }),
        line(undefined, { supporting_documents: [{ type: 'C658' }] }),
      ],
    };
    assert.deepEqual(findingsOf('R0601', { ...excise, declaration_type: 'T1' }), [
      {
        path: '/declaration_type',
        element: 'TransitOperation/declarationType',
        message: 'is T1; goods under excise suspension (C651 on line 1) travel under T2',
      },
    ]);
    assert.deepEqual(pathsOf('R0601', { ...excise, declaration_type: 'T2' }), []);
    assert.deepEqual(
      pathsOf('R0601', {
        declaration_type: 'T1',
        goods_items: [line(undefined, { supporting_documents: [{ type: 'N380' }] })],
      }),
      [],
    );
  });
  it('R0165 wants every container sealed under C523', () => {
    const sealed = (seals: string[]) => ({
      authorisations: [{ type: 'C523' }],
      goods_items: [line(undefined, { containers: [{ container_number: 'MSCU1234566', seals }] })],
    });
    assert.deepEqual(
      findingsOf('R0165', sealed([])).map((f) => f.message),
      ['MSCU1234566 has no seal; the authorisation C523 foresees seals'],
    );
    assert.deepEqual(pathsOf('R0165', sealed(['S1'])), []);
    assert.deepEqual(pathsOf('R0165', { ...sealed([]), authorisations: [{ type: 'C521' }] }), []);
  });
});

describe('R0506 and R0994: house consignments', () => {
  it('R0506 refuses houses that all name the same consignee, not two different ones', () => {
    assert.deepEqual(
      pathsOf('R0506', { house_consignments: houses({ consignee: DE }, { consignee: DE }) }),
      ['/house_consignments/1/consignee'],
    );
    assert.match(
      findingsOf('R0506', { house_consignments: houses({ consignee: DE }, { consignee: DE }) })[0]!
        .message,
      /same as every other house consignment’s \(DE812345678901234\)/,
    );
    assert.deepEqual(
      pathsOf('R0506', { house_consignments: houses({ consignee: DE }, { consignee: addressed }) }),
      [],
    );
    assert.deepEqual(pathsOf('R0506', { house_consignments: houses({ consignee: DE }, {}) }), []);
    assert.deepEqual(pathsOf('R0506', { house_consignments: houses({ consignee: DE }) }), []);
  });
  it('R0994 weighs the houses, by their own mass or their items’, against the consignment', () => {
    const groupage = (total: number) => ({
      totals: { gross_mass: total },
      house_consignments: houses({ gross_mass: 1000.5 }, {}),
      goods_items: [
        line(2, { gross_mass: 200.25 }),
        line(2, { gross_mass: 300 }),
        line(1, { gross_mass: 5 }),
      ],
    });
    assert.deepEqual(findingsOf('R0994', groupage(1500)), [
      {
        path: '/totals/gross_mass',
        element: 'Consignment/grossMass',
        message: '1500 kg is less than its house consignments’ 1500.75 kg',
      },
    ]);
    assert.deepEqual(pathsOf('R0994', groupage(1500.75)), []);
    assert.deepEqual(
      pathsOf('R0994', {
        totals: { gross_mass: 1 },
        goods_items: [line(undefined, { gross_mass: 5 })],
      }),
      [],
    );
  });
});

describe('C0060, R0219, R0221 and R0364: packages and masses', () => {
  const item = (packages: Data[], gross_mass?: number, house?: number) =>
    line(house, { packages, ...(gross_mass === undefined ? {} : { gross_mass }) });
  it('C0060 takes bulk without a number but with marks, and wants counts and marks on packages', () => {
    assert.deepEqual(
      pathsOf('C0060', { goods_items: [item([{ type: 'VQ', shipping_marks: 'TANK 1' }])] }),
      [],
    );
    assert.deepEqual(pathsOf('C0060', { goods_items: [item([{ type: 'VQ', quantity: 0 }])] }), []);
    assert.deepEqual(pathsOf('C0060', { goods_items: [item([{ type: 'VQ', quantity: 2 }])] }), [
      '/goods_items/0/packages/0/quantity',
    ]);
    assert.deepEqual(pathsOf('C0060', { goods_items: [item([{ type: 'CT', quantity: 2 }])] }), [
      '/goods_items/0/packages/0/shipping_marks',
    ]);
  });
  it('R0219 refuses an item both packed with another and counting its own', () => {
    const both = [
      { type: 'CT', quantity: 3, shipping_marks: 'A' },
      { type: 'CT', quantity: 0, shipping_marks: 'A' },
    ];
    assert.deepEqual(
      findingsOf('R0219', { goods_items: [item(both)] }).map((f) => [f.path, f.message]),
      [
        [
          '/goods_items/0/packages/1/quantity',
          'is 0 while the same item counts 3 CT: an item is either packed with another (0) or counts its packages',
        ],
      ],
    );
    assert.deepEqual(pathsOf('R0219', { goods_items: [item([both[1]!])] }), []);
    assert.deepEqual(pathsOf('R0219', { goods_items: [item([both[0]!, both[0]!])] }), []);
  });
  it('R0221 weighs goods with their own packages, and goods packed with another at 0 beside one that weighs', () => {
    const counted = { type: 'CT', quantity: 2, shipping_marks: 'A' };
    const inside = { type: 'CT', quantity: 0, shipping_marks: 'A' };
    assert.deepEqual(
      pathsOf('R0221', { goods_items: [item([counted], 10), item([inside], 0)] }),
      [],
    );
    assert.deepEqual(pathsOf('R0221', { goods_items: [item([counted], 0)] }), [
      '/goods_items/0/gross_mass',
    ]);
    assert.deepEqual(pathsOf('R0221', { goods_items: [item([counted], 10), item([inside], 4)] }), [
      '/goods_items/1/gross_mass',
    ]);
    assert.deepEqual(pathsOf('R0221', { goods_items: [item([inside], 0)] }), [
      '/goods_items/0/gross_mass',
    ]);
    // Per house consignment: the item that weighs is in the other house.
    assert.deepEqual(
      pathsOf('R0221', {
        house_consignments: houses({}, {}),
        goods_items: [item([counted], 10, 1), item([inside], 0, 2)],
      }),
      ['/goods_items/1/gross_mass'],
    );
  });
  it('R0364 wants another item of the house counting packages with the same marks, not bulk or unpacked', () => {
    const inside = (marks: string) => item([{ type: 'CT', quantity: 0, shipping_marks: marks }], 0);
    assert.deepEqual(
      pathsOf('R0364', {
        goods_items: [
          item([{ type: 'PX', quantity: 2, shipping_marks: 'A 1-2' }], 9),
          inside('A 1-2'),
        ],
      }),
      [],
    );
    assert.deepEqual(
      findingsOf('R0364', {
        goods_items: [item([{ type: 'PX', quantity: 2, shipping_marks: 'A 1-2' }], 9), inside('B')],
      }).map((f) => [f.path, f.message]),
      [
        [
          '/goods_items/1/packages/0/shipping_marks',
          'B: no other item of this house consignment counts packages marked so, which these goods would be packed in',
        ],
      ],
    );
    assert.deepEqual(
      pathsOf('R0364', {
        goods_items: [item([{ type: 'NE', quantity: 2, shipping_marks: 'A' }], 9), inside('A')],
      }),
      ['/goods_items/1/packages/0/shipping_marks'],
      'unpacked goods are no package to pack in',
    );
    assert.deepEqual(pathsOf('R0364', { goods_items: [inside('A')] }), [
      '/goods_items/0/packages/0/shipping_marks',
    ]);
  });
});

describe('C0394, C0531 and R0315: the location and the flight', () => {
  it('C0394 wants what the qualifier names, and refuses the ways the service does not file', () => {
    const at = (location: Data) => pathsOf('C0394', { authorised_location_of_goods: location });
    assert.deepEqual(at({ qualifier_of_identification: 'U', un_locode: 'BEANR' }), []);
    assert.deepEqual(at({ qualifier_of_identification: 'U' }), [
      '/authorised_location_of_goods/un_locode',
    ]);
    assert.deepEqual(at({ qualifier_of_identification: 'Y' }), [
      '/authorised_location_of_goods/authorisation_number',
    ]);
    assert.deepEqual(at({ qualifier_of_identification: 'Z', street_and_number: 'Noorderlaan 1' }), [
      '/authorised_location_of_goods/city',
      '/authorised_location_of_goods/country',
    ]);
    assert.deepEqual(
      findingsOf('C0394', {
        authorised_location_of_goods: { qualifier_of_identification: 'X' },
      }).map((f) => f.message),
      [
        'X names the place by EORI number, a way this service does not file: name it by UN/LOCODE (U), authorisation number (Y) or address (Z)',
      ],
    );
    assert.deepEqual(at({ un_locode: 'BEANR' }), [], 'no qualifier: the schema check says so');
  });
  it('C0531 wants the flight by air with security data only', () => {
    const air = (security: number, type: string) => ({
      security_code: security,
      transport: { mode_at_border: 4, border_means_type_code: type },
    });
    assert.deepEqual(
      findingsOf('C0531', air(2, '41')).map((f) => f.message),
      ['is 41; by air with security 2 the aircraft is named by its flight number (40)'],
    );
    assert.deepEqual(pathsOf('C0531', air(2, '40')), []);
    assert.deepEqual(pathsOf('C0531', air(0, '41')), []);
    assert.deepEqual(
      pathsOf('C0531', {
        security_code: 2,
        transport: { mode_at_border: 3, border_means_type_code: '30' },
      }),
      [],
    );
  });
  it('R0315 reads a flight number as airline, number and an optional letter', () => {
    const flight = (id: string, type = '40', mode = 4) => ({
      transport: { mode_at_border: mode, border_means_type_code: type, border_means_id: id },
    });
    for (const good of ['KL1723', 'SN3', '3U8888', 'LH400A'])
      assert.deepEqual(pathsOf('R0315', flight(good)), [], good);
    for (const bad of ['FLIGHT-77', 'K1', 'kl1723', 'KL1723AB'])
      assert.deepEqual(pathsOf('R0315', flight(bad)), ['/transport/border_means_id'], bad);
    assert.deepEqual(pathsOf('R0315', flight('OO-SNA', '41')), [], 'a registration is no flight');
    assert.deepEqual(pathsOf('R0315', flight('FLIGHT-77', '40', 3)), []);
  });
});

describe('the new rules where a declaration leaves parts out, and at their other edges', () => {
  it('find nothing in a declaration without offices, totals, location or lists', () => {
    for (const id of ['C0030', 'R0006', 'C0394', 'R0994', 'R0165', 'R0859', 'R0601', 'C0505'])
      assert.deepEqual(pathsOf(id, { declaration_type: 'T1' }), [], id);
    assert.deepEqual(pathsOf('R0994', { house_consignments: houses({ gross_mass: 3 }) }), []);
  });
  it('C0505 names the holder and the consignee where they are, and leaves an address the message does not write', () => {
    assert.deepEqual(
      pathsOf('C0505', { parties: { transit_principal: addressed, consignee: addressed } }),
      ['/parties/transit_principal/postcode', '/parties/consignee/postcode'],
    );
    const { street_and_number: _street, ...noStreet } = addressed;
    const { country: _country, ...noCountry } = addressed;
    assert.deepEqual(pathsOf('C0505', { parties: { consignor: noStreet } }), []);
    assert.deepEqual(pathsOf('C0505', { parties: { consignor: noCountry } }), []);
    assert.deepEqual(
      pathsOf('C0505', {
        authorised_location_of_goods: {
          qualifier_of_identification: 'Z',
          street_and_number: 'Queen’s Road 1',
          city: 'Hong Kong',
          country: 'HK',
        },
      }),
      [],
    );
  });
  it('R0165 reads C523 among other authorisations, and a container with no seals at all', () => {
    assert.deepEqual(
      pathsOf('R0165', {
        authorisations: [{ type: 'C521' }, { type: 'C523' }],
        goods_items: [line(undefined, { containers: [{ container_number: 'MSCU1234566' }] })],
      }),
      ['/goods_items/0/containers/0/seals'],
    );
  });
  it('R0364 wants another item’s counted packages, not the item’s own or another item’s 0', () => {
    const both = (marks: string) =>
      line(undefined, {
        gross_mass: 4,
        packages: [
          { type: 'CT', quantity: 2, shipping_marks: marks },
          { type: 'CT', quantity: 0, shipping_marks: marks },
        ],
      });
    assert.deepEqual(pathsOf('R0364', { goods_items: [both('A')] }), [
      '/goods_items/0/packages/1/shipping_marks',
    ]);
    const inside = line(undefined, {
      packages: [{ type: 'CT', quantity: 0, shipping_marks: 'A' }],
    });
    assert.deepEqual(pathsOf('R0364', { goods_items: [inside, inside] }), [
      '/goods_items/0/packages/0/shipping_marks',
      '/goods_items/1/packages/0/shipping_marks',
    ]);
  });
  it('ALL-PACKAGING-KIND refuses marks on bulk in an export, where C0060 takes them in a transit', () => {
    const bulk = {
      goods_items: [line(undefined, { packages: [{ type: 'VQ', shipping_marks: 'TANK 1' }] })],
    };
    assert.deepEqual(findingsOf('ALL-PACKAGING-KIND', bulk, { messageType: 'CC515C' }), [
      {
        path: '/goods_items/0/packages/0/shipping_marks',
        element: 'Packaging/shippingMarks',
        message: 'must be left out: VQ is a kind of bulk (CL181)',
      },
    ]);
    assert.deepEqual(pathsOf('C0060', bulk), []);
    const packed = (entry: Data) => ({ goods_items: [line(undefined, { packages: [entry] })] });
    assert.deepEqual(findingsOf('C0060', packed({ type: 'CT', shipping_marks: 'A' })), [
      {
        path: '/goods_items/0/packages/0/quantity',
        element: 'Packaging/numberOfPackages',
        message: 'is required for packages of kind CT',
      },
    ]);
    assert.deepEqual(
      pathsOf('C0060', packed({ type: 'NE', quantity: 3 })),
      [],
      'unpacked: no marks',
    );
    assert.deepEqual(
      pathsOf('C0060', packed({ type: 'CT', quantity: 3, shipping_marks: 'A' })),
      [],
    );
    assert.deepEqual(pathsOf('C0060', packed({ quantity: 3 })), [], 'no kind: the schema says so');
    assert.deepEqual(
      findingsOf('C0060', packed({ type: 'VQ', quantity: 5 })).map((f) => f.message),
      ['must be left out: VQ is a kind of bulk (CL181)'],
    );
  });
});
