import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { parseDeclaration } from '../../src/canonical/index.ts';
import { completeDeclaration } from '../../src/ingestion/complete-declaration.ts';
import { buildDeclarationMessage } from '../../src/regimes/index.ts';
import { TYPES_WITH_REFERENCE } from '../../src/regimes/transit/cc015c.ts';
import { FILING_RULES } from '../../src/regimes/rules/index.ts';
import { IE015_RULES } from '../../src/regimes/rules/ie015-official-rules.ts';
import { companySettings } from '../../src/runtime-settings/index.ts';
import { embeddedCodes, filingSetup } from '../support/filing.ts';
import { groupageAsFiled, sample, sharedDir } from '../support/samples.ts';

const company = companySettings({
  'declarations:sender_gln': '5412345000013',
  'declarations:auth_c521': 'BEACEBE0403000158-2021-TR01',
});

/** The 99 ids the official texts list for IE015, read from ../shared, not copied. */
const officialIds = (): string[] => {
  const readme = readFileSync(`${sharedDir}rules/ncts-p5/README.md`, 'utf8');
  const list = readme.split('IE015 names 99 distinct C and R ids:')[1]!.split('\n\n')[0]!;
  return list.match(/\b[CR]\d{4}\b/g) ?? [];
};

/** A sample's CC015C as filing builds it. */
const built = (
  name: 't1-auto-dispatch' | 't2-groupage',
  change?: (d: any) => void,
  broker = company,
): string => {
  const raw = name === 't2-groupage' ? groupageAsFiled() : sample(name);
  change?.(raw);
  const parsed = parseDeclaration(raw);
  if (!parsed.ok) assert.fail(JSON.stringify(parsed.complaints));
  const message = buildDeclarationMessage(filingSetup(6), {
    dossierId: '3f2a7c10-5b6d-4e8f-9a01-23456789abcd',
    declaration: completeDeclaration(parsed.declaration, broker, '2026-11-23'),
    company: broker,
    messageId: '7d1c2f00-aaaa-4bbb-8ccc-000000000001',
    now: new Date('2026-11-23T09:15:00Z'),
  });
  if (!message.ok) assert.fail(JSON.stringify(message.problems, null, 1));
  return message.xml;
};

/** The text of each `<name>` element (not nested in one of its own name). */
const blocks = (xml: string, name: string): string[] =>
  [...xml.matchAll(new RegExp(`<${name}>([\\s\\S]*?)</${name}>`, 'g'))].map((match) => match[1]!);
const values = (xml: string, name: string): string[] =>
  [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((match) => match[1]!);
const absent = (xml: string, ...names: string[]) => {
  for (const name of names) assert.doesNotMatch(xml, new RegExp(`<${name}>`), `${name} written`);
};

/**
 * For each id that holds by construction, what the built message shows. Run on the transit
 * samples (a T1 and a T2 groupage of two houses, with a container and its seal), and on the T2
 * with a second container and two seals on it.
 */
const PROOFS: Record<string, (xml: string) => void> = {
  C0045: (xml) => {
    // The header is T1 or T2, never T: no consignment item carries a declaration type.
    assert.match(values(xml, 'declarationType')[0]!, /^T[12]$/);
    for (const item of blocks(xml, 'ConsignmentItem')) absent(item, 'declarationType');
  },
  C0085: (xml) => {
    for (const guarantee of blocks(xml, 'Guarantee'))
      assert.equal(
        /<GuaranteeReference>/.test(guarantee),
        TYPES_WITH_REFERENCE.has(values(guarantee, 'guaranteeType')[0]!),
      );
  },
  C0101: (xml) => assert.deepEqual(values(xml, 'reducedDatasetIndicator'), ['0']),
  C0130: (xml) => {
    for (const guarantee of blocks(xml, 'Guarantee'))
      if (/<otherGuaranteeReference>/.test(guarantee))
        assert.match(values(guarantee, 'guaranteeType')[0]!, /^[38]$/);
  },
  C0186: (xml) => {
    if (values(xml, 'security')[0] === '0') absent(xml, 'TransportCharges');
  },
  C0191: (xml) => {
    assert.match(values(xml, 'security')[0]!, /^[02]$/);
    absent(xml, 'PlaceOfUnloading');
  },
  C0250: (xml) => {
    // A trader of the Union's or a common-transit country's register by its number alone.
    for (const role of ['HolderOfTheTransitProcedure', 'Consignor', 'Consignee'])
      for (const party of blocks(xml, role).map((group) =>
        group.replace(/<ContactPerson>[\s\S]*?<\/ContactPerson>/g, ''),
      )) {
        const id = values(party, 'identificationNumber')[0];
        const registered = id !== undefined && /^(BE|DE|FR|IT|NL|LU|XI|CH|GB|NO)/.test(id);
        assert.equal(
          /<name>/.test(party),
          !registered,
          `${role} ${id ?? ''}: a name iff unregistered`,
        );
        assert.equal(
          /<Address>/.test(party),
          !registered,
          `${role} ${id ?? ''}: an address iff unregistered`,
        );
      }
  },
  C0298: (xml) => {
    for (const document of blocks(xml, 'PreviousDocument'))
      assert.equal(/<quantity>/.test(document), /<measurementUnitAndQualifier>/.test(document));
  },
  C0337: (xml) => {
    for (const house of blocks(xml, 'HouseConsignment')) absent(house, 'TransportCharges');
  },
  C0411: (xml) => absent(xml, 'TIRCarnetNumber'),
  C0502: (xml) => {
    const houses = blocks(xml, 'HouseConsignment');
    const inHouses = houses.flatMap((house) => values(house, 'referenceNumberUCR'));
    if (values(xml, 'referenceNumberUCR').length > inHouses.length)
      assert.deepEqual(inHouses, [], 'the consignment’s UCR, none for the houses');
  },
  C0511: (xml) => absent(xml, 'correlationIdentifier'),
  C0542: (xml) => {
    assert.deepEqual(values(xml, 'reducedDatasetIndicator'), ['0']);
    for (const house of blocks(xml, 'HouseConsignment')) absent(house, 'Consignor');
  },
  C0569: (xml) => {
    for (const equipment of blocks(xml, 'TransportEquipment')) {
      const seals = Number(values(equipment, 'numberOfSeals')[0] ?? '0');
      assert.equal(blocks(equipment, 'Seal').length, seals);
    }
  },
  C0587: (xml) => absent(xml, 'CustomsOfficeOfExitForTransitDeclared'),
  C0598: (xml) => absent(xml, 'arrivalDateAndTimeEstimated'),
  C0670: (xml) => {
    for (const equipment of blocks(xml, 'TransportEquipment'))
      assert.ok(blocks(equipment, 'GoodsReference').length > 0, 'an equipment lists its goods');
  },
  C0671: (xml) => absent(xml, 'additionalIdentifier'),
  C0822: (xml) => assert.match(values(xml, 'containerIndicator')[0]!, /^[01]$/),
  C0823: (xml) =>
    assert.equal(
      values(xml, 'containerIndicator')[0] === '1',
      blocks(xml, 'TransportEquipment').length > 0,
    ),
  C0839: (xml) =>
    assert.equal(/<limitDate>/.test(xml), /<type>C521<\/type>/.test(xml), 'limit date iff C521'),
  C0837: (xml) => assert.doesNotMatch(xml, /<type>N830<\/type>/),
  C0904: (xml) => absent(xml, 'TIRHolderIdentificationNumber'),
  R0003: (xml) => {
    const offices = blocks(xml, 'CustomsOfficeOfTransitDeclared').flatMap((office) =>
      values(office, 'referenceNumber'),
    );
    assert.equal(new Set(offices).size, offices.length);
  },
  R0106: (xml) => {
    for (const equipment of blocks(xml, 'TransportEquipment')) {
      const numbers = blocks(equipment, 'Seal').map((seal) =>
        Number(values(seal, 'sequenceNumber')[0]),
      );
      assert.equal(Number(values(equipment, 'numberOfSeals')[0] ?? '0'), Math.max(0, ...numbers));
    }
  },
  R0448: (xml) => {
    for (const equipment of blocks(xml, 'TransportEquipment'))
      assert.ok(
        /<containerIdentificationNumber>/.test(equipment) ||
          Number(values(equipment, 'numberOfSeals')[0]) > 0,
        'an equipment without a container number has seals',
      );
  },
  R0350: (xml) => assert.deepEqual(values(xml, 'reducedDatasetIndicator'), ['0']),
  R0352: (xml) => assert.deepEqual(values(xml, 'reducedDatasetIndicator'), ['0']),
  R0476: (xml) => assert.ok(blocks(xml, 'DepartureTransportMeans').length <= 1),
  R0507: (xml) => {
    for (const item of blocks(xml, 'ConsignmentItem'))
      absent(item, 'countryOfDispatch', 'countryOfDestination', 'referenceNumberUCR');
  },
  R0789: (xml) => assert.ok(blocks(xml, 'ActiveBorderTransportMeans').length <= 1),
  R0855: (xml) => assert.ok(blocks(xml, 'DepartureTransportMeans').length <= 1),
  R0007: (xml) => {
    const numbers = blocks(xml, 'ConsignmentItem').map((item) =>
      Number(values(item, 'declarationGoodsItemNumber')[0]),
    );
    assert.deepEqual(
      numbers,
      numbers.map((_, index) => index + 1),
    );
  },
  R0987: (xml) => {
    const runs = (within: string, name: string) => {
      for (const parent of within === '' ? [xml] : blocks(xml, within)) {
        const numbers = blocks(parent, name).map((group) =>
          Number(values(group, 'sequenceNumber')[0]),
        );
        assert.deepEqual(
          numbers,
          numbers.map((_, index) => index + 1),
          `${name} in ${within || 'the message'}`,
        );
      }
    };
    runs('', 'HouseConsignment');
    runs('', 'Guarantee');
    runs('', 'TransportEquipment');
    runs('', 'CountryOfRoutingOfConsignment');
    for (const name of ['SupportingDocument', 'PreviousDocument', 'AdditionalReference'])
      runs('ConsignmentItem', name);
  },
  R0850: (xml) => {
    // The canonical contract takes an EORI as two capitals and 1 to 15 letters or digits.
    for (const role of ['HolderOfTheTransitProcedure', 'Consignor', 'Representative'])
      for (const party of blocks(xml, role))
        for (const id of values(party, 'identificationNumber'))
          assert.match(id, /^[A-Z]{2}[\x21-\x7E]{1,15}$/);
  },
  R0851: (xml) => {
    for (const party of blocks(xml, 'Consignee'))
      for (const id of values(party, 'identificationNumber'))
        assert.match(id, /^[A-Z]{2}[\x21-\x7E]{1,15}$/);
  },
  R0988: (xml) => {
    for (const house of blocks(xml, 'HouseConsignment')) {
      const numbers = blocks(house, 'ConsignmentItem').map((item) =>
        Number(values(item, 'goodsItemNumber')[0]),
      );
      assert.deepEqual(
        numbers,
        numbers.map((_, index) => index + 1),
      );
    }
  },
};

const MESSAGES = [
  ['the T1 sample', () => built('t1-auto-dispatch')],
  ['the T2 groupage sample', () => built('t2-groupage')],
  [
    // Paid in cash (A): a transit without security data has no place for it (C0186).
    'the T1 with its transport charges',
    () =>
      built('t1-auto-dispatch', (d) => {
        d.shipment.transport_charges_method_of_payment = 'A';
      }),
  ],
  [
    // A broker that is no authorised consignor, the goods presented at the office: no C521.
    'the T1 of a broker without C521',
    () =>
      built(
        't1-auto-dispatch',
        (d) => delete d.authorised_location_of_goods,
        companySettings({ 'declarations:sender_gln': '5412345000013' }),
      ),
  ],
  [
    // A second guarantee of a public body (8): its reference, no guarantee reference group.
    'the T1 with a public body’s guarantee beside its own',
    () =>
      built('t1-auto-dispatch', (d) => {
        d.guarantees.push({
          sequence_number: 2,
          type: '8',
          other_reference: 'BE-FOD-2026-7',
          amount: 1000,
          currency: 'EUR',
        });
      }),
  ],
  [
    // The sender's own numbers everywhere: the message numbers 1, 2, 3 … and keeps one UCR.
    'the T2 groupage with the sender’s numbers and the dossier’s UCR',
    () =>
      built('t2-groupage', (d) => {
        d.ucr = 'BE-DOSSIER-2026-0042';
        d.guarantees[0].sequence_number = 5;
        d.goods_items.forEach((item: any, index: number) => {
          item.declaration_goods_item_number = 30 - index;
          item.supporting_documents = [
            { sequence_number: 7, type: 'N380', reference: `INV-${index}` },
          ];
        });
      }),
  ],
  [
    'the T2 with a second container, sealed twice',
    () =>
      built('t2-groupage', (d) => {
        d.goods_items[2].containers = [
          { container_number: 'CMAU3141590', seals: ['BE-100001', 'BE-100002'] },
        ];
      }),
  ],
] as const;

describe('the official NCTS rules and conditions of IE015', () => {
  it('are all 99 the official texts list, each with a status, and none else', () => {
    const ids = officialIds();
    assert.equal(ids.length, 99);
    assert.deepEqual(Object.keys(IE015_RULES).sort(), [...ids].sort());
  });

  it('take the guarantee types with a reference from CL076 as the EU lists it', () => {
    assert.deepEqual(
      [...TYPES_WITH_REFERENCE].sort(),
      ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'A', 'B', 'R'].filter(
        (type) => embeddedCodes('transit', 6).has('CL076', type) === true,
      ),
    );
  });

  it('name, where checked, a filing rule that carries the official id', () => {
    const catalogue = new Set(FILING_RULES.map((rule) => rule.id));
    for (const [id, rule] of Object.entries(IE015_RULES))
      if (rule.status.kind === 'checked') {
        assert.equal(rule.status.rule, id, `${id} is checked under its own id`);
        assert.ok(
          catalogue.has(id),
          `${id} is in the catalogue (test/filing/filing-rules.test.ts)`,
        );
      }
  });

  it('give a reason or a plan for every id neither checked nor holding by construction', () => {
    for (const [id, rule] of Object.entries(IE015_RULES)) {
      const text =
        rule.status.kind === 'not-applicable'
          ? rule.status.why
          : rule.status.kind === 'later'
            ? rule.status.plan
            : 'checked or by construction';
      assert.ok(text.trim().length > 2, id);
      assert.ok(rule.what.length > 10, id);
    }
  });

  it('show on the built message every id that holds by construction', () => {
    const construction = Object.entries(IE015_RULES)
      .filter(([, rule]) => rule.status.kind === 'construction')
      .map(([id]) => id);
    assert.deepEqual(Object.keys(PROOFS).sort(), construction.sort());
  });

  it('carry a transit’s transport charges with security data, and say so without (C0186)', () => {
    const paid = (d: any) => {
      d.shipment.transport_charges_method_of_payment = 'A';
    };
    assert.match(
      built('t1-auto-dispatch', (d) => {
        paid(d);
        // With security data: the office where the goods leave the Union, the lorry's registration.
        d.security_code = 2;
        d.customs_offices.exit = 'DE004058';
        d.transport.border_means_type_code = '30';
      }),
      /<TransportCharges>\s*<methodOfPayment>A<\/methodOfPayment>/,
    );
    assert.doesNotMatch(built('t1-auto-dispatch', paid), /<TransportCharges>/);
  });

  it('carry the flight as the border means’ conveyance reference by air (C0531), and name a location only its qualifier’s way (C0394)', () => {
    const byAir = built('t1-auto-dispatch', (d) => {
      d.security_code = 2;
      d.customs_offices.exit = 'DE004058';
      d.transport.mode_at_border = 4;
      d.transport.border_means_type_code = '40';
      d.transport.border_means_id = 'KL1723';
      d.transport.border_means_nationality = 'NL';
      d.authorised_location_of_goods.un_locode = 'BEANR';
    });
    const border = blocks(byAir, 'ActiveBorderTransportMeans')[0]!;
    assert.deepEqual(values(border, 'conveyanceReferenceNumber'), ['KL1723']);
    // The location is the authorised place (Y): its UN/LOCODE is kept on the dossier, not filed.
    const location = blocks(byAir, 'LocationOfGoods')[0]!;
    assert.deepEqual(values(location, 'authorisationNumber'), ['BEACEBE0403000158-2021-TR01']);
    absent(location, 'UNLocode');
    assert.doesNotMatch(built('t1-auto-dispatch'), /<conveyanceReferenceNumber>/);
  });

  for (const [name, message] of MESSAGES)
    it(`hold by construction on ${name}`, () => {
      const xml = message();
      assert.ok(blocks(xml, 'TransportEquipment').length > 0, 'the sample has its container');
      for (const [id, proof] of Object.entries(PROOFS))
        try {
          proof(xml);
        } catch (error) {
          assert.fail(`${id}: ${(error as Error).message}`);
        }
    });
});
