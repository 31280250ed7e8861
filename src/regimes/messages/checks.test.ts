import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Checks } from './checks.ts';
import type { ReferenceCodes } from './code-lists.ts';

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
