import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { Checks } from './checks.ts';
import { loadReferenceCodes, type ReferenceCodes } from './code-lists.ts';

/** CL017 is loaded (PK, BX), CL008 is not; two offices, BE101000 without TRA. */
const codes: ReferenceCodes = {
  has: (list, code) => (list === 'CL017' ? ['PK', 'BX', '7'].includes(code) : undefined),
  officeRoles: (office) =>
    ({ BE101000: new Set(['DEP', 'DES']), BE212000: new Set(['DEP', 'DES', 'TRA']) })[office],
};

const messages = (checks: Checks) => checks.problems.map((problem) => problem.message);

describe('the checks of one message build', () => {
  it('names a missing mandatory value, and keeps 0 and false as values', () => {
    const checks = new Checks(codes);
    assert.equal(checks.required(undefined, 'A/lrn', '/lrn'), undefined);
    assert.equal(checks.required(null, 'A/b', '/b'), undefined);
    assert.equal(checks.required('', 'A/c', '/c'), undefined);
    assert.equal(checks.required(0, 'A/d', '/d'), 0);
    assert.equal(checks.required(false, 'A/e', '/e'), false);
    assert.equal(checks.required('x', 'A/f', '/f'), 'x');
    assert.deepEqual(checks.problems, [
      { element: 'A/lrn', path: '/lrn', message: 'is required and has no value' },
      { element: 'A/b', path: '/b', message: 'is required and has no value' },
      { element: 'A/c', path: '/c', message: 'is required and has no value' },
    ]);
    assert.deepEqual(checks.notices, []);
  });

  it('refuses a code outside its list, and cannot judge a list that is not loaded', () => {
    const checks = new Checks(codes);
    assert.equal(checks.code('CL017', 'PK', 'P/type', '/p/0'), 'PK');
    assert.equal(checks.code('CL017', 7, 'P/n', '/p/1'), 7, 'a number is looked up as its text');
    assert.equal(checks.code('CL017', 'ZZ', 'P/type', '/p/2'), 'ZZ', 'the value goes on');
    assert.equal(checks.code('CL008', 'XX', 'C/country', '/c'), 'XX');
    assert.equal(checks.code('CL017', undefined, 'P/type', '/p/3'), undefined);
    assert.equal(checks.code('CL017', '', 'P/type', '/p/4'), '', 'missing is required()’s job');
    assert.deepEqual(checks.problems, [
      { element: 'P/type', path: '/p/2', message: 'ZZ is not a code of CL017' },
    ]);
  });

  it('refuses an unknown customs office and one without the role the element needs', () => {
    const checks = new Checks(codes);
    checks.office('DEP', 'BE101000', 'Dep/referenceNumber', '/customs_offices/departure');
    checks.office('TRA', 'BE101000', 'Tra/referenceNumber', '/customs_offices/transit');
    checks.office('DES', 'XX999999', 'Des/referenceNumber', '/customs_offices/destination');
    checks.office(undefined, 'BE212000', 'Imp/referenceNumber', '/customs_offices/import');
    checks.office(undefined, 'XX000000', 'Imp/referenceNumber', '/customs_offices/import');
    assert.equal(checks.office('DEP', undefined, 'Dep/referenceNumber', '/x'), undefined);
    assert.deepEqual(checks.problems, [
      {
        element: 'Tra/referenceNumber',
        path: '/customs_offices/transit',
        message: 'BE101000 is a customs office without the role TRA',
      },
      {
        element: 'Des/referenceNumber',
        path: '/customs_offices/destination',
        message: 'XX999999 is not a known customs office',
      },
      {
        element: 'Imp/referenceNumber',
        path: '/customs_offices/import',
        message: 'XX000000 is not a known customs office',
      },
    ]);
  });

  it('reports a value the message cannot carry as a notice, never as a problem', () => {
    const checks = new Checks(codes);
    for (const absent of [undefined, null, '']) checks.notCarried(absent, 'E', '/e', 'why');
    checks.notCarried(0, 'Means/nationality', '/transport/nationality', 'no place for it');
    checks.notCarried(false, 'F', '/f', 'phase 5');
    assert.deepEqual(checks.problems, []);
    assert.deepEqual(checks.notices, [
      {
        element: 'Means/nationality',
        path: '/transport/nationality',
        message: 'is not carried in the message: no place for it',
      },
      { element: 'F', path: '/f', message: 'is not carried in the message: phase 5' },
    ]);
  });

  it('records a broken rule with its own message only', () => {
    const checks = new Checks(codes);
    checks.rule(true, 'T/security', '/security_code', 'must be 0 or 2');
    checks.rule(false, 'T/declarationType', '/declaration_type', 'must be T1 or T2');
    assert.deepEqual(checks.problems, [
      { element: 'T/declarationType', path: '/declaration_type', message: 'must be T1 or T2' },
    ]);
  });

  it('runs a value’s rules together: required first, then its list and its office', () => {
    const checks = new Checks(codes);
    assert.equal(checks.check(undefined, 'A', '/a', { list: 'CL017', role: 'DEP' }), undefined);
    assert.equal(checks.problems.length, 0, 'an optional value that is absent is not checked');

    assert.equal(checks.check(undefined, 'B', '/b', { required: true, list: 'CL017' }), undefined);
    assert.deepEqual(messages(checks), ['is required and has no value'], 'not also "not a code"');

    assert.equal(checks.check('ZZ', 'C', '/c', { list: 'CL017' }), 'ZZ');
    assert.equal(checks.check('BE101000', 'D', '/d', { required: true, role: 'TRA' }), 'BE101000');
    assert.equal(checks.check('XX000000', 'E', '/e', { office: true }), 'XX000000');
    assert.equal(checks.check('BE101000', 'F', '/f', { office: true }), 'BE101000');
    assert.equal(checks.check('ZZ', 'G', '/g', {}), 'ZZ', 'no rules: no check');
    assert.equal(checks.check(true, 'H', '/h', { list: 'CL017', office: true }), true);
    assert.equal(checks.check(0, 'I', '/i', { required: true, list: 'CL017' }), 0);
    assert.equal(checks.check(null, 'J', '/j', { list: 'CL017', office: true }), null);
    assert.deepEqual(
      checks.problems.map(({ element, message }) => `${element}: ${message}`),
      [
        'B: is required and has no value',
        'C: ZZ is not a code of CL017',
        'D: BE101000 is a customs office without the role TRA',
        'E: XX000000 is not a known customs office',
        'I: 0 is not a code of CL017',
      ],
    );
  });

  it('names each leaf by its element group and keeps where its value came from', () => {
    const checks = new Checks(codes);
    const packaging = checks.within('Consignment/HouseConsignment[1]/Packaging[1]');
    assert.deepEqual(packaging.leaf('typeOfPackages', 'PK', '/goods_items/0/package_type', {}), {
      name: 'typeOfPackages',
      text: 'PK',
      source: '/goods_items/0/package_type',
    });
    assert.equal(packaging.leaf('shippingMarks', undefined, '/goods_items/0/marks'), undefined);
    packaging.leaf('typeOfPackages', 'QQ', '/goods_items/1/package_type', { list: 'CL017' });
    checks.within('').leaf('LRN', undefined, '/lrn', { required: true });
    assert.deepEqual(
      checks.problems.map(({ element, path }) => `${element} ${path}`),
      [
        'Consignment/HouseConsignment[1]/Packaging[1]/typeOfPackages /goods_items/1/package_type',
        'LRN /lrn',
      ],
    );
  });
});

describe('the reference code lists as published in CSV', () => {
  const root = mkdtempSync(join(tmpdir(), 'code-lists-'));
  after(() => rmSync(root, { recursive: true, force: true }));
  const folder = (name: string, files: Record<string, string>) => {
    const at = join(root, name);
    mkdirSync(at);
    for (const [file, text] of Object.entries(files)) writeFileSync(join(at, file), text);
    return at;
  };
  const file = (name: string, text: string) => {
    writeFileSync(join(root, name), text);
    return join(root, name);
  };
  const offices = file('offices.csv', 'id,roles\nBE101000,DEP\nBE800000\n');

  it('reads one list per CLnnn_*.csv file and counts only the entries in state valid', () => {
    const loaded = loadReferenceCodes(
      folder('lists', {
        'CL017_KindOfPackages.csv':
          'KindOfPackages,desc_en,RDEntryStatus_state\nPK,Package,valid\nXX,Old,invalid\nBX,Box,valid\n',
        // A list without a state column: every entry counts.
        'CL048_Flags.csv': 'Code,desc_en\n0,No\n\n1,Yes\n',
        'CL10_Short.csv': 'Code\nA\n',
        'xCL020_Prefixed.csv': 'Code\nB\n',
        'CL021_Backup.csv.old': 'Code\nC\n',
        'notes.txt': 'not a list',
        'README.md': 'He said "this folder holds the lists',
      }),
      offices,
    );
    assert.equal(loaded.has('CL017', 'PK'), true);
    assert.equal(loaded.has('CL017', 'BX'), true);
    assert.equal(loaded.has('CL017', 'XX'), false, 'an invalid entry is not a code');
    assert.equal(loaded.has('CL017', 'KindOfPackages'), false, 'the header is not a code');
    assert.equal(loaded.has('CL017', 'Package'), false, 'the code is the first column');
    assert.equal(loaded.has('CL048', '0'), true);
    assert.equal(loaded.has('CL048', '1'), true);
    assert.equal(loaded.has('CL048', ''), false, 'a blank line is not a code');
    for (const list of ['CL10', 'CL020', 'CL021'])
      assert.equal(loaded.has(list, 'A'), undefined, `${list} is not loaded`);
    assert.equal(loaded.has('CL020', 'B'), undefined);
    assert.equal(loaded.has('CL021', 'C'), undefined);
    assert.equal(loaded.has('CL999', 'PK'), undefined, 'a list not loaded cannot be judged');
  });

  it('reads the customs offices with their roles, one row per language, columns in any order', () => {
    const loaded = loadReferenceCodes(
      folder('no-lists', {}),
      file(
        'all-offices.csv',
        '\ufeffid,countryId,name,roles,state\n' +
          'BE101000,BE,Antwerpen,DEP;DES,valid\n' +
          'BE101000,BE,Anvers,DES; TRA;,valid\n' +
          'BE212000,BE,Brussel,DEP,invalid\n' +
          'BE300000,BE,Gent\n' +
          'NL000396,NL,Rotterdam,,valid\n',
      ),
    );
    assert.deepEqual([...(loaded.officeRoles('BE101000') ?? [])], ['DEP', 'DES', 'TRA']);
    assert.equal(loaded.officeRoles('BE212000'), undefined, 'an office not in state valid');
    assert.equal(loaded.officeRoles('BE300000'), undefined, 'a row without a state');
    assert.deepEqual([...(loaded.officeRoles('NL000396') ?? [])], [], 'known, without roles');
    assert.equal(loaded.officeRoles('XX000000'), undefined);
    assert.equal(loaded.has('CL017', 'PK'), undefined);

    const stateFirst = loadReferenceCodes(
      folder('none', {}),
      file('state-first.csv', 'state,roles,id\nvalid,TRA,BE500000\ninvalid,DEP,BE600000\n'),
    );
    assert.deepEqual([...(stateFirst.officeRoles('BE500000') ?? [])], ['TRA']);
    assert.equal(stateFirst.officeRoles('BE600000'), undefined);

    const rolesFirst = loadReferenceCodes(
      folder('none-2', {}),
      file('r.csv', 'roles,id\nDES,BE9\n'),
    );
    assert.deepEqual([...(rolesFirst.officeRoles('BE9') ?? [])], ['DES']);

    const noState = loadReferenceCodes(folder('empty', {}), offices);
    assert.deepEqual([...(noState.officeRoles('BE101000') ?? [])], ['DEP']);
    assert.deepEqual([...(noState.officeRoles('BE800000') ?? [])], [], 'a row without roles');
  });

  it('refuses an office list without its id and roles columns', () => {
    for (const header of ['code,roles', 'id,role', 'name'])
      assert.throws(
        () => loadReferenceCodes(folder(`bad-${header}`, {}), file('bad.csv', `${header}\nx\n`)),
        (error: Error) => error.message === `${join(root, 'bad.csv')} has no id and roles columns`,
      );
  });
});
