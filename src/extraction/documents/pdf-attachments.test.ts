import assert from 'node:assert/strict';
import { it } from 'node:test';
import { catalogAndPages, writePdf } from '../../../test/support/pdf-writer.ts';
import { readEInvoice } from '../e-invoice/index.ts';
import { readPdfText } from './pdf-text.ts';

const CII =
  '<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"><rsm:ExchangedDocument><ram:ID>FX-7</ram:ID></rsm:ExchangedDocument></rsm:CrossIndustryInvoice>';

it('reads only the XML a PDF embeds, each within 4 MB: a bomb beside it is never inflated', async () => {
  const [catalog, pages] = catalogAndPages([3]);
  const pdf = writePdf([
    {
      dict: catalog!.dict.replace(
        '>>',
        '/Names << /EmbeddedFiles << /Names [(bomb.xml) 4 0 R (photo.bin) 6 0 R (factur\\055x\\056xml) 8 0 R] >> >> >>',
      ),
    },
    pages!,
    { dict: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>' },
    { dict: '<< /Type /Filespec /F (bomb.xml) /EF << /F 5 0 R >> >>' },
    { dict: '<< /Type /EmbeddedFile >>', stream: new Uint8Array(16 * 1024 * 1024), deflate: true },
    { dict: '<< /Type /Filespec /UF (photo.bin) /EF << /F 7 0 R >> >>' },
    { dict: '<< /Type /EmbeddedFile >>', stream: new Uint8Array(64 * 1024 * 1024), deflate: true },
    {
      dict: '<< /Type /Filespec /F (factur-x.xml) /UF (factur\\055x\\056xml) /EF << /F 9 0 R >> >>',
    },
    { dict: '<< /Type /EmbeddedFile >>', stream: new TextEncoder().encode(CII), deflate: true },
  ]);
  const text = await readPdfText(new Uint8Array(pdf));
  assert.deepEqual(
    text.embedded?.map((file) => file.name),
    ['factur-x.xml'],
  );
  assert.equal(readEInvoice(text.embedded ?? [])?.invoiceNumber, 'FX-7');
});
