import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Ajv2020 } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import { SAMPLE_NAMES, sample } from '../../test/support/samples.ts';
import { compileXsd } from '../xsd/index.ts';
import {
  canonicalJsonSchema,
  canonicalToXml,
  canonicalXsd,
  parseDeclaration,
  readCanonicalXml,
  type CanonicalDeclaration,
} from './index.ts';

const parsed = (tree: unknown): CanonicalDeclaration => {
  const result = parseDeclaration(tree);
  assert.ok(result.ok, JSON.stringify(!result.ok && result.complaints));
  return result.declaration;
};

const complaintsOf = (tree: unknown) => {
  const result = parseDeclaration(tree);
  assert.ok(!result.ok, 'expected complaints');
  return result.complaints;
};

describe('the canonical contract', () => {
  for (const name of SAMPLE_NAMES) {
    it(`accepts the ${name} sample unchanged`, () => {
      assert.deepEqual(parsed(sample(name)), sample(name));
    });
  }

  it('matches property names case-insensitively and ignores unknown ones', () => {
    const declaration = parsed({
      DECLARATION_TYPE: 'IM',
      Shipment: { Invoice_Number: 'INV-1', Extra: 1 },
      whatever: { x: 1 },
    });
    assert.deepEqual(declaration, {
      declaration_type: 'IM',
      shipment: { invoice_number: 'INV-1' },
    });
  });

  it('treats null as absent', () => {
    assert.deepEqual(
      parsed({
        declaration_type: 'T1',
        ucr: null,
        parties: { consignor: null },
        goods_items: null,
      }),
      { declaration_type: 'T1', parties: {} },
    );
  });

  it('refuses a property given twice in different case, naming both spellings', () => {
    const [complaint] = complaintsOf({ declaration_type: 'EX', Declaration_Type: 'IM' });
    assert.equal(complaint?.path, '/Declaration_Type');
    assert.match(complaint.message, /given twice, as "declaration_type" and "Declaration_Type"/);
  });

  it('names paths as the sender spelt them', () => {
    const complaints = complaintsOf({
      declaration_type: 'IM',
      Goods_Items: [{ Sequence_Number: 1, Country_Of_Origin: 'China' }],
    });
    assert.deepEqual(complaints, [
      {
        path: '/Goods_Items/0/Country_Of_Origin',
        message: 'must be a two-letter ISO 3166-1 alpha-2 code in capitals, such as BE',
      },
    ]);
  });

  for (const name of SAMPLE_NAMES) {
    it(`reads the XML twin of ${name} into exactly the same declaration`, () => {
      const json = parsed(sample(name));
      const { tree, complaints } = readCanonicalXml(canonicalToXml(json));
      assert.deepEqual(complaints, []);
      assert.deepEqual(parsed(tree), json);
    });
  }

  it('reads XML element names case-insensitively, without a namespace, with entities decoded', () => {
    const xml =
      '<Declaration><DECLARATION_TYPE>EX</DECLARATION_TYPE><Shipment><invoice_number>A &amp; B &#233;</invoice_number><total_invoice_amount>12.50</total_invoice_amount></Shipment><goods_items><Goods_Item><sequence_number>1</sequence_number><preferential>1</preferential></Goods_Item></goods_items></Declaration>';
    const { tree } = readCanonicalXml(xml);
    assert.deepEqual(parsed(tree), {
      declaration_type: 'EX',
      shipment: { invoice_number: 'A & B é', total_invoice_amount: 12.5 },
      goods_items: [{ sequence_number: 1, preferential: true }],
    });
  });

  it('reports an XML number that is not one with its path', () => {
    const { tree } = readCanonicalXml(
      '<declaration><declaration_type>T1</declaration_type><totals><gross_mass>12,5</gross_mass></totals></declaration>',
    );
    assert.deepEqual(complaintsOf(tree), [
      { path: '/totals/gross_mass', message: 'must be a number of at least 0' },
    ]);
  });

  it('refuses XML with a DTD or entities, and XML that is not well-formed', () => {
    assert.throws(
      () =>
        readCanonicalXml(
          '<!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><declaration>&x;</declaration>',
        ),
      /DTD or entity/,
    );
    assert.throws(() => readCanonicalXml('<declaration><ucr>x</declaration>'), /not well-formed/);
    assert.throws(
      () => readCanonicalXml('<declaration><ucr>&nbsp;</ucr></declaration>'),
      /"&nbsp;" is an unescaped & or an entity XML does not define/,
    );
  });

  it('refuses a repeated XML element and a wrong list entry name', () => {
    const { complaints } = readCanonicalXml(
      '<declaration><declaration_type>T1</declaration_type><ucr>a</ucr><ucr>b</ucr><goods_items><item/></goods_items></declaration>',
    );
    assert.deepEqual(
      complaints.map((complaint) => complaint.path),
      ['/ucr', '/goods_items'],
    );
  });

  it('publishes a JSON Schema that accepts every sample and rejects a bad declaration', () => {
    const ajv = new Ajv2020({ strict: false });
    (formats as unknown as { default: (ajv: Ajv2020) => void }).default(ajv);
    const validate = ajv.compile(canonicalJsonSchema());
    for (const name of SAMPLE_NAMES)
      assert.ok(validate(sample(name)), `${name}: ${ajv.errorsText(validate.errors)}`);
    assert.ok(
      validate({ declaration_type: 'T1', ucr: null, shipment: null }),
      'null is allowed where a member is optional',
    );
    assert.equal(validate({ declaration_type: 'XX' }), false);
    assert.equal(validate({ shipment: {} }), false);
  });

  it('publishes an XSD that the XML twins of every sample satisfy', () => {
    const xsd = compileXsd(canonicalXsd());
    try {
      for (const name of SAMPLE_NAMES)
        assert.deepEqual(xsd.validate(canonicalToXml(parsed(sample(name)))), [], name);
      const bad = xsd.validate(
        '<declaration xmlns="urn:customs-declaration-service:canonical:v1"><declaration_type>XX</declaration_type></declaration>',
      );
      assert.ok(bad.length > 0);
    } finally {
      xsd.dispose();
    }
  });
});
