import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseDeclaration, readCanonicalXml, textFault } from './index.ts';
import { isXmlCharacter, unpairedSurrogateAt } from './text-validity.ts';

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
  it('finds the first surrogate without its partner, past valid pairs', () => {
    assert.equal(unpairedSurrogateAt('plain text, Liège, 東京'), -1);
    assert.equal(unpairedSurrogateAt('😀 \ud83d\ude00'), -1);
    assert.equal(unpairedSurrogateAt('\ud800\udc00\udbff\udfff'), -1, 'U+10000 and U+10FFFF');
    assert.equal(unpairedSurrogateAt('😀\ud800'), 2);
    assert.equal(unpairedSurrogateAt('\uff71\ue000\ud800'), 2, 'above the surrogates is text');
    assert.equal(unpairedSurrogateAt('ab\udfff'), 2, 'a lone low surrogate');
    assert.equal(unpairedSurrogateAt('\udc00\ud800'), 0, 'a pair the wrong way round');
    assert.equal(unpairedSurrogateAt('\ud800\ud800\udc00'), 0, 'high, then a full pair');
    assert.equal(unpairedSurrogateAt('\udbff\ue000'), 0);
    assert.equal(unpairedSurrogateAt('\ud800\udbff'), 0);
  });

  it('lets a character reference name exactly the characters of XML 1.0 less DEL and C1', () => {
    const allowed = [0x9, 0xa, 0xd, 0x20, 0x7e, 0xa0, 0xd7ff, 0xe000, 0xfffd, 0x10000, 0x10ffff];
    const refused = [0x0, 0x8, 0xb, 0xc, 0xe, 0x1f, 0x7f, 0x9f, 0xd800, 0xdfff, 0xfffe, 0xffff];
    for (const code of allowed) assert.equal(isXmlCharacter(code), true, code.toString(16));
    for (const code of [...refused, 0x110000])
      assert.equal(isXmlCharacter(code), false, code.toString(16));
  });
});
