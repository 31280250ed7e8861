import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CanonicalDeclaration } from '../../src/canonical/index.ts';
import { FILING_RULES, runRules, type MessageType } from '../../src/regimes/rules/index.ts';
import { findingsOf, pathsOf, TODAY } from '../support/rule-findings.ts';
import { companySettings } from '../../src/runtime-settings/index.ts';
import { embeddedCodes } from '../support/filing.ts';

// Each rule at its edges, called on its own: the boundary values, the values it must leave alone,
// absent parts of a declaration, and the words a declarant reads. filing-rules.test.ts proves each
// rule through the message builder; this file is also what `MUTATION=rules` runs.

type Data = Record<string, any>;
const DOMAIN = { CC015C: 'transit', CC515C: 'export', IE415B: 'import' } as const;

const items = (...list: Data[]) =>
  list.map((item, index) => ({ sequence_number: index + 1, ...item }));

describe('filing rules at their edges', () => {
  for (const messageType of ['CC015C', 'CC515C', 'IE415B'] as MessageType[])
    it(`find nothing to say about an empty ${messageType} declaration but what its conditions always require`, () => {
      const found = runRules(FILING_RULES, messageType, {
        declaration: {} as CanonicalDeclaration,
        company: companySettings({}),
        codes: embeddedCodes(DOMAIN[messageType], 6),
        metadata: {},
        today: TODAY,
      }).map((problem) => problem.rule);
      assert.deepEqual(
        found,
        {
          CC515C: ['EX-LOCATION-OF-GOODS'],
          // A transit's place of loading and its countries (C0403, C0343, C0909).
          CC015C: ['C0403', 'C0343', 'C0909'],
          IE415B: ['IM-LOCATION-OF-GOODS'],
        }[messageType],
      );
    });

  it('ALL-ITEM-SEQUENCE says which number the position needs', () => {
    const d = { goods_items: [{ sequence_number: 1 }, { sequence_number: 3 }] };
    assert.deepEqual(findingsOf('ALL-ITEM-SEQUENCE', d), [
      {
        path: '/goods_items/1/sequence_number',
        element: 'GoodsItem/goodsItemNumber',
        message: 'is 3; the goods item at position 2 must be number 2',
      },
    ]);
  });

  it('R0223 allows a net mass equal to the gross mass', () => {
    assert.deepEqual(pathsOf('R0223', { goods_items: items({ net_mass: 5, gross_mass: 5 }) }), []);
    assert.deepEqual(findingsOf('R0223', { goods_items: items({ net_mass: 6, gross_mass: 5 }) }), [
      {
        path: '/goods_items/0/net_mass',
        element: 'Commodity/GoodsMeasure/netMass',
        message: "6 kg is more than the item's gross mass of 5 kg",
      },
    ]);
  });

  for (const [id, key] of [
    ['ALL-GROSS-MASS-TOTAL', 'gross_mass'],
    ['ALL-NET-MASS-TOTAL', 'net_mass'],
  ] as const) {
    it(`${id} allows 0.001 kg per item for rounding and no more`, () => {
      // Two items may be off by 0.002 kg together; one item or none by 0.001 kg.
      const two = items({ [key]: 10.25 }, { [key]: 4.75 });
      assert.deepEqual(pathsOf(id, { goods_items: two, totals: { [key]: 15.0015 } }), []);
      assert.deepEqual(pathsOf(id, { goods_items: two, totals: { [key]: 15.003 } }), [
        `/totals/${key}`,
      ]);
      assert.deepEqual(pathsOf(id, { goods_items: [], totals: { [key]: 0.001 } }), []);
      assert.deepEqual(findingsOf(id, { goods_items: [], totals: { [key]: 0.002 } }), [
        {
          path: `/totals/${key}`,
          element: id === 'ALL-GROSS-MASS-TOTAL' ? 'Consignment/grossMass' : 'GoodsMeasure/netMass',
          message: 'is 0.002 kg, but the goods items add up to 0 kg',
        },
      ]);
    });

    it(`${id} says nothing while an item has no ${key}, or without a total`, () => {
      const partial = items({ [key]: 10 }, {});
      assert.deepEqual(pathsOf(id, { goods_items: partial, totals: { [key]: 99 } }), []);
      assert.deepEqual(pathsOf(id, { goods_items: items({ [key]: 10 }) }), []);
      assert.deepEqual(pathsOf(id, { goods_items: items({ [key]: 10 }), totals: {} }), []);
    });
  }

  it('ALL-INVOICE-TOTAL allows half a cent and names both amounts', () => {
    const shipment = { total_invoice_amount: 0 };
    assert.deepEqual(
      pathsOf('ALL-INVOICE-TOTAL', { shipment, totals: { invoice_amount: 0.005 } }),
      [],
    );
    assert.deepEqual(
      findingsOf('ALL-INVOICE-TOTAL', { shipment, totals: { invoice_amount: 0.01 } }),
      [
        {
          path: '/totals/invoice_amount',
          element: 'totalAmountInvoiced',
          message: "is 0.01, but the invoice's total amount (shipment.total_invoice_amount) is 0",
        },
      ],
    );
    assert.deepEqual(pathsOf('ALL-INVOICE-TOTAL', { shipment }), []);
  });

  it('ALL-PACKAGES-TOTAL adds the packages only when every one is counted', () => {
    const counted = items(
      { packages: [{ type: 'CT', quantity: 2 }] },
      { packages: [{ type: 'CT', quantity: 3 }] },
    );
    assert.deepEqual(
      pathsOf('ALL-PACKAGES-TOTAL', { goods_items: counted, totals: { packages: 5 } }),
      [],
    );
    assert.deepEqual(
      findingsOf('ALL-PACKAGES-TOTAL', { goods_items: counted, totals: { packages: 6 } }),
      [
        {
          path: '/totals/packages',
          element: 'Consignment/totalNumberOfPackages',
          message: "is 6, but the goods items' packages add up to 5",
        },
      ],
    );
    assert.deepEqual(pathsOf('ALL-PACKAGES-TOTAL', { goods_items: counted, totals: {} }), []);
    assert.deepEqual(pathsOf('ALL-PACKAGES-TOTAL', { goods_items: counted }), []);
    assert.deepEqual(
      pathsOf('ALL-PACKAGES-TOTAL', { goods_items: items({}), totals: { packages: 4 } }),
      [],
    );
    const uncounted = items({ packages: [{ type: 'CT', quantity: 2 }, { type: 'VQ' }] });
    assert.deepEqual(
      pathsOf('ALL-PACKAGES-TOTAL', { goods_items: uncounted, totals: { packages: 4 } }),
      [],
    );
  });

  it('ALL-PACKAGING-KIND: bulk has neither count nor marks, unpacked goods a count, packages both', () => {
    const kinds = (...packages: Data[]) => ({ goods_items: items({ packages }) });
    // VQ: bulk, liquefied gas (CL181); NE: unpacked (CL182); CT: carton.
    assert.deepEqual(
      pathsOf('ALL-PACKAGING-KIND', kinds({ type: 'VQ', quantity: 0 }, { type: 'VQ' })),
      [],
    );
    assert.deepEqual(
      findingsOf('ALL-PACKAGING-KIND', kinds({ type: 'VQ', shipping_marks: 'TANK 1' })),
      [
        {
          path: '/goods_items/0/packages/0/shipping_marks',
          element: 'Packaging/shippingMarks',
          message: 'must be left out: VQ is a kind of bulk (CL181)',
        },
      ],
    );
    assert.deepEqual(findingsOf('ALL-PACKAGING-KIND', kinds({ type: 'VQ', quantity: 2 })), [
      {
        path: '/goods_items/0/packages/0/quantity',
        element: 'Packaging/numberOfPackages',
        message: 'must be left out: VQ is a kind of bulk (CL181)',
      },
    ]);
    assert.deepEqual(pathsOf('ALL-PACKAGING-KIND', kinds({ type: 'NE', quantity: 12 })), []);
    assert.deepEqual(
      pathsOf('ALL-PACKAGING-KIND', kinds({ type: 'CT', quantity: 1, shipping_marks: 'A' })),
      [],
    );
    assert.deepEqual(pathsOf('ALL-PACKAGING-KIND', kinds({ quantity: 1 })), []);
    assert.deepEqual(findingsOf('ALL-PACKAGING-KIND', kinds({ type: 'NE' }, { type: 'CT' })), [
      {
        path: '/goods_items/0/packages/0/quantity',
        element: 'Packaging/numberOfPackages',
        message: 'is required for packages of kind NE',
      },
      {
        path: '/goods_items/0/packages/1/quantity',
        element: 'Packaging/numberOfPackages',
        message: 'is required for packages of kind CT',
      },
      {
        path: '/goods_items/0/packages/1/shipping_marks',
        element: 'Packaging/shippingMarks',
        message: 'are required for packages of kind CT (not bulk, not unpacked)',
      },
    ]);
  });

  it('ALL-DATE-NOT-FUTURE allows today and finds a future date wherever a document is', () => {
    const document = (date?: string) => ({
      sequence_number: 1,
      type: 'N380',
      reference: 'R',
      ...(date ? { date } : {}),
    });
    assert.deepEqual(pathsOf('ALL-DATE-NOT-FUTURE', { shipment: { invoice_date: TODAY } }), []);
    const d = {
      supporting_documents: [document(), document('2026-11-24')],
      transport_documents: [document('2026-11-22')],
      goods_items: items(
        {},
        { previous_documents: [document('2027-01-01')], additional_references: [document()] },
      ),
    };
    assert.deepEqual(findingsOf('ALL-DATE-NOT-FUTURE', d), [
      {
        path: '/supporting_documents/1/date',
        element: 'SupportingDocument',
        message: '2026-11-24 is after today (2026-11-23)',
      },
      {
        path: '/goods_items/1/previous_documents/0/date',
        element: 'SupportingDocument',
        message: '2027-01-01 is after today (2026-11-23)',
      },
    ]);
  });

  it('ALL-EORI holds a Belgian EORI to BE and ten digits, and any other to a country code', () => {
    const eori = (value: string) => ({ parties: { importer: { eori: value } } });
    for (const good of ['BE0403000158', 'BE1403000179', 'NL123456789', 'XI123456789000'])
      assert.deepEqual(pathsOf('ALL-EORI', eori(good)), [], good);
    for (const bad of ['BE456789123', 'BEBE0403000158', 'BE04030001589', 'BE2403000111'])
      assert.deepEqual(findingsOf('ALL-EORI', eori(bad)), [
        {
          path: '/parties/importer/eori',
          element: 'identificationNumber',
          message: `${bad} is not a Belgian EORI: BE followed by the 10-digit enterprise number (0 or 1 first)`,
        },
      ]);
    assert.deepEqual(findingsOf('ALL-EORI', eori('ZZ123456')), [
      {
        path: '/parties/importer/eori',
        element: 'identificationNumber',
        message: 'ZZ123456 starts with ZZ, which is not a country code',
      },
    ]);
    assert.deepEqual(
      pathsOf('ALL-EORI', { house_consignments: [{}, { consignee: { eori: 'ZZ1' } }] }),
      ['/house_consignments/1/consignee/eori'],
    );
  });

  it('ALL-EORI checks the enterprise number of a Belgian EORI of any party, as sent', () => {
    assert.deepEqual(
      findingsOf('ALL-EORI', {
        parties: {
          consignor: { eori: 'BE0403000158' },
          transit_principal: { eori: 'BE0403000111' },
          declarant: { eori: 'BE0000009797' },
          representative: { eori: 'BE0412345641' },
        },
        house_consignments: [{ consignee: { eori: 'BE0456789123' } }],
      }),
      [
        {
          path: '/parties/representative/eori',
          element: 'identificationNumber',
          message:
            'BE0412345641: the last two digits of a Belgian enterprise number are a check (mod 97) and should be 14',
        },
        {
          path: '/parties/transit_principal/eori',
          element: 'identificationNumber',
          message:
            'BE0403000111: the last two digits of a Belgian enterprise number are a check (mod 97) and should be 58',
        },
        {
          path: '/house_consignments/0/consignee/eori',
          element: 'identificationNumber',
          message:
            'BE0456789123: the last two digits of a Belgian enterprise number are a check (mod 97) and should be 33',
        },
      ],
    );
    assert.deepEqual(
      findingsOf('ALL-EORI', {}, { company: { 'declarations:declarant_eori': 'BE0403000111' } }),
      [
        {
          path: 'settings:declarations:declarant_eori',
          element: 'identificationNumber',
          message:
            'BE0403000111: the last two digits of a Belgian enterprise number are a check (mod 97) and should be 58',
        },
      ],
      'the broker’s own EORI, filed as declarant or representative',
    );
    // The contract lets small letters through after the country; customs writes capitals.
    assert.deepEqual(
      findingsOf('ALL-EORI', { parties: { seller: { eori: 'NL123456789b01' } } }).map(
        (finding) => finding.message,
      ),
      [
        'NL123456789b01 is not an EORI number: a two-letter country code and up to 15 capital letters or digits',
      ],
    );
  });

  it('ALL-EORI takes Northern Ireland (XI) even from a country list that does not name it', () => {
    const codes = embeddedCodes('import', 6);
    const withoutXi = {
      ...codes,
      has: (list: string, code: string) =>
        list === 'CL008' && code === 'XI' ? false : codes.has(list, code),
      officeRoles: codes.officeRoles.bind(codes),
    };
    assert.deepEqual(
      pathsOf(
        'ALL-EORI',
        { parties: { importer: { eori: 'XI123456789000' } } },
        { codes: withoutXi },
      ),
      [],
    );
  });

  it('ALL-CONTAINER-NUMBER names each container whose ISO 6346 check digit is wrong', () => {
    const d = items(
      { containers: [{ container_number: 'MSKU1234565' }, { seals: ['S1'] }] },
      { containers: [{ container_number: 'MSKU7654321' }, { container_number: 'ABC' }] },
    );
    assert.deepEqual(findingsOf('ALL-CONTAINER-NUMBER', { goods_items: d }), [
      {
        path: '/goods_items/1/containers/0/container_number',
        element: 'TransportEquipment/containerIdentificationNumber',
        message:
          'MSKU7654321: the last digit of a container number is a check digit (ISO 6346) and should be 8',
      },
      {
        path: '/goods_items/1/containers/1/container_number',
        element: 'TransportEquipment/containerIdentificationNumber',
        message:
          'ABC is not a container number: three letters for the owner, U, J or Z, six digits and a check digit (ISO 6346)',
      },
    ]);
  });

  it('ALL-UNLOCODE checks the form always, and the list only once one is loaded', () => {
    const d = {
      authorised_location_of_goods: { un_locode: 'BEXXX' },
      loading_location: { loading_place_code: 'Antwerpen' },
    };
    assert.deepEqual(findingsOf('ALL-UNLOCODE', d), [
      {
        path: '/loading_location/loading_place_code',
        element: 'PlaceOfLoading/UNLocode',
        message:
          'Antwerpen is not a UN/LOCODE: a two-letter country code and three letters or digits 2 to 9, such as BEANR',
      },
    ]);
    const loaded = (code: string) => code === 'BEANR';
    assert.deepEqual(
      findingsOf('ALL-UNLOCODE', d, { locodes: loaded }).map((finding) => finding.message),
      [
        'BEXXX is not in the UN/LOCODE list',
        'Antwerpen is not a UN/LOCODE: a two-letter country code and three letters or digits 2 to 9, such as BEANR',
      ],
    );
    assert.deepEqual(
      pathsOf('ALL-UNLOCODE', d, { locodes: () => undefined }),
      ['/loading_location/loading_place_code'],
      'no list loaded: the form only',
    );
    // The import declaration carries no place of loading: not its to refuse.
    assert.deepEqual(pathsOf('ALL-UNLOCODE', d, { messageType: 'IE415B', locodes: loaded }), [
      '/authorised_location_of_goods/un_locode',
    ]);
  });

  it('ALL-CUSTOMS-OFFICE holds each office the message names to its role', () => {
    // BE000001 is in the list, without DEP, DES, TRA, EXP or EXT.
    const offices = {
      customs_offices: {
        departure: 'BE000001',
        destination: 'XX999999',
        transit: 'BE101000',
        export: 'BE000001',
        exit: 'BE000001',
        import: 'BE000001',
      },
    };
    assert.deepEqual(findingsOf('ALL-CUSTOMS-OFFICE', offices), [
      {
        path: '/customs_offices/departure',
        element: 'CustomsOfficeOfDeparture/referenceNumber',
        message: 'BE000001 is a customs office without the role DEP',
      },
      {
        path: '/customs_offices/destination',
        element: 'CustomsOfficeOfDestinationDeclared/referenceNumber',
        message: 'XX999999 is not a known customs office',
      },
    ]);
    assert.deepEqual(findingsOf('ALL-CUSTOMS-OFFICE', offices, { messageType: 'CC515C' }), [
      {
        path: '/customs_offices/export',
        element: 'CustomsOfficeOfExport/referenceNumber',
        message: 'BE000001 is a customs office without the role EXP',
      },
      {
        path: '/customs_offices/exit',
        element: 'CustomsOfficeOfExitDeclared/referenceNumber',
        message: 'BE000001 is a customs office without the role EXT',
      },
    ]);
    assert.deepEqual(findingsOf('ALL-CUSTOMS-OFFICE', offices, { messageType: 'IE415B' }), []);
    assert.deepEqual(
      pathsOf(
        'ALL-CUSTOMS-OFFICE',
        { customs_offices: { import: 'XX999999' } },
        { messageType: 'IE415B' },
      ),
      ['/customs_offices/import'],
    );
  });

  it('TR-LIMIT-DATE allows today', () => {
    assert.deepEqual(pathsOf('TR-LIMIT-DATE', { limit_date: TODAY }), []);
    assert.deepEqual(findingsOf('TR-LIMIT-DATE', { limit_date: '2026-11-22' }), [
      {
        path: '/limit_date',
        element: 'TransitOperation/limitDate',
        message: '2026-11-22 is before today (2026-11-23)',
      },
    ]);
  });

  it('TR-DEPARTURE-BELGIUM names the foreign office', () => {
    assert.deepEqual(
      pathsOf('TR-DEPARTURE-BELGIUM', { customs_offices: { departure: 'BE101000' } }),
      [],
    );
    assert.deepEqual(
      findingsOf('TR-DEPARTURE-BELGIUM', { customs_offices: { departure: 'NL000396' } }),
      [
        {
          path: '/customs_offices/departure',
          element: 'CustomsOfficeOfDeparture/referenceNumber',
          message:
            'NL000396 is not a Belgian office; a transit from there is declared in its own country',
        },
      ],
    );
  });

  it('R0900 names the refused type', () => {
    assert.deepEqual(findingsOf('R0900', { guarantees: [{ sequence_number: 1, type: 'B' }] }), [
      {
        path: '/guarantees/0/type',
        element: 'Guarantee/guaranteeType',
        message: 'B is not a guarantee type of union transit (CL230)',
      },
    ]);
  });

  it('TR-GUARANTEE-GRN wants a GRN with its access code for types with one, and none for the others', () => {
    const guarantee = (fields: Data) => ({ guarantees: [{ sequence_number: 1, ...fields }] });
    assert.deepEqual(
      pathsOf(
        'TR-GUARANTEE-GRN',
        guarantee({ type: '1', grn: '26BE0000000000001', access_code: 'AB12' }),
      ),
      [],
    );
    assert.deepEqual(
      pathsOf('TR-GUARANTEE-GRN', guarantee({ type: '3', other_reference: 'R-1' })),
      [],
    );
    // No type: nothing to hold the GRN against.
    assert.deepEqual(pathsOf('TR-GUARANTEE-GRN', guarantee({ grn: '26BE0000000000001' })), []);
    assert.deepEqual(findingsOf('TR-GUARANTEE-GRN', guarantee({ type: '1' })), [
      {
        path: '/guarantees/0/grn',
        element: 'Guarantee/GuaranteeReference/GRN',
        message: 'is required: a guarantee of type 1 is identified by its GRN',
      },
    ]);
    assert.deepEqual(
      findingsOf('TR-GUARANTEE-GRN', guarantee({ type: '1', grn: '26BE0000000000001' })),
      [
        {
          path: '/guarantees/0/access_code',
          element: 'Guarantee/GuaranteeReference/accessCode',
          message: 'is required with the GRN of a guarantee of type 1',
        },
      ],
    );
    assert.deepEqual(
      findingsOf('TR-GUARANTEE-GRN', guarantee({ type: '3', grn: '26BE0000000000001' })),
      [
        {
          path: '/guarantees/0/grn',
          element: 'Guarantee/GuaranteeReference/GRN',
          message: 'must be left out: a guarantee of type 3 has no GRN',
        },
      ],
    );
  });

  it('TR-GUARANTEE-OTHER-REFERENCE wants the reference of types 3 and 8 only', () => {
    const guarantee = (fields: Data) => ({ guarantees: [{ sequence_number: 1, ...fields }] });
    assert.deepEqual(pathsOf('TR-GUARANTEE-OTHER-REFERENCE', guarantee({ type: '1' })), []);
    for (const type of ['3', '8'])
      assert.deepEqual(findingsOf('TR-GUARANTEE-OTHER-REFERENCE', guarantee({ type })), [
        {
          path: '/guarantees/0/other_reference',
          element: 'Guarantee/otherGuaranteeReference',
          message: `is required for a guarantee of type ${type}`,
        },
      ]);
  });

  it('TR-BORDER-OFFICE wants the office of exit with security 2 only', () => {
    assert.deepEqual(pathsOf('TR-BORDER-OFFICE', { security_code: 1 }), []);
    assert.deepEqual(
      pathsOf('TR-BORDER-OFFICE', { security_code: 2, customs_offices: { exit: 'BE101000' } }),
      [],
    );
    assert.deepEqual(findingsOf('TR-BORDER-OFFICE', { security_code: 2 }), [
      {
        path: '/customs_offices/exit',
        element: 'Consignment/ActiveBorderTransportMeans/customsOfficeAtBorderReferenceNumber',
        message:
          'is required with security 2: the office where the goods leave the Union, named for the active means at the border',
      },
    ]);
  });

  it('TR-AUTHORISED-LOCATION wants C521 at a place of type B, and the number of a location by authorisation', () => {
    const c521 = [{ type: 'C521', reference: 'BEACEBE0403000158-2021-TR01' }];
    const at = (location: Data, authorisations: Data[] = c521) => ({
      authorised_location_of_goods: location,
      authorisations,
    });
    assert.deepEqual(pathsOf('TR-AUTHORISED-LOCATION', at({ type_of_location: 'A' }, [])), []);
    assert.deepEqual(pathsOf('TR-AUTHORISED-LOCATION', { authorisations: [] }), []);
    assert.deepEqual(
      pathsOf(
        'TR-AUTHORISED-LOCATION',
        at({
          type_of_location: 'B',
          qualifier_of_identification: 'Y',
          authorisation_number: 'BE-1',
        }),
      ),
      [],
    );
    assert.deepEqual(
      pathsOf(
        'TR-AUTHORISED-LOCATION',
        at({ type_of_location: 'B', qualifier_of_identification: 'U' }),
      ),
      [],
    );
    assert.deepEqual(
      findingsOf(
        'TR-AUTHORISED-LOCATION',
        at({ type_of_location: 'B', qualifier_of_identification: 'Y' }),
      ),
      [
        {
          path: '/authorised_location_of_goods/authorisation_number',
          element: 'Consignment/LocationOfGoods/authorisationNumber',
          message: 'is required for a location identified by its authorisation (qualifier Y)',
        },
      ],
    );
    assert.deepEqual(
      findingsOf(
        'TR-AUTHORISED-LOCATION',
        at({ type_of_location: 'B' }, [{ type: 'C523', reference: 'X' }]),
      ),
      [
        {
          path: '/authorisations',
          element: 'Authorisation',
          message:
            'need the C521 authorisation (authorised consignor) for goods at an authorised place (type B); set declarations:auth_c521 or send it',
        },
      ],
    );
  });

  it('TR-ITINERARY holds the route to every office and the office of destination to its country', () => {
    const offices = { departure: 'BE101000', transit: 'NL000396', destination: 'DE004058' };
    const trip = (route: string[] | undefined, country = 'DE') => ({
      customs_offices: offices,
      shipment: { country_of_destination: country },
      ...(route ? { transport: { route } } : {}),
    });
    assert.deepEqual(pathsOf('TR-ITINERARY', trip(['BE', 'NL', 'DE'])), []);
    assert.deepEqual(pathsOf('TR-ITINERARY', trip(undefined)), []);
    assert.deepEqual(pathsOf('TR-ITINERARY', trip([])), []);
    assert.deepEqual(pathsOf('TR-ITINERARY', { customs_offices: offices }), []);
    assert.deepEqual(findingsOf('TR-ITINERARY', trip(['BE', 'DE'], 'FR')), [
      {
        path: '/customs_offices/destination',
        element: 'CustomsOfficeOfDestinationDeclared/referenceNumber',
        message: 'DE004058 is not in the country of destination FR',
      },
      {
        path: '/transport/route',
        element: 'Consignment/CountryOfRoutingOfConsignment',
        message: 'does not pass NL, the country of the office of transit NL000396',
      },
    ]);
    assert.deepEqual(
      findingsOf('TR-ITINERARY', trip(['FR'])).map((finding) => finding.message),
      [
        'does not pass BE, the country of the office of departure BE101000',
        'does not pass NL, the country of the office of transit NL000396',
        'does not pass DE, the country of the office of destination DE004058',
      ],
    );
  });

  it('EX-PROCEDURE takes every export procedure and names them', () => {
    for (const procedure of ['10', '11', '21', '22', '23', '31'])
      assert.deepEqual(
        pathsOf('EX-PROCEDURE', { goods_items: items({ requested_procedure: procedure }) }),
        [],
        procedure,
      );
    assert.deepEqual(
      findingsOf('EX-PROCEDURE', { goods_items: items({ requested_procedure: '40' }) }),
      [
        {
          path: '/goods_items/0/requested_procedure',
          element: 'GoodsItem/Procedure/requestedProcedure',
          message: '40 is not an export procedure (10, 11, 21, 22, 23, 31)',
        },
      ],
    );
  });

  it('EX-LOCATION-OF-GOODS counts a location of empty values as none', () => {
    const expected = [
      {
        path: '/authorised_location_of_goods',
        element: 'GoodsShipment/Consignment/LocationOfGoods',
        message:
          'is required: where the goods can be examined (set declarations:location_of_goods, or send it)',
      },
    ];
    assert.deepEqual(
      findingsOf('EX-LOCATION-OF-GOODS', {
        authorised_location_of_goods: { type_of_location: '', un_locode: undefined },
      }),
      expected,
    );
    assert.deepEqual(
      pathsOf('EX-LOCATION-OF-GOODS', {
        authorised_location_of_goods: { type_of_location: 'B', un_locode: '' },
      }),
      [],
    );
  });

  it('IM-PROCEDURE follows the H1B or H2B choice: the metadata first, else the regime', () => {
    const requesting = (procedure: string, regime?: string) => ({
      ...(regime ? { regime } : {}),
      goods_items: items({ requested_procedure: procedure }),
    });
    for (const procedure of ['40', '42', '43', '44', '45', '46', '48', '61', '63', '68'])
      assert.deepEqual(pathsOf('IM-PROCEDURE', requesting(procedure)), [], procedure);
    assert.deepEqual(pathsOf('IM-PROCEDURE', requesting('71', 'H2')), []);
    assert.deepEqual(pathsOf('IM-PROCEDURE', requesting('71'), { metadata: { useH2b: true } }), []);
    assert.deepEqual(
      findingsOf('IM-PROCEDURE', requesting('71', 'H2'), { metadata: { useH2b: false } }),
      [
        {
          path: '/goods_items/0/requested_procedure',
          element: 'GoodsItem/Procedure/requestedProcedure',
          message:
            '71 is not a procedure of an H1B declaration (40, 42, 43, 44, 45, 46, 48, 61, 63, 68)',
        },
      ],
    );
    assert.deepEqual(
      findingsOf('IM-PROCEDURE', requesting('40', 'H2')).map((finding) => finding.message),
      ['40 is not a procedure of an H2B declaration (71)'],
    );
  });

  it('IM-ITEM-CURRENCY wants the invoice currency on every priced item, and the invoice currency named', () => {
    const priced = (currency: string | undefined, invoice?: string) => ({
      ...(invoice ? { shipment: { currency: invoice } } : {}),
      goods_items: items({}, currency ? { currency } : {}),
    });
    assert.deepEqual(pathsOf('IM-ITEM-CURRENCY', priced('USD', 'USD')), []);
    assert.deepEqual(pathsOf('IM-ITEM-CURRENCY', priced(undefined)), []);
    assert.deepEqual(findingsOf('IM-ITEM-CURRENCY', priced('EUR', 'USD')), [
      {
        path: '/goods_items/1/currency',
        element: 'GoodsItem/itemAmountInvoiced',
        message: 'EUR differs from the invoice currency USD',
      },
    ]);
    assert.deepEqual(findingsOf('IM-ITEM-CURRENCY', priced('EUR')), [
      {
        path: '/shipment/currency',
        element: 'GoodsShipment/invoiceCurrency',
        message: 'is required: goods item 2 is priced in EUR',
      },
    ]);
  });

  it('IM-ADDITIONS-DEDUCTIONS wants a DE 4/9 code and a positive amount, in any currency (declared in euro)', () => {
    const costs = (list: Data[], shipment?: Data) => ({
      costs: list,
      ...(shipment ? { shipment } : {}),
    });
    const usd = { currency: 'USD', incoterm: 'FOB' };
    assert.deepEqual(
      pathsOf('IM-ADDITIONS-DEDUCTIONS', costs([{ code: 'AK', amount: 0, currency: 'USD' }], usd)),
      [],
    );
    assert.deepEqual(
      pathsOf('IM-ADDITIONS-DEDUCTIONS', costs([{ code: 'AK', amount: 350, currency: 'EUR' }])),
      [],
    );
    assert.deepEqual(
      findingsOf(
        'IM-ADDITIONS-DEDUCTIONS',
        costs([{ code: 'BA', amount: -1, currency: 'EUR' }], usd),
      ),
      [
        {
          path: '/costs/0/amount',
          element: 'GoodsShipment/AdditionsAndDeductions',
          message: 'must be positive: BA is a deduction',
        },
      ],
    );
    assert.deepEqual(
      findingsOf('IM-ADDITIONS-DEDUCTIONS', costs([{ code: 'ZZ', amount: -1 }], usd)).map(
        ({ path, message }) => ({ path, message }),
      ),
      [
        {
          path: '/costs/0/code',
          message:
            'ZZ is not an addition (AB to AN) or deduction (BA to BG) code of DE 4/9, nor FRT or INS',
        },
        {
          path: '/costs/0/amount',
          message: 'must be positive: the code says whether it is added or deducted',
        },
      ],
    );
    assert.deepEqual(
      findingsOf('IM-ADDITIONS-DEDUCTIONS', costs([{ code: 'AK', amount: -5 }], usd)).map(
        (finding) => finding.message,
      ),
      ['must be positive: the code says whether it is added or deducted'],
    );
  });
});
