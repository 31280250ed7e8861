import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decodeText } from './decode-text.ts';
import { parseDecimal, parseDegreesMinutes } from './locode-fields.ts';
import { LocodeFileError, readLocodeCsv, type LocodeTally } from './read-locode-csv.ts';
import { searchText } from './search-text.ts';

/** The UNECE form: no header, a country heading, a row marked X, a reference row, a second name. */
const UNECE_CSV = [
  ',"BE",,".BELGIUM",,,,,,,,',
  ',"BE","ANR","Antwerpen","Antwerpen","VAN","AI","12345---","0701",,"5113N 00425E",',
  ',"BE","LGG","Liège","Liege","WLG","AI","1--4----","0701",,"5038N 00534E",',
  '"X","BE","ZZZ","Gone","Gone",,"RL","--3-----","0701",,,',
  ',"BE","BRU","Brussel (Bruxelles)","Brussel (Bruxelles)","BRU","AI","1234----","0701",,"5050N 00420E",',
  ',"BE","BRU","Bruxelles (Brussel)","Bruxelles (Brussel)","BRU","AI","1234----","0701",,"5050N 00420E",',
  ',"NL",,".NETHERLANDS",,,,,,,,',
  '"=","NL",,"Holland = Netherlands",,,,,,,,',
  '"+","NL","RTM","Rotterdam","Rotterdam","ZH","AF","12345---","0701",,"5155N 00430E",',
  ',"AR","USH","Ushuaia","Ushuaia","V","AI","1--4----","0701",,"5448S 06818W","a remark, quoted"',
].join('\r\n');

async function* chunks(...parts: (string | Buffer)[]) {
  for (const part of parts) yield typeof part === 'string' ? Buffer.from(part) : part;
}

const readAll = async (source: AsyncIterable<Uint8Array>) => {
  const tally: LocodeTally = { rows: 0, headings: 0, removed: 0 };
  const entries = [];
  for await (const entry of readLocodeCsv(source, tally)) entries.push(entry);
  return { entries, tally };
};

describe('reading a UN/LOCODE CSV', () => {
  it('reads the UNECE form in Latin-1: headings and X rows passed over, coordinates in degrees', async () => {
    const { entries, tally } = await readAll(chunks(Buffer.from(UNECE_CSV, 'latin1')));
    assert.deepEqual(tally, { form: 'unece', rows: 10, headings: 3, removed: 1 });
    assert.deepEqual(
      entries.map((entry) => entry.code),
      ['BEANR', 'BELGG', 'BEBRU', 'BEBRU', 'NLRTM', 'ARUSH'],
    );
    assert.deepEqual(entries[0], {
      code: 'BEANR',
      country: 'BE',
      location: 'ANR',
      name: 'Antwerpen',
      name_without_diacritics: 'Antwerpen',
      search_name: 'antwerpen',
      subdivision: 'VAN',
      functions: '12345---',
      status: 'AI',
      iata: null,
      latitude: 51.216667,
      longitude: 4.416667,
    });
    assert.equal(entries[1]!.name, 'Liège');
    assert.equal(entries[1]!.search_name, 'liege');
    assert.deepEqual([entries[5]!.latitude, entries[5]!.longitude], [-54.8, -68.3]);
  });

  it('reads the data package form (a header row) in UTF-8, a character split between chunks', async () => {
    const text =
      'Change,Country,Location,Name,NameWoDiacritics,Subdivision,Status,Function,Date,IATA,Coordinates,Remarks\n' +
      ',BE,LGG,Liège,Liege,WLG,AI,1--4----,0701,,5038N 00534E,\n';
    const bytes = Buffer.from(text);
    const split = bytes.indexOf(Buffer.from('è')) + 1;
    const { entries, tally } = await readAll(
      chunks(bytes.subarray(0, split), bytes.subarray(split)),
    );
    assert.equal(tally.form, 'datapackage');
    assert.equal(tally.rows, 1);
    assert.equal(entries[0]!.name, 'Liège');
  });

  it('reads the geoapify form and rebuilds the rows whose name lost its quoting', async () => {
    const text = [
      'country,location,name,nameWoDiacritics,subdivision,status,function,iata,lat,lon,geocoded',
      'BE,LGG,Li\uFFFDge,Liege,WLG,AI,1--4----,,50.63333333333333,5.566666666666666,',
      'AT,MLD,"""Mollersdorf"," Baden""","""Mollersdorf"," Baden""",3,--3-----,48.3602791,16.0063566,true',
      'DK,NDB,"""Nordby Havn"," Fan\uFFFD""","""Nordby Havn"," Fano""",,1-------,97.06666666666666,NaN,',
    ].join('\n');
    const { entries, tally } = await readAll(chunks(text));
    assert.equal(tally.form, 'geoapify');
    // A name with a lost character is shown and searched without diacritics.
    assert.equal(entries[0]!.name, 'Liege');
    assert.deepEqual(
      {
        name: entries[1]!.name,
        subdivision: entries[1]!.subdivision,
        functions: entries[1]!.functions,
        status: entries[1]!.status,
        latitude: entries[1]!.latitude,
      },
      {
        name: 'Mollersdorf, Baden',
        subdivision: '3',
        functions: '--3-----',
        status: null,
        latitude: 48.3602791,
      },
    );
    assert.equal(entries[2]!.name, 'Nordby Havn, Fano');
    assert.equal(entries[2]!.latitude, null, 'a latitude of 97 is none');
  });

  for (const [what, text, reason] of [
    [
      'cut short inside a quoted field',
      UNECE_CSV.slice(0, UNECE_CSV.indexOf('Rotterdam') + 4),
      /not a complete CSV file.*Quote Not Closed/,
    ],
    [
      'cut short inside a row',
      `${UNECE_CSV}\r\n,"BE","GNE","Gent"`,
      /not a complete CSV file.*Invalid Record Length/,
    ],
    [
      'an HTML page',
      '<!DOCTYPE html>\n<html><body>Not found</body></html>',
      /not a UN\/LOCODE list/,
    ],
    ['empty', '', /the file is empty/],
    ['a row of 100 KB', `${UNECE_CSV}\r\n,"BE","GNE","${'x'.repeat(100_000)}"`, /Max Record Size/],
    [
      'a row without a country',
      UNECE_CSV.replace('"NL","RTM"', '"N1","RTM"'),
      /line 9: the country "N1" is not two letters/,
    ],
    [
      'a row without a name',
      UNECE_CSV.replace('"Rotterdam","Rotterdam"', '"",""'),
      /line 9: NLRTM has no name/,
    ],
  ] as const)
    it(`refuses a file that is ${what}`, async () => {
      await assert.rejects(readAll(chunks(text)), (error: Error) => {
        assert.ok(error instanceof LocodeFileError, error.stack);
        assert.match(error.message, reason);
        return true;
      });
    });
});

describe('the fields of a UN/LOCODE row', () => {
  it('reads degrees and minutes, north and east positive', () => {
    assert.deepEqual(parseDegreesMinutes('4230N 00131E'), { latitude: 42.5, longitude: 1.516667 });
    assert.deepEqual(parseDegreesMinutes('3352S 15112W'), {
      latitude: -33.866667,
      longitude: -151.2,
    });
    assert.equal(parseDegreesMinutes('9930N 00131E'), null);
    assert.equal(parseDegreesMinutes('4230N'), null);
    assert.equal(parseDecimal('NaN', '4'), null);
    assert.equal(parseDecimal('', ''), null);
  });

  it('searches names without case, accents or the letters NFD keeps', () => {
    assert.equal(searchText('  LIÈGE '), 'liege');
    assert.equal(searchText('København'), 'kobenhavn');
    assert.equal(searchText('Großenhain'), 'grossenhain');
    assert.equal(searchText('Łódź  Kaliska'), 'lodz kaliska');
  });

  it('decodes UTF-8 until a byte is not, then Windows-1252', async () => {
    let text = '';
    for await (const part of decodeText(chunks('Antwerpen, ', Buffer.from('Liège €', 'utf8'))))
      text += part;
    assert.equal(text, 'Antwerpen, Liège €');
    text = '';
    for await (const part of decodeText(
      chunks('Antwerpen, ', Buffer.from([0x4c, 0x69, 0xe8, 0x67, 0x65, 0x80])),
    ))
      text += part;
    assert.equal(text, 'Antwerpen, Liège€');
  });
});
