/**
 * Package words as invoices and packing lists print them, by the EU code a declarant files for
 * them. Every code is one of CL017 (Kind of packages) as ../shared/refdata/eu-codelists ships it
 * (p6-csv/CL017_KindOfPackages.csv, entries active from 01-11-2025, SOURCE_COMMIT
 * 464dccec77a5fb89bb386be2d951eab87a393a10); package-kind.test.ts holds every code against it.
 *
 * The generic code wins over a material or size variant ("wooden case" is CS, not 7B; "Euro-
 * Palette" is PX, not OH): that is what Belgian declarants file and what the carrier's manifest
 * carries, and it is never wrong where the printed qualifier may be. A word gets its own variant
 * only when it names that variant alone ("big bag" JB, "IBC" WA, "Gitterbox" PB).
 *
 * Spelling, accents, case and a trailing dot do not matter; "(s)" adds a plural. German umlauts
 * match written out too ("Faesser"). How much a word needs around it in running text (a table
 * cell asking packageKindCode needs nothing), by its first character:
 *   (none)  a package wherever it is printed ("ctns", "Paletten");
 *   #       only with a number: "14 packages", "Colli: 5" ("Packages" alone is a column header);
 *   ?       only after a count, being also an everyday word ("in case of", "P.O. Box", "VAT");
 *           its "(s)" plural needs a number as "#" does;
 *   !       never in running text: a unit of the goods more than of their transport ("12
 *           bottles", "3 Dosen" are doses too) or a false friend a count does not settle
 *           (Dutch "dozen" boxes and English dozens, Dutch "ballen" balls and German bales).
 * Left out on purpose, as several very different codes or none: container (the sea container is
 * transport equipment, CN says not), tote (a tote bag, an IBC tote or a plastic bin), Tonne and ton
 * (a barrel, a bin or 1000 kg), bobine (bobbin, spool or coil), Trommel, Kasten, Gebinde, pieces,
 * bulk and vrac (CL181 wants what the bulk is).
 */
export interface PackageKindWords {
  readonly code: string;
  readonly en: readonly string[];
  readonly nl: readonly string[];
  readonly fr: readonly string[];
  readonly de: readonly string[];
}

// One line per code reads as the code list does.
// prettier-ignore
export const PACKAGE_KIND_WORDS: readonly PackageKindWords[] = [
  { code: 'PK', en: ['#package(s)', '#pkg(s)'], nl: ['#collo', '#colli'], fr: ['#colis', '#collis'], de: ['#Packstück(e)', '#Frachtstück(e)', '#Kolli', '#Collo', '#Colli'] },
  { code: 'CT', en: ['?carton', 'cartons', 'ctn', 'ctns', '!ct', '?carton box', '#carton boxes', '?cardboard box', '#cardboard boxes', '?corrugated box', '#corrugated boxes'], nl: ['?karton', 'kartons', '?doos', '!dozen', '!ds', '!dsn', '?kartonnen doos', '#kartonnen dozen', '?kartondoos', '#kartondozen', '?omdoos', '#omdozen'], fr: ['?carton', 'cartons', '!crt', '?boîte en carton', '#boîtes en carton', '?boîte carton', '#boîtes carton', '?caisse en carton', '#caisses en carton', '?caisse carton', '#caisses carton'], de: ['?Karton', 'Kartons', 'Kartone', 'Ktn', '?Umkarton', 'Umkartons', '?Pappkarton', 'Pappkartons', '?Pappschachtel', '#Pappschachteln', '?Kartonschachtel', '#Kartonschachteln'] },
  { code: 'PX', en: ['?pallet', 'pallets', 'plt', 'plts'], nl: ['?pallet', 'pallets', 'palletten', '?pal'], fr: ['?palette', 'palettes', '?pal'], de: ['?Palette', 'Paletten', 'Plt', '?Pal'] },
  { code: 'SI', en: ['?skid(s)'], nl: [], fr: [], de: [] },
  { code: 'PB', en: ['?box pallet(s)', '?pallet box', '#pallet boxes'], nl: ['?palletbox', '#palletboxen', '?palletkist', '#palletkisten'], fr: ['?caisse-palette', '#caisses-palettes'], de: ['?Gitterbox', '#Gitterboxen', '?Gitterboxpalette(n)', '?Boxpalette(n)'] },
  { code: 'CS', en: ['?case(s)', '!cs'], nl: ['?kist', '#kisten'], fr: ['?caisse(s)'], de: ['?Kiste(n)'] },
  { code: 'BX', en: ['?box', '#boxes', '?bx', '#bxs'], nl: ['?box', '#boxen'], fr: ['?boîte(s)'], de: ['?Box', '#Boxen', '?Schachtel(n)'] },
  { code: 'CR', en: ['?crate(s)'], nl: ['?krat', '#kratten'], fr: ['?cageot(s)', '?caisse à claire-voie', '#caisses à claire-voie'], de: ['?Steige(n)', '?Lattenkiste(n)', '?Verschlag', '#Verschläge'] },
  { code: 'DR', en: ['?drum(s)'], nl: ['?vat', '#vaten', '?drum(s)'], fr: ['?fût(s)'], de: ['?Fass', '#Fässer'] },
  { code: 'BA', en: ['?barrel(s)'], nl: [], fr: ['?tonneau', '#tonneaux', '?barrique(s)'], de: [] },
  { code: 'KG', en: ['?keg(s)'], nl: [], fr: [], de: [] },
  { code: 'CK', en: ['?cask(s)'], nl: [], fr: [], de: [] },
  { code: 'BG', en: ['?bag(s)'], nl: ['?zak', '#zakken'], fr: ['?sac(s)'], de: ['?Beutel', '?Tüte(n)'] },
  { code: 'SA', en: ['?sack(s)'], nl: [], fr: [], de: ['?Sack', '#Säcke'] },
  { code: 'JB', en: ['?big bag(s)', '?jumbo bag(s)', '?bulk bag(s)', '?FIBC(s)'], nl: ['?big bag(s)'], fr: ['?big bag(s)'], de: ['?Big Bag(s)'] },
  { code: 'JT', en: ['?jutebag(s)'], nl: [], fr: [], de: [] },
  { code: 'TT', en: ['?tote bag(s)'], nl: [], fr: [], de: [] },
  { code: 'SH', en: ['!sachet(s)'], nl: ['!zakje(s)', '!sachet(s)'], fr: ['!sachet(s)'], de: [] },
  { code: 'PO', en: ['!pouch(es)'], nl: [], fr: [], de: [] },
  { code: '44', en: ['!polybag(s)'], nl: [], fr: [], de: [] },
  { code: 'WA', en: ['#IBC(s)', '?IBC container(s)', '?IBC tote(s)', '?intermediate bulk container(s)'], nl: ['#IBC(s)', '?IBC-container(s)'], fr: ['#GRV', '?conteneur IBC'], de: ['#IBC(s)', '?IBC-Container'] },
  { code: 'JC', en: ['?jerrycan(s)', '?jerrican(s)'], nl: ['?jerrycan(s)', '?bidon(s)'], fr: ['?jerricane(s)', '?jerrican(s)', '?bidon(s)'], de: ['?Kanister'] },
  { code: 'CI', en: ['?canister(s)'], nl: [], fr: [], de: [] },
  { code: 'RO', en: ['?roll(s)'], nl: ['?rol', '#rollen'], fr: ['?rouleau', '#rouleaux'], de: ['!Rolle(n)'] },
  { code: 'RL', en: ['?reel(s)'], nl: ['?haspel(s)'], fr: ['?touret(s)'], de: ['?Haspel', '#Haspeln', '?Kabeltrommel(n)'] },
  { code: 'SO', en: ['?spool(s)'], nl: ['?spoel', '#spoelen'], fr: [], de: ['!Spule(n)'] },
  { code: 'BB', en: ['?bobbin(s)'], nl: [], fr: [], de: [] },
  { code: 'CL', en: ['?coil(s)'], nl: ['?coil(s)'], fr: ['?coil(s)'], de: ['?Coil(s)'] },
  { code: 'BL', en: ['?bale(s)'], nl: ['?baal', '#balen'], fr: ['!balle(s)'], de: ['!Ballen'] },
  { code: 'BE', en: ['?bundle(s)', '?bdl(s)'], nl: ['?bundel(s)'], fr: ['!botte(s)', '?fardeau', '#fardeaux'], de: ['?Bund', '#Bunde', '?Bündel'] },
  { code: 'GB', en: ['?gas cylinder(s)', '?gas bottle(s)'], nl: ['?gasfles', '#gasflessen'], fr: ['?bouteille de gaz', '#bouteilles de gaz'], de: ['?Gasflasche(n)'] },
  { code: 'CY', en: ['!cylinder(s)'], nl: ['!cilinder(s)'], fr: ['!cylindre(s)'], de: ['!Zylinder'] },
  { code: 'BO', en: ['!bottle(s)'], nl: ['!fles', '!flessen'], fr: ['!bouteille(s)'], de: ['!Flasche(n)'] },
  { code: 'CX', en: ['!can(s)'], nl: ['!blikje(s)'], fr: ['!canette(s)'], de: ['!Dose(n)'] },
  { code: 'TN', en: ['!tin(s)'], nl: ['!blik', '!blikken'], fr: [], de: [] },
  { code: 'JR', en: ['!jar(s)'], nl: [], fr: ['!bocal', '!bocaux'], de: [] },
  { code: 'PT', en: ['!pot(s)'], nl: ['!pot', '!potten'], fr: ['!pot(s)'], de: [] },
  { code: 'TU', en: ['!tube(s)'], nl: ['!tube(s)', '!koker(s)'], fr: ['!tube(s)'], de: ['!Tube(n)'] },
  { code: 'TB', en: ['!tub(s)'], nl: [], fr: [], de: [] },
  { code: 'AE', en: ['!aerosol(s)', '!spray can(s)'], nl: ['!spuitbus', '!spuitbussen'], fr: ['!aérosol(s)'], de: ['!Spraydose(n)', '!Sprühdose(n)'] },
  { code: 'VI', en: ['!vial(s)'], nl: [], fr: ['!fiole(s)'], de: [] },
  { code: 'BJ', en: ['?bucket(s)'], nl: ['?emmer(s)'], fr: ['?seau', '#seaux'], de: ['?Eimer', '?Kübel'] },
  { code: 'PL', en: ['?pail(s)'], nl: [], fr: [], de: [] },
  { code: 'BK', en: ['?basket(s)'], nl: ['?mand', '#manden'], fr: ['?panier(s)'], de: ['?Korb', '#Körbe'] },
  { code: 'PU', en: ['?tray(s)'], nl: [], fr: ['?plateau', '#plateaux'], de: [] },
  { code: 'EN', en: ['!envelope(s)'], nl: ['!envelop', '!enveloppe(n)'], fr: ['!enveloppe(s)'], de: ['!Umschlag', '!Umschläge', '!Briefumschlag', '!Briefumschläge', '!Kuvert(s)'] },
  { code: 'PC', en: ['?parcel(s)'], nl: ['?pakket', '#pakketten'], fr: [], de: ['?Paket', '#Pakete'] },
  { code: 'PA', en: ['!packet(s)'], nl: ['!pakje(s)'], fr: ['!paquet(s)'], de: ['!Päckchen'] },
  { code: 'OT', en: ['?octabin(s)'], nl: ['?octabin(s)'], fr: ['?octabin(s)'], de: ['?Oktabin(s)'] },
  { code: 'FE', en: ['?flexitank(s)'], nl: [], fr: [], de: [] },
  { code: 'CW', en: ['?roll cage(s)', '?roll container(s)'], nl: ['?rolcontainer(s)'], fr: [], de: ['?Rollcontainer'] },
  { code: 'NE', en: ['!unpacked', '!loose'], nl: ['!onverpakt'], fr: ['!non emballé', '!non emballés', '!non emballée', '!non emballées'], de: ['!unverpackt'] },
];

/**
 * Words that say what a package is made of or how big it is, printed before the package word
 * ("wooden case", "houten kist", "2 Euro-Paletten", "kleine Kartons"): read past, the package
 * word decides (see the generic-code rule above).
 */
// prettier-ignore
export const QUALIFIERS_BEFORE: readonly string[] = [
  // en
  'wooden', 'wood', 'plastic', 'steel', 'metal', 'aluminium', 'aluminum', 'paper', 'cardboard',
  'fibre', 'fiber', 'fibreboard', 'plywood', 'euro', 'eur', 'chep', 'standard', 'export', 'one-way',
  'returnable', 'disposable', 'empty', 'full', 'small', 'large', 'big', 'half',
  // nl
  'houten', 'hout', 'kunststof', 'kunststoffen', 'plastieken', 'stalen', 'staal', 'metalen',
  'ijzeren', 'papieren', 'kartonnen', 'eenweg', 'wegwerp', 'retour', 'kleine', 'klein', 'grote',
  'groot', 'halve', 'lege', 'volle',
  // fr
  'petit', 'petite', 'petits', 'petites', 'grand', 'grande', 'grands', 'grandes', 'demi',
  // de
  'hölzerne', 'hölzernen', 'Kunststoff', 'Plastik', 'Stahl', 'Metall', 'Alu', 'einweg', 'mehrweg',
  'kleinen', 'groß', 'große', 'großen', 'halbe', 'halben', 'leer', 'leere', 'leeren', 'voll',
  'vollen',
];

/** French puts the material after the package word: "caisse en bois", "palettes perdues". */
// prettier-ignore
export const QUALIFIERS_AFTER: readonly string[] = [
  'bois', 'plastique', 'plastiques', 'acier', 'métal', 'métallique', 'métalliques', 'aluminium',
  'papier', 'perdu', 'perdue', 'perdus', 'perdues', 'europe', 'euro', 'consigné', 'consignée',
  'consignés', 'consignées', 'vide', 'vides', 'plein', 'pleine', 'pleins', 'pleines', 'standard',
];

/** "caisse en bois", "sac de papier", "fût d'acier". */
export const QUALIFIER_LINKS: readonly string[] = ['en', 'de', 'd', 'du'];

/**
 * The first half of a German or Dutch compound whose second half is the package word
 * ("Holzkiste", "Europalette", "Versandkartons", "plasticzak").
 */
// prettier-ignore
export const COMPOUND_PREFIXES: readonly string[] = [
  'holz', 'kunststoff', 'plastik', 'stahl', 'metall', 'alu', 'aluminium', 'papp', 'papier', 'euro',
  'einweg', 'mehrweg', 'export', 'versand', 'transport', 'industrie', 'tausch', 'flach', 'jute',
  'blech', 'chep', 'hout', 'kunststof', 'plastic', 'staal', 'metaal', 'karton', 'wegwerp', 'eenweg',
];

/**
 * Words before a package word that make the number after it its count ("Total packages 14",
 * "Anzahl Packstücke 3", "Aantal colli 5", "Nombre de colis 5"); a colon does the same alone.
 */
// prettier-ignore
export const COUNT_LABELS: readonly string[] = [
  'total', 'totaal', 'totale', 'totaux', 'gesamt', 'insgesamt', 'summe', 'number', 'nombre',
  'nbre', 'nb', 'anzahl', 'aantal', 'qty', 'quantity', 'quantité', 'qté', 'menge',
];

/** "No. of packages", "Nr. van colli": an abbreviated "number" is a label only before "of". */
export const NUMBER_SIGNS: readonly string[] = ['no', 'nr', 'nbr', 'num'];

/** Words between a count label and the package word ("number of", "nombre de", "Anzahl der"). */
// prettier-ignore
export const LABEL_LINKS: readonly string[] = [
  'of', 'de', 'd', 'des', 'du', 'van', 'der', 'die', 'von',
];
