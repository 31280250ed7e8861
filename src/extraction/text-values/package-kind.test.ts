import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { sharedDir } from '../../../test/support/samples.ts';
import { findPackageKinds, packageKindCode } from './index.ts';
import { PACKAGE_KIND_WORDS } from './package-kind-words.ts';

const codeOf = (printed: string): string | undefined => packageKindCode(printed)?.code;

/** The spellings a table entry stands for: its marker off, "(s)" as singular and plural. */
const entrySpellings = (entry: string): string[] => {
  const word = entry.replace(/^[#?!]/, '');
  const plural = /^(.+)\((.+)\)$/.exec(word);
  return plural ? [plural[1] ?? '', `${plural[1]}${plural[2]}`] : [word];
};

describe('package words as invoices and packing lists print them', () => {
  // Several word-code pairs a line keep each language's list readable at a glance.
  // prettier-ignore
  const byLanguage: Record<string, readonly (readonly [string, string])[]> = {
    en: [
      ['carton', 'CT'], ['cartons', 'CT'], ['CTN', 'CT'], ['ctns.', 'CT'], ['carton box', 'CT'],
      ['pallet', 'PX'], ['Pallets', 'PX'], ['plt', 'PX'], ['PLTS.', 'PX'], ['skid', 'SI'],
      ['package', 'PK'], ['pkgs', 'PK'], ['PKG.', 'PK'], ['case', 'CS'], ['wooden case', 'CS'],
      ['box', 'BX'], ['boxes', 'BX'], ['crate', 'CR'], ['drum', 'DR'], ['steel drums', 'DR'],
      ['barrel', 'BA'], ['bag', 'BG'], ['plastic bags', 'BG'], ['sack', 'SA'], ['big bag', 'JB'],
      ['Big-Bags', 'JB'], ['FIBC', 'JB'], ['IBC', 'WA'], ['IBC tote', 'WA'], ['jerrycan', 'JC'],
      ['roll', 'RO'], ['reel', 'RL'], ['spool', 'SO'], ['coil', 'CL'], ['bale', 'BL'],
      ['bundle', 'BE'], ['envelope', 'EN'], ['tube', 'TU'], ['cylinder', 'CY'], ['can', 'CX'],
      ['bucket', 'BJ'], ['gas cylinder', 'GB'], ['tote bag', 'TT'], ['box pallet', 'PB'],
      ['one-way pallets', 'PX'], ['octabin', 'OT'], ['parcel', 'PC'], ['unpacked', 'NE'],
    ],
    nl: [
      ['doos', 'CT'], ['karton', 'CT'], ['kartonnen dozen', 'CT'], ['pallet', 'PX'],
      ['europallets', 'PX'], ['2 pal.', 'PX'], ['colli', 'PK'], ['collo', 'PK'], ['kist', 'CS'],
      ['houten kist', 'CS'], ['kisten', 'CS'], ['krat', 'CR'], ['kratten', 'CR'], ['vat', 'DR'],
      ['vaten', 'DR'], ['zak', 'BG'], ['zakken', 'BG'], ['rol', 'RO'], ['rollen', 'RO'],
      ['bundel', 'BE'], ['baal', 'BL'], ['balen', 'BL'], ['haspel', 'RL'], ['jerrycan', 'JC'],
      ['bidon', 'JC'], ['emmer', 'BJ'], ['blik', 'TN'], ['fles', 'BO'], ['gasfles', 'GB'],
      ['rolcontainer', 'CW'], ['palletbox', 'PB'], ['pakket', 'PC'], ['onverpakt', 'NE'],
    ],
    fr: [
      ['carton', 'CT'], ['cartons', 'CT'], ['caisse carton', 'CT'], ['boîte en carton', 'CT'],
      ['palette', 'PX'], ['palettes perdues', 'PX'], ['palette europe', 'PX'], ['colis', 'PK'],
      ['caisse', 'CS'], ['caisse en bois', 'CS'], ['caisses en bois', 'CS'], ['boîte', 'BX'],
      ['boite', 'BX'], ['cageot', 'CR'], ['caisse à claire-voie', 'CR'], ['fût', 'DR'],
      ['futs', 'DR'], ['FÛTS', 'DR'], ['tonneau', 'BA'], ['tonneaux', 'BA'], ['sac', 'BG'],
      ['sacs', 'BG'], ['rouleau', 'RO'], ['rouleaux', 'RO'], ['botte', 'BE'], ['balle', 'BL'],
      ['bidon', 'JC'], ['jerricane', 'JC'], ['seau', 'BJ'], ['touret', 'RL'], ['GRV', 'WA'],
      ['bouteille de gaz', 'GB'], ['caisse-palette', 'PB'], ['enveloppe', 'EN'],
    ],
    de: [
      ['Karton', 'CT'], ['Kartons', 'CT'], ['Ktn.', 'CT'], ['Versandkartons', 'CT'],
      ['Palette', 'PX'], ['Paletten', 'PX'], ['Euro-Palette', 'PX'], ['Europalette', 'PX'],
      ['EUR-Paletten', 'PX'], ['Einwegpaletten', 'PX'], ['Packstück', 'PK'], ['Packstücke', 'PK'],
      ['Packstuecke', 'PK'], ['Kolli', 'PK'], ['Kiste', 'CS'], ['Holzkiste', 'CS'],
      ['Holzkisten', 'CS'], ['Schachtel', 'BX'], ['Steige', 'CR'], ['Fass', 'DR'], ['Faß', 'DR'],
      ['Fässer', 'DR'], ['Faesser', 'DR'], ['Stahlfass', 'DR'], ['Sack', 'SA'], ['Säcke', 'SA'],
      ['Papiersäcke', 'SA'], ['Beutel', 'BG'], ['Tüten', 'BG'], ['Kanister', 'JC'],
      ['Kunststoffkanister', 'JC'], ['Rolle', 'RO'], ['Ballen', 'BL'], ['Bund', 'BE'],
      ['Bündel', 'BE'], ['Gitterbox', 'PB'], ['Gitterboxen', 'PB'], ['Eimer', 'BJ'],
      ['Gasflaschen', 'GB'], ['Kabeltrommel', 'RL'], ['Rollcontainer', 'CW'], ['Paket', 'PC'],
      ['unverpackt', 'NE'], ['Big Bag', 'JB'],
    ],
  };
  for (const [language, cases] of Object.entries(byLanguage))
    it(`maps the ${language} words`, () => {
      for (const [printed, code] of cases) assert.equal(codeOf(printed), code, printed);
    });

  it('maps every word of the table, in every case, to its line', () => {
    for (const { code, en, nl, fr, de } of PACKAGE_KIND_WORDS)
      for (const word of [...en, ...nl, ...fr, ...de].flatMap(entrySpellings)) {
        assert.equal(codeOf(word), code, word);
        assert.equal(codeOf(`${word.toLowerCase()}.`), code, `${word}.`);
        // "VAT" in capitals is the tax (false friends below).
        if (word !== 'vat') assert.equal(codeOf(word.toUpperCase()), code, word.toUpperCase());
      }
  });

  it('reads a word with its count, qualifier and printing as given', () => {
    assert.deepEqual(packageKindCode('  12 Kartons '), { code: 'CT', text: '12 Kartons' });
    assert.deepEqual(packageKindCode('2 plts'), { code: 'PX', text: '2 plts' });
    for (const [printed, code] of [
      ['12 x Karton', 'CT'],
      ['12x ctns', 'CT'],
      ['CTNS (12)', 'CT'],
      ['1/1 Euro-Palette', 'PX'],
      ['kleine Kartons', 'CT'],
      ['2 grote dozen', 'CT'],
      ['3 petits cartons', 'CT'],
      ['empty pallets', 'PX'],
    ] as const)
      assert.equal(codeOf(printed), code, printed);
  });

  it('gives nothing for what is no package word, names two kinds or several very different ones', () => {
    for (const printed of [
      '',
      '   ',
      'pcs',
      'Stück',
      'kg',
      'container',
      'tote',
      'Tonne',
      'ton',
      'bobine',
      'bulk',
      'vrac',
      'wooden',
      'Kartons / Paletten',
      'pallet with 12 cartons',
      'Kartons auf Paletten',
      'P.O. Box',
      'in case of',
      'VAT',
      'VAT 21%',
      'Hydraulic pump in wooden case',
    ])
      assert.equal(packageKindCode(printed), undefined, printed);
  });
});

describe('package kinds in a running text', () => {
  it('takes each kind with the count printed before it', () => {
    assert.deepEqual(findPackageKinds('12 Kartons auf 2 Paletten'), [
      { count: 12, code: 'CT', text: 'Kartons', index: 3 },
      { count: 2, code: 'PX', text: 'Paletten', index: 17 },
    ]);
    assert.deepEqual(findPackageKinds('3 plts / 45 ctns'), [
      { count: 3, code: 'PX', text: 'plts', index: 2 },
      { count: 45, code: 'CT', text: 'ctns', index: 12 },
    ]);
    assert.deepEqual(findPackageKinds('Total: 14 packages'), [
      { count: 14, code: 'PK', text: 'packages', index: 10 },
    ]);
  });

  it('keeps the qualifier in the printed words and reads compounds', () => {
    assert.deepEqual(findPackageKinds('packed in 2 Euro-Paletten'), [
      { count: 2, code: 'PX', text: 'Euro-Paletten', index: 12 },
    ]);
    assert.deepEqual(findPackageKinds('5 caisses en bois'), [
      { count: 5, code: 'CS', text: 'caisses en bois', index: 2 },
    ]);
    const cases: readonly (readonly [string, number, string])[] = [
      ['12 wooden cases', 12, 'CS'],
      ['3 houten kisten', 3, 'CS'],
      ['4 Holzkisten', 4, 'CS'],
      ['2 big bags', 2, 'JB'],
      ['1 IBC', 1, 'WA'],
      ['6 jerrycans', 6, 'JC'],
      ['10 Sack Zement', 10, 'SA'],
      ['3 Fass', 3, 'DR'],
      ['20 zakken', 20, 'BG'],
      ['8 cageots', 8, 'CR'],
      ['2 Gitterboxen', 2, 'PB'],
      ['12ctns', 12, 'CT'],
      ['12 x ctns', 12, 'CT'],
      ['1.200 cartons', 1200, 'CT'],
      ['shipping marks 1-12 cartons', 12, 'CT'],
      ['4 KOLLI', 4, 'PK'],
      ['5 colis', 5, 'PK'],
      ['3 Packstücke', 3, 'PK'],
      ['2 pal.', 2, 'PX'],
      ['3 skids', 3, 'SI'],
      ['7 coils', 7, 'CL'],
      ['9 drums', 9, 'DR'],
      ['3 vaten', 3, 'DR'],
      ['1 vat', 1, 'DR'],
    ];
    for (const [text, count, code] of cases)
      assert.deepEqual(
        findPackageKinds(text).map((kind) => [kind.count, kind.code]),
        [[count, code]],
        text,
      );
  });

  it('reads a package word used as a label with the count after it', () => {
    const cases: readonly (readonly [string, number, string])[] = [
      ['Colli: 5', 5, 'PK'],
      ['Packages: 14', 14, 'PK'],
      ['Total packages 14', 14, 'PK'],
      ['No. of packages: 14', 14, 'PK'],
      ['Number of cartons 45', 45, 'CT'],
      ['Aantal colli 5', 5, 'PK'],
      ['Nombre de colis : 5', 5, 'PK'],
      ['Anzahl der Packstücke: 3', 3, 'PK'],
      ['Cases: 12', 12, 'CS'],
      ['Vaten: 3', 3, 'DR'],
    ];
    for (const [text, count, code] of cases)
      assert.deepEqual(
        findPackageKinds(text).map((kind) => [kind.count, kind.code]),
        [[count, code]],
        text,
      );
    assert.deepEqual(findPackageKinds('Pallets: 2 / Cartons: 45'), [
      { count: 2, code: 'PX', text: 'Pallets', index: 0 },
      { count: 45, code: 'CT', text: 'Cartons', index: 13 },
    ]);
  });

  it('gives the count after a label to the package word that follows it', () => {
    assert.deepEqual(findPackageKinds('colis: 5 cartons'), [
      { count: 5, code: 'CT', text: 'cartons', index: 9 },
    ]);
    assert.deepEqual(findPackageKinds('Colli: 3 Euro-Paletten'), [
      { count: 3, code: 'PX', text: 'Euro-Paletten', index: 9 },
    ]);
  });

  it('takes the unmistakable carton and pallet words without a count', () => {
    assert.deepEqual(findPackageKinds('verpakt in kartons op pallets'), [
      { code: 'CT', text: 'kartons', index: 11 },
      { code: 'PX', text: 'pallets', index: 22 },
    ]);
    assert.deepEqual(findPackageKinds('1,5 Paletten'), [
      { code: 'PX', text: 'Paletten', index: 4 },
    ]);
  });

  it('leaves false friends alone', () => {
    for (const text of [
      // English VAT is no Dutch drum, nor is an amount before it a count of drums.
      'VAT 21%',
      'VAT: 21',
      'Total 100 VAT 21',
      'Subtotal 100 Vat 21',
      '3 VAT',
      // The package words that are everyday words need a count before them.
      'P.O. Box 123',
      'Box 12, 1000 Brussels',
      'in case of damage',
      'Case: 3 of 5',
      'in some cases the goods',
      'packed in a bag',
      'the goods can be returned',
      'Items 1-3 can be returned',
      'We can ship 3 cans',
      'roll out',
      'eine Rolle spielen',
      'Rollen: 4',
      'tube de colle',
      'sac à main',
      'Preise steigen',
      'Bund und Länder',
      // Units of the goods, not of their transport.
      '24 bottles of wine',
      '12 tubes',
      '6 jars',
      '500 envelopes',
      '3 Dosen Impfstoff',
      '4 Spulen',
      // Counts of something else, or no count at all.
      '12 dozen eggs',
      '3 dozen',
      '12 ballen',
      '12 bottes',
      '4 cylinder engine',
      '1/2 pallet',
      '2. Palette',
      'A4 box',
      'K2 case',
      'Packages',
      'Colli',
      'package deal',
      'Packaging: Karton',
      'container 40ft',
      '1 x 40HC container',
      '2 totes',
      '3 Tonnen',
    ])
      assert.deepEqual(findPackageKinds(text), [], text);
  });
});

describe('the codes against CL017', () => {
  const codes = new Set(
    readFileSync(`${sharedDir}refdata/eu-codelists/p6-csv/CL017_KindOfPackages.csv`, 'utf8')
      .split(/\r?\n/)
      .slice(1)
      .map((line) => line.split(',')[0]?.trim())
      .filter((code): code is string => !!code),
  );

  it('reads the code list', () => {
    assert.ok(codes.has('CT') && codes.has('PX') && codes.has('PK') && codes.has('DR'));
  });

  it('returns no code that CL017 lacks', () => {
    for (const { code, en, nl, fr, de } of PACKAGE_KIND_WORDS) {
      assert.ok(codes.has(code), `${code} is not in CL017`);
      for (const word of [...en, ...nl, ...fr, ...de].flatMap(entrySpellings)) {
        const returned = codeOf(word);
        assert.ok(returned !== undefined && codes.has(returned), `${word}: ${returned}`);
      }
    }
  });

  it('names each code on one line of the table', () => {
    const lines = PACKAGE_KIND_WORDS.map(({ code }) => code);
    assert.equal(new Set(lines).size, lines.length);
  });
});
