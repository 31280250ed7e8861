import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { cc015cStructure } from '../../src/regimes/messages/cc015c-structure.ts';
import { cc015cSchema } from '../../src/regimes/messages/schemas.ts';
import { nctsSchemaFolder } from '../support/filing.ts';

const samples = (phase: 5 | 6) => {
  const folder = join(nctsSchemaFolder, `samples-p${phase}`);
  return readdirSync(folder).map((file) => ({
    file,
    xml: readFileSync(join(folder, file), 'utf8'),
  }));
};

const LEAF = /^(\s*)<(\w+)>([^<]*)<\/\2>\s*$/;

/**
 * Each value line of a valid message changed in the ways a builder could get it wrong: left out,
 * written twice, emptied, far too long, a stray letter, a decimal, a line break inside.
 */
const mutations = (xml: string): { what: string; xml: string }[] => {
  const lines = xml.split('\n');
  const out: { what: string; xml: string }[] = [];
  lines.forEach((line, index) => {
    const leaf = LEAF.exec(line);
    if (!leaf) return;
    const [, indent, name, text] = leaf as unknown as [string, string, string, string];
    const put = (what: string, replacement: string[]) =>
      out.push({
        what: `${name} (line ${index + 1}) ${what}`,
        xml: [...lines.slice(0, index), ...replacement, ...lines.slice(index + 1)].join('\n'),
      });
    const as = (value: string) => `${indent}<${name}>${value}</${name}>`;
    put('left out', []);
    put('twice', [line, line]);
    put('empty', [as('')]);
    put('too long', [as('X'.repeat(300))]);
    put('with a letter', [as(`${text}x`)]);
    put('as a decimal', [as('1.1234567')]);
    put('with a break', [as(`${text}\n${text}`)]);
  });
  return out;
};

describe("CC015C checked against the IE015 data items (the service's own check)", () => {
  for (const phase of [5, 6] as const) {
    it(`phase ${phase}: the official samples are valid, the invalid one is not, as the schema says`, () => {
      const xsd = cc015cSchema(nctsSchemaFolder, phase);
      for (const { file, xml } of samples(phase)) {
        const official = xsd.validate(xml);
        const ours = cc015cStructure(phase).validate(xml);
        assert.equal(
          ours.length === 0,
          official.length === 0,
          `${file}: ${ours.join('; ')} / ${official.join('; ')}`,
        );
      }
      assert.ok(samples(phase).some(({ file }) => file.includes('invalid')));
    });

    it(`phase ${phase}: agrees with the official schema on every value of the samples changed seven ways`, () => {
      const xsd = cc015cSchema(nctsSchemaFolder, phase);
      let compared = 0;
      let refused = 0;
      const disagreements: string[] = [];
      for (const { file, xml } of samples(phase).filter(({ file }) => !file.includes('invalid')))
        for (const mutation of mutations(xml)) {
          const official = xsd.validate(mutation.xml).length === 0;
          const ours = cc015cStructure(phase).validate(mutation.xml);
          compared++;
          if (!official) refused++;
          if (official !== (ours.length === 0))
            disagreements.push(
              `${file} ${mutation.what}: schema ${official ? 'valid' : 'invalid'}, ours ${ours.length === 0 ? 'valid' : ours.join('; ')}`,
            );
        }
      assert.ok(compared > 500, `${compared} mutations`);
      assert.ok(refused > compared / 3, `the schema refused ${refused} of ${compared}`);
      assert.deepEqual(disagreements, []);
    });
  }

  it('says where and what: the line, the element and the data item', () => {
    const { xml } = samples(6).find(({ file }) => file === 'cc015c-valid.xml')!;
    const broken = xml.replace(/<LRN>[^<]*<\/LRN>/, `<LRN>${'L'.repeat(23)}</LRN>`);
    const line = broken.split('\n').findIndex((text) => text.includes('<LRN>')) + 1;
    assert.deepEqual(cc015cStructure(6).validate(broken), [
      `line ${line}: Element 'LRN': '${'L'.repeat(23)}' is longer than 22 characters (LRN).`,
    ]);
    assert.match(
      cc015cStructure(6).validate(xml.replace(/PhaseID="[^"]*"/, 'PhaseID="NCTS4"'))[0]!,
      /PhaseID 'NCTS4' is not of phase 6/,
    );
    assert.match(cc015cStructure(6).validate('<CC015C>')[0]!, /^not well-formed/);
  });
});
