import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Complaint } from '../errors/index.ts';
import { DomainError } from '../errors/index.ts';
import {
  CanonicalDeclarationSchema,
  decodeUtf8,
  parseDeclaration,
  readDeclaration,
  readJson,
  sniffFormat,
} from './index.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

/** Matches a DomainError by what the HTTP layer and the queue consumer read from it. */
const refusal =
  (kind: string, code: string, message: string | RegExp, complaints?: Complaint[]) =>
  (error: unknown) => {
    assert.ok(error instanceof DomainError, String(error));
    assert.equal(error.kind, kind);
    assert.equal(error.code, code);
    if (typeof message === 'string') assert.equal(error.message, message);
    else assert.match(error.message, message);
    if (complaints) assert.deepEqual(error.complaints, complaints);
    return true;
  };

describe('reading a declaration body, JSON or XML', () => {
  it('turns a valid JSON or XML body into the same declaration', () => {
    const json = readDeclaration(
      bytes('{"Declaration_Type":"T1","ucr":"U1","goods_items":[{"sequence_number":1}]}'),
      'json',
    );
    const xml = readDeclaration(
      bytes(
        '<declaration><declaration_type>T1</declaration_type><ucr>U1</ucr><goods_items><goods_item><sequence_number>1</sequence_number></goods_item></goods_items></declaration>',
      ),
      'xml',
    );
    const expected = { declaration_type: 'T1', ucr: 'U1', goods_items: [{ sequence_number: 1 }] };
    assert.deepEqual(json, expected);
    assert.deepEqual(xml, expected);
  });

  it('reads the body as the format it is declared, not as it looks', () => {
    assert.throws(
      () => readDeclaration(bytes('<declaration/>'), 'json'),
      refusal('unparseable', 'bad-json', /^The body is not valid JSON/),
    );
    assert.throws(
      () => readDeclaration(bytes('{"declaration_type":"T1"}'), 'xml'),
      (error: unknown) => error instanceof DomainError && error.kind === 'unparseable',
    );
  });

  it('counts the complaints in its message, one or several', () => {
    assert.throws(
      () => readDeclaration(bytes('{"declaration_type":"XX"}'), 'json'),
      refusal(
        'invalid',
        'validation',
        'The declaration is not valid: 1 complaint, listed in errors',
        [{ path: '/declaration_type', message: 'must be one of IM, EX, T1, T2' }],
      ),
    );
    assert.throws(
      () => readDeclaration(bytes('{"declaration_type":"XX","ucr":5}'), 'json'),
      refusal(
        'invalid',
        'validation',
        'The declaration is not valid: 2 complaints, listed in errors',
      ),
    );
  });

  it('refuses an XML body whose reading found a fault even when the rest is valid', () => {
    assert.throws(
      () =>
        readDeclaration(
          bytes(
            '<declaration><declaration_type>T1</declaration_type><ucr>a</ucr><ucr>b</ucr></declaration>',
          ),
          'xml',
        ),
      refusal(
        'invalid',
        'validation',
        'The declaration is not valid: 1 complaint, listed in errors',
      ),
    );
  });

  it('names only the wrong XML root, not the empty declaration it leaves', () => {
    assert.throws(
      () => readDeclaration(bytes('<shipment><ucr>a</ucr></shipment>'), 'xml'),
      refusal('invalid', 'validation', /: 1 complaint,/, [
        { path: '/', message: 'the XML root element must be <declaration>' },
      ]),
    );
  });

  it('lists XML reading faults and validation faults together', () => {
    assert.throws(
      () =>
        readDeclaration(
          bytes(
            '<declaration><declaration_type>XX</declaration_type><ucr>a</ucr><ucr>b</ucr></declaration>',
          ),
          'xml',
        ),
      (error: unknown) => {
        assert.ok(error instanceof DomainError);
        assert.deepEqual(
          error.complaints.map((complaint) => complaint.path),
          ['/ucr', '/declaration_type'],
        );
        return true;
      },
    );
  });

  it('ends a long list of complaints with a single note that it stops', () => {
    const items = Array.from({ length: 300 }, () => '{"sequence_number":"x"}').join(',');
    assert.throws(
      () => readDeclaration(bytes(`{"declaration_type":"T1","goods_items":[${items}]}`), 'json'),
      (error: unknown) => {
        assert.ok(error instanceof DomainError);
        assert.equal(error.complaints.length, 201);
        const stops = error.complaints.filter((c) =>
          /^the list of complaints stops/.test(c.message),
        );
        assert.deepEqual(stops, [error.complaints[200]]);
        assert.equal(
          error.message,
          'The declaration is not valid: 201 complaints, listed in errors',
        );
        return true;
      },
    );
  });
});

describe('reading JSON text', () => {
  it('names where the JSON breaks when the parser says, and never quotes the body', () => {
    assert.throws(
      () => readJson('{"declaration_type":"T1",}', CanonicalDeclarationSchema),
      refusal('unparseable', 'bad-json', 'The body is not valid JSON (at character 25)'),
    );
    assert.throws(
      () => readJson('{"secret":}', CanonicalDeclarationSchema),
      refusal('unparseable', 'bad-json', 'The body is not valid JSON'),
    );
  });

  it('refuses a body the bounded scan refuses, before any validation, counting its complaints', () => {
    assert.throws(
      () => readJson('{"ucr":"a","ucr":"b"}', CanonicalDeclarationSchema),
      refusal(
        'invalid',
        'validation',
        'The body is refused as it is read, before validation: 1 complaint, listed in errors',
        [
          {
            path: '/ucr',
            message: 'is given twice in the same object; each property may appear once',
          },
        ],
      ),
    );
    assert.throws(
      () => readJson('{"ucr":"a","ucr":"b","lrn":1,"lrn":2}', CanonicalDeclarationSchema),
      refusal('invalid', 'validation', /: 2 complaints, listed in errors$/),
    );
  });

  it('gives back the parsed tree, unvalidated', () => {
    assert.deepEqual(readJson('{"declaration_type":"XX","n":[1]}', CanonicalDeclarationSchema), {
      declaration_type: 'XX',
      n: [1],
    });
  });
});

describe('decoding and sniffing a body', () => {
  it('decodes strict UTF-8, dropping a byte order mark', () => {
    assert.equal(decodeUtf8(Uint8Array.of(0xef, 0xbb, 0xbf, 0x7b, 0x7d)), '{}');
    assert.equal(decodeUtf8(bytes('Liège')), 'Liège');
  });

  it('refuses bytes that are not UTF-8 instead of replacing them', () => {
    for (const invalid of [Uint8Array.of(0x4c, 0x69, 0xe8, 0x67, 0x65), Uint8Array.of(0xc3)])
      assert.throws(
        () => decodeUtf8(invalid),
        refusal('unparseable', 'bad-encoding', 'The body is not valid UTF-8'),
      );
  });

  it('takes a body for XML when its first character after a BOM and white space is <', () => {
    assert.equal(sniffFormat(bytes('<declaration/>')), 'xml');
    assert.equal(sniffFormat(bytes(' \t\r\n<declaration/>')), 'xml');
    assert.equal(sniffFormat(bytes('\ufeff<declaration/>')), 'xml');
    assert.equal(sniffFormat(bytes('\ufeff \n<declaration/>')), 'xml');
    assert.equal(sniffFormat(bytes('{"ucr":"<"}')), 'json');
    assert.equal(sniffFormat(bytes(' {}')), 'json');
    assert.equal(sniffFormat(bytes('   ')), 'json');
    assert.equal(sniffFormat(new Uint8Array()), 'json');
    assert.equal(sniffFormat(bytes('x<declaration/>')), 'json');
  });

  it('skips only a whole BOM, not a character whose bytes start or end like one', () => {
    // U+FF7F is EF BD BF, U+FEC0 is EF BB 80, U+4E3F is E4 B8 BF: three bytes, then the <.
    for (const text of ['\uff7f<a/>', '\ufec0<a/>', '\u4e3f<a/>'])
      assert.equal(sniffFormat(bytes(text)), 'json', text);
  });
});

describe('parsing a declaration tree', () => {
  it('refuses anything but an object, saying a declaration is expected', () => {
    for (const tree of [null, undefined, 'IM', 42, [], [{ declaration_type: 'IM' }]])
      assert.deepEqual(
        parseDeclaration(tree),
        {
          ok: false,
          complaints: [{ path: '/', message: 'must be an object holding a declaration' }],
        },
        JSON.stringify(tree),
      );
  });
});
