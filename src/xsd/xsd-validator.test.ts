import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { sharedDir } from '../../test/support/samples.ts';
import { compileXsdFile, type XsdCheck } from './xsd-validator.ts';

// The validator is trusted for our own messages only after it sorts the official samples right.
for (const phase of [
  { name: 'phase 6', xsd: 'p6-v60.4.16', samples: 'samples-p6' },
  { name: 'phase 5', xsd: 'p5-v51.8.6', samples: 'samples-p5' },
]) {
  describe(`the NCTS CC015C schema, ${phase.name}`, () => {
    let xsd: XsdCheck;
    const sampleText = (file: string) =>
      readFileSync(`${sharedDir}schemas/ncts/${phase.samples}/${file}`, 'utf8');
    before(() => {
      xsd = compileXsdFile(`${sharedDir}schemas/ncts/${phase.xsd}/cc015c.xsd`);
    });
    after(() => xsd?.dispose());

    for (const file of [
      'cc015c-valid.xml',
      'cc015c-valid-2.xml',
      'cc015c-t2-groupage-2-houses.xml',
    ]) {
      it(`accepts ${file}`, () => assert.deepEqual(xsd.validate(sampleText(file)), []));
    }

    it('refuses cc015c-invalid.xml, naming the line', () => {
      const errors = xsd.validate(sampleText('cc015c-invalid.xml'));
      assert.ok(errors.length > 0);
      assert.match(errors[0]!, /^line \d+: /);
    });
  });
}
