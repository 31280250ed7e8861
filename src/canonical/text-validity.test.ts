import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseDeclaration, readCanonicalXml, textFault } from './index.ts';

describe('text we accept is valid Unicode that XML can carry', () => {
  it('keeps tabs, line breaks, accents, CJK and characters beyond the BMP', () => {
    for (const text of ['a\tb\r\nc', 'Liège – Müller', '東京', 'emoji 😀', '\u00a0no-break space'])
      assert.equal(textFault(text), undefined, JSON.stringify(text));
  });

  it('names an unpaired surrogate, NUL, other control characters and U+FFFE/U+FFFF', () => {
    assert.match(textFault('a\ud800b')!, /unpaired surrogate \(U\+D800\)/);
    assert.match(textFault('\udc00')!, /unpaired surrogate \(U\+DC00\)/);
    assert.match(textFault('x\u0000')!, /NUL character/);
    assert.match(textFault('bell\u0007')!, /U\+0007/);
    assert.match(textFault('\uffff')!, /U\+FFFF/);
    assert.match(textFault('DEL\u007f')!, /U\+007F/);
    assert.match(textFault('next line\u0085')!, /U\+0085/);
  });

  it('refuses such a string in a JSON body with its path as the sender spelt it', () => {
    const result = parseDeclaration({
      declaration_type: 'T1',
      Goods_Items: [{ sequence_number: 1, Description: 'Steel \ud800 bolts' }],
      parties: { consignee: { name: 'ok', city: 'Gent\u0001' } },
    });
    assert.ok(!result.ok);
    assert.deepEqual(
      result.complaints.map((complaint) => complaint.path),
      ['/Goods_Items/0/Description', '/parties/consignee/city'],
    );
  });

  it('refuses XML with a forbidden character, written or referenced, as not well-formed', () => {
    for (const [xml, shown] of [
      ['<declaration><ucr>a&#0;b</ucr></declaration>', /"&#0;"/],
      ['<declaration><ucr>&#xD800;</ucr></declaration>', /"&#xD800;"/],
      ['<declaration><ucr>&#x1;</ucr></declaration>', /"&#x1;"/],
      ['<declaration><ucr>&#65535;</ucr></declaration>', /"&#65535;"/],
      ['<declaration><ucr>&#x85;</ucr></declaration>', /"&#x85;"/],
      ['<declaration><ucr>a\u0001b</ucr></declaration>', /U\+0001.*line 1, column 20/],
    ] as const)
      assert.throws(() => readCanonicalXml(xml), shown);
    const { tree } = readCanonicalXml('<declaration><ucr>&#x1F600;&#233;&#9;</ucr></declaration>');
    assert.deepEqual(tree, { ucr: '😀é\t' });
  });
});
