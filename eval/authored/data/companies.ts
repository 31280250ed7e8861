import type { Bank, Category, Company } from '../model.ts';
import { Rng } from '../random.ts';
import {
  austrianVat,
  belgianVat,
  britishVat,
  dutchVat,
  frenchIds,
  germanVat,
  iban,
  norwegianVat,
  swissUid,
  type VatId,
} from './ids.ts';

/**
 * Made-up companies. Names, streets and numbers are invented; towns and postcodes are real places
 * so that addresses read as they would. VAT numbers, IBANs and EORIs pass their check digits.
 */

interface Def {
  readonly key: string;
  readonly name: string;
  readonly street: string;
  readonly postcode?: string;
  readonly city: string;
  readonly region?: string;
  readonly country: string;
  readonly phone: string;
  readonly email: string;
  readonly web?: string;
  readonly sells?: readonly Category[];
  readonly color?: string;
  readonly contact?: string;
  readonly bank: { readonly name: string; readonly bic: string; readonly code?: string };
  /** Builds the legal line from the company's numbers. */
  readonly legal?: (ids: Ids) => string;
  readonly otherId?: { readonly label: string; readonly value: string };
  readonly noVat?: boolean;
}

interface Ids {
  readonly vat?: VatId;
  readonly number: string;
  readonly siren?: string;
  readonly siret?: string;
}

const spaced = (digits: string, size = 3): string =>
  digits.match(new RegExp(`.{1,${size}}`, 'g'))?.join(' ') ?? digits;

const beDotted = (vat: VatId | undefined): string => {
  const n = vat?.value.slice(2) ?? '';
  return `${n.slice(0, 4)}.${n.slice(4, 7)}.${n.slice(7)}`;
};

const DEFS: readonly Def[] = [
  // Germany
  {
    key: 'de-antrieb',
    name: 'Hessler Antriebstechnik GmbH',
    street: 'Gewerbestraße 12',
    postcode: '72622',
    city: 'Nürtingen',
    country: 'DE',
    phone: '+49 7022 93418-0',
    email: 'vertrieb@hessler-antriebe.de',
    web: 'www.hessler-antriebe.de',
    sells: ['machine', 'electrical'],
    color: '#1f4e79',
    contact: 'Frau S. Roth',
    bank: { name: 'Kreissparkasse Esslingen-Nürtingen', bic: 'ESSLDE66XXX', code: '61150020' },
    legal: (ids) =>
      `Sitz der Gesellschaft: Nürtingen · Registergericht: Amtsgericht Stuttgart HRB ${ids.number} · Geschäftsführer: Dipl.-Ing. Martin Hessler, Sabine Roth`,
  },
  {
    key: 'de-schrauben',
    name: 'Schraubenwerk Lenz GmbH & Co. KG',
    street: 'Am Hüttenwerk 7',
    postcode: '57072',
    city: 'Siegen',
    country: 'DE',
    phone: '+49 271 40917-0',
    email: 'auftrag@lenz-schrauben.de',
    web: 'www.lenz-schrauben.de',
    sells: ['fasteners', 'tools'],
    color: '#8b1a1a',
    bank: { name: 'Sparkasse Siegen', bic: 'WELADED1SIE', code: '46050001' },
    legal: (ids) =>
      `KG: Sitz Siegen, AG Siegen HRA ${ids.number.slice(0, 4)} · Pers. haft. Gesellschafterin: Lenz Verwaltungs GmbH, AG Siegen HRB ${ids.number.slice(1)} · Geschäftsführer: Thomas Lenz`,
  },
  {
    key: 'de-chemie',
    name: 'Rheinwerk Spezialchemie GmbH',
    street: 'Am Rheinufer 8',
    postcode: '47229',
    city: 'Duisburg',
    country: 'DE',
    phone: '+49 2065 7712-0',
    email: 'orders@rheinwerk-chemie.de',
    web: 'www.rheinwerk-chemie.de',
    sells: ['chemical'],
    color: '#2e7d32',
    bank: { name: 'Commerzbank AG', bic: 'COBADEFFXXX', code: '35040038' },
    legal: (ids) =>
      `Amtsgericht Duisburg HRB ${ids.number} · Geschäftsführung: Dr. Anja Kessler, Peter Wolters`,
  },
  {
    key: 'de-textil',
    name: 'Weberei Hofmann GmbH',
    street: 'Weberstraße 5',
    postcode: '95028',
    city: 'Hof',
    country: 'DE',
    phone: '+49 9281 6604-0',
    email: 'export@weberei-hofmann.de',
    web: 'www.weberei-hofmann.de',
    sells: ['textile', 'fabric'],
    color: '#5b2c6f',
    bank: { name: 'HypoVereinsbank', bic: 'HYVEDEMM', code: '78020070' },
    legal: (ids) => `Amtsgericht Hof HRB ${ids.number} · Geschäftsführer: Jörg Hofmann`,
  },
  {
    key: 'de-kaffee',
    name: 'Hanseatische Kaffeerösterei Brandt GmbH',
    street: 'Speicherstraße 4',
    postcode: '20457',
    city: 'Hamburg',
    country: 'DE',
    phone: '+49 40 3609 118-0',
    email: 'export@brandt-kaffee.de',
    web: 'www.brandt-kaffee.de',
    sells: ['food'],
    color: '#6d4c41',
    bank: { name: 'Hamburger Sparkasse', bic: 'HASPDEHHXXX', code: '20050550' },
    legal: (ids) => `Amtsgericht Hamburg HRB ${ids.number} · Geschäftsführer: Henrik Brandt`,
  },
  {
    key: 'de-kaufmann',
    name: 'Kaufmann Industriebedarf GmbH',
    street: 'Hafenstraße 44',
    postcode: '28217',
    city: 'Bremen',
    country: 'DE',
    phone: '+49 421 39 11 20',
    email: 'einkauf@kaufmann-industrie.de',
    bank: { name: 'Sparkasse Bremen', bic: 'SBREDE22XXX', code: '29050101' },
  },
  // Austria, Switzerland
  {
    key: 'at-metall',
    name: 'Alpenmetall Fertigungstechnik GmbH',
    street: 'Industriezeile 47',
    postcode: '4020',
    city: 'Linz',
    country: 'AT',
    phone: '+43 732 771 540',
    email: 'office@alpenmetall.at',
    web: 'www.alpenmetall.at',
    sells: ['machine', 'fasteners'],
    color: '#b71c1c',
    bank: { name: 'Raiffeisenlandesbank OÖ', bic: 'RZOOAT2L', code: '34000' },
    legal: (ids) => `FN ${ids.number.slice(0, 6)} k · Landesgericht Linz · Geschäftsführer: Ing. Florian Aigner`,
  },
  {
    key: 'ch-praezision',
    name: 'Aeschbach Präzisionsmechanik AG',
    street: 'Bahnhofstrasse 21',
    postcode: '8500',
    city: 'Frauenfeld',
    country: 'CH',
    phone: '+41 52 728 44 10',
    email: 'verkauf@aeschbach-ag.ch',
    web: 'www.aeschbach-ag.ch',
    sells: ['machine', 'tools'],
    color: '#c62828',
    bank: { name: 'Thurgauer Kantonalbank', bic: 'KBTGCH22', code: '00784' },
    legal: () => 'Handelsregister des Kantons Thurgau',
  },
  {
    key: 'ch-labo',
    name: 'Laboratoires Rhodanie SA',
    street: 'Route de Genève 14',
    postcode: '1003',
    city: 'Lausanne',
    country: 'CH',
    phone: '+41 21 612 30 80',
    email: 'commandes@rhodanie-labo.ch',
    web: 'www.rhodanie-labo.ch',
    sells: ['chemical'],
    color: '#00695c',
    bank: { name: 'Banque Cantonale Vaudoise', bic: 'BCVLCH2LXXX', code: '00767' },
    legal: () => 'Registre du commerce du canton de Vaud',
  },
  {
    key: 'ch-feinkost',
    name: 'Feinkost Zürcher AG',
    street: 'Hardturmstrasse 101',
    postcode: '8005',
    city: 'Zürich',
    country: 'CH',
    phone: '+41 44 271 38 00',
    email: 'einkauf@feinkost-zuercher.ch',
    bank: { name: 'Zürcher Kantonalbank', bic: 'ZKBKCHZZ80A', code: '00700' },
  },
  {
    key: 'ch-haustechnik',
    name: 'Berner Haustechnik AG',
    street: 'Industriestrasse 9',
    postcode: '3052',
    city: 'Zollikofen',
    country: 'CH',
    phone: '+41 31 911 52 00',
    email: 'einkauf@berner-haustechnik.ch',
    bank: { name: 'Berner Kantonalbank', bic: 'KBBECH22', code: '00790' },
  },
  // Netherlands
  {
    key: 'nl-kaas',
    name: 'Van der Meulen Kaashandel B.V.',
    street: 'Industrieweg 12',
    postcode: '2421 LM',
    city: 'Nieuwkoop',
    country: 'NL',
    phone: '+31 172 57 13 40',
    email: 'export@vdmeulenkaas.nl',
    web: 'www.vdmeulenkaas.nl',
    sells: ['food'],
    color: '#e65100',
    bank: { name: 'Rabobank', bic: 'RABONL2U', code: 'RABO' },
    legal: (ids) => `KvK ${ids.number}`,
  },
  {
    key: 'nl-kunststof',
    name: 'Dijkstra Kunststoffen B.V.',
    street: 'Zuiderhavenweg 8',
    postcode: '9936 HD',
    city: 'Farmsum',
    country: 'NL',
    phone: '+31 596 63 90 00',
    email: 'sales@dijkstra-kunststoffen.nl',
    web: 'www.dijkstra-kunststoffen.nl',
    sells: ['plastics', 'chemical'],
    color: '#0277bd',
    bank: { name: 'ABN AMRO Bank', bic: 'ABNANL2A', code: 'ABNA' },
    legal: (ids) => `Handelsregister KvK ${ids.number}`,
  },
  {
    key: 'nl-machine',
    name: 'Verhoeven Machinefabriek B.V.',
    street: 'Ekkersrijt 4102',
    postcode: '5692 DB',
    city: 'Son',
    country: 'NL',
    phone: '+31 499 47 12 00',
    email: 'verkoop@verhoeven-machines.nl',
    web: 'www.verhoeven-machines.nl',
    sells: ['machine', 'fasteners', 'electrical'],
    color: '#37474f',
    bank: { name: 'ING Bank N.V.', bic: 'INGBNL2A', code: 'INGB' },
    legal: (ids) => `KvK ${ids.number} · Op al onze leveringen zijn de METAALUNIEVOORWAARDEN van toepassing`,
  },
  {
    key: 'nl-food',
    name: 'Tulp & Zonen Voedingsmiddelen B.V.',
    street: 'Havenstraat 31',
    postcode: '1271 AD',
    city: 'Huizen',
    country: 'NL',
    phone: '+31 35 525 66 10',
    email: 'orders@tulpenzonen.nl',
    web: 'www.tulpenzonen.nl',
    sells: ['food'],
    color: '#ad1457',
    bank: { name: 'Rabobank', bic: 'RABONL2U', code: 'RABO' },
    legal: (ids) => `KvK ${ids.number}`,
  },
  {
    key: 'nl-hollman',
    name: 'Hollman Groothandel B.V.',
    street: 'Marconiweg 20',
    postcode: '3225 LV',
    city: 'Hellevoetsluis',
    country: 'NL',
    phone: '+31 181 33 40 50',
    email: 'inkoop@hollman.nl',
    bank: { name: 'ING Bank N.V.', bic: 'INGBNL2A', code: 'INGB' },
  },
  // Belgium, Dutch-speaking
  {
    key: 'be-machine',
    name: 'Vandamme Industrial Supplies NV',
    street: 'Nijverheidsstraat 14',
    postcode: '8500',
    city: 'Kortrijk',
    country: 'BE',
    phone: '+32 56 21 44 80',
    email: 'sales@vandamme-industrial.be',
    web: 'www.vandamme-industrial.be',
    sells: ['machine', 'fasteners', 'electrical'],
    color: '#004d40',
    bank: { name: 'BNP Paribas Fortis', bic: 'GEBABEBB', code: '001' },
    legal: (ids) => `RPR Gent, afdeling Kortrijk · Ondernemingsnummer ${beDotted(ids.vat)}`,
  },
  {
    key: 'be-choco',
    name: 'Chocolaterie Van Rompaey NV',
    street: 'Industrieweg 7',
    postcode: '2880',
    city: 'Bornem',
    country: 'BE',
    phone: '+32 3 899 12 60',
    email: 'export@vanrompaey-choc.be',
    web: 'www.vanrompaey-choc.be',
    sells: ['food'],
    color: '#4e342e',
    bank: { name: 'KBC Bank', bic: 'KREDBEBB', code: '735' },
    legal: (ids) => `RPR Antwerpen, afd. Mechelen · BTW ${ids.vat?.printed ?? ''}`,
  },
  {
    key: 'be-textiel',
    name: 'Polytex Flanders BV',
    street: 'Ringlaan 102',
    postcode: '8790',
    city: 'Waregem',
    country: 'BE',
    phone: '+32 56 60 71 30',
    email: 'info@polytex-flanders.be',
    web: 'www.polytex-flanders.be',
    sells: ['textile', 'fabric'],
    color: '#283593',
    bank: { name: 'Belfius Bank', bic: 'GKCCBEBB', code: '068' },
    legal: (ids) => `RPR Gent, afdeling Kortrijk · KBO ${beDotted(ids.vat)}`,
  },
  {
    key: 'be-chem',
    name: 'Kempen Chemicals NV',
    street: 'Kastelsedijk 5',
    postcode: '2480',
    city: 'Dessel',
    country: 'BE',
    phone: '+32 14 37 81 00',
    email: 'customer.service@kempenchemicals.be',
    web: 'www.kempenchemicals.be',
    sells: ['chemical'],
    color: '#1565c0',
    bank: { name: 'ING België', bic: 'BBRUBEBB', code: '363' },
    legal: (ids) => `RPR Antwerpen, afdeling Turnhout · Ondernemingsnr. ${beDotted(ids.vat)}`,
  },
  {
    key: 'be-frites',
    name: 'Frietland Foods NV',
    street: 'Ieperseweg 88',
    postcode: '8800',
    city: 'Roeselare',
    country: 'BE',
    phone: '+32 51 26 90 00',
    email: 'export@frietland.be',
    web: 'www.frietland.be',
    sells: ['food'],
    color: '#f9a825',
    bank: { name: 'KBC Bank', bic: 'KREDBEBB', code: '736' },
    legal: (ids) => `RPR Gent, afd. Kortrijk · ${beDotted(ids.vat)}`,
  },
  {
    key: 'be-brouwerij',
    name: 'Brouwerij De Zeven Linden BV',
    street: 'Kerkstraat 41',
    postcode: '9200',
    city: 'Dendermonde',
    country: 'BE',
    phone: '+32 52 21 30 77',
    email: 'export@zevenlinden.be',
    web: 'www.zevenlinden.be',
    sells: ['beverage'],
    color: '#33691e',
    bank: { name: 'Belfius Bank', bic: 'GKCCBEBB', code: '068' },
    legal: (ids) =>
      `RPR Gent, afdeling Dendermonde · Ondernemingsnummer ${beDotted(ids.vat)} · Accijnsnummer BE 0${ids.number.slice(0, 3)}.${ids.number.slice(3, 6)}`,
  },
  // Belgium, French-speaking
  {
    key: 'be-mecanique',
    name: 'Ateliers Mécaniques Dupuis SA',
    street: "Rue de l'Industrie 22",
    postcode: '4400',
    city: 'Flémalle',
    country: 'BE',
    phone: '+32 4 233 18 90',
    email: 'ventes@amdupuis.be',
    web: 'www.amdupuis.be',
    sells: ['machine', 'fasteners'],
    color: '#455a64',
    bank: { name: 'ING Belgique', bic: 'BBRUBEBB', code: '340' },
    legal: (ids) => `RPM Liège, division Liège · BCE ${beDotted(ids.vat)}`,
  },
  {
    key: 'be-biscuit',
    name: 'Biscuiterie Lambotte SRL',
    street: 'Chaussée de Namur 145',
    postcode: '5030',
    city: 'Gembloux',
    country: 'BE',
    phone: '+32 81 61 22 45',
    email: 'export@biscuiterie-lambotte.be',
    web: 'www.biscuiterie-lambotte.be',
    sells: ['food'],
    color: '#8d6e63',
    bank: { name: 'Belfius Banque', bic: 'GKCCBEBB', code: '068' },
    legal: (ids) => `RPM Liège, division Namur · N° d'entreprise ${beDotted(ids.vat)}`,
  },
  // Belgian buyers
  {
    key: 'be-logistics',
    name: 'Scheldehaven Logistics NV',
    street: 'Noorderlaan 133',
    postcode: '2030',
    city: 'Antwerpen',
    country: 'BE',
    phone: '+32 3 541 70 00',
    email: 'warehouse@scheldehaven.be',
    bank: { name: 'KBC Bank', bic: 'KREDBEBB', code: '733' },
  },
  {
    key: 'be-techniek',
    name: 'Delvaux Techniek BV',
    street: 'Brugsesteenweg 255',
    postcode: '9000',
    city: 'Gent',
    country: 'BE',
    phone: '+32 9 226 41 18',
    email: 'aankoop@delvauxtechniek.be',
    bank: { name: 'BNP Paribas Fortis', bic: 'GEBABEBB', code: '001' },
  },
  {
    key: 'be-import',
    name: 'Maes & Peeters Import BV',
    street: 'Boomsesteenweg 50',
    postcode: '2630',
    city: 'Aartselaar',
    country: 'BE',
    phone: '+32 3 870 55 20',
    email: 'import@maespeeters.be',
    bank: { name: 'KBC Bank', bic: 'KREDBEBB', code: '733' },
  },
  {
    key: 'be-retail',
    name: 'Hoornaert Retail NV',
    street: 'Kolvenierstraat 9',
    postcode: '8000',
    city: 'Brugge',
    country: 'BE',
    phone: '+32 50 44 61 90',
    email: 'purchasing@hoornaert-retail.be',
    bank: { name: 'Belfius Bank', bic: 'GKCCBEBB', code: '068' },
  },
  {
    key: 'be-distri',
    name: 'Distrilux SA',
    street: 'Avenue Louise 250',
    postcode: '1050',
    city: 'Bruxelles',
    country: 'BE',
    phone: '+32 2 640 18 18',
    email: 'achats@distrilux.be',
    bank: { name: 'ING Belgique', bic: 'BBRUBEBB', code: '310' },
  },
  {
    key: 'be-quincaillerie',
    name: 'Quincaillerie Collard SRL',
    street: 'Rue de la Station 18',
    postcode: '6000',
    city: 'Charleroi',
    country: 'BE',
    phone: '+32 71 31 52 64',
    email: 'commandes@collard-quincaillerie.be',
    bank: { name: 'Belfius Banque', bic: 'GKCCBEBB', code: '068' },
  },
  {
    key: 'be-epicerie',
    name: 'Epicerie Fine Vandenberghe BV',
    street: 'Liersesteenweg 212',
    postcode: '2800',
    city: 'Mechelen',
    country: 'BE',
    phone: '+32 15 41 26 70',
    email: 'aankoop@vandenberghe-fijnkost.be',
    bank: { name: 'KBC Bank', bic: 'KREDBEBB', code: '731' },
  },
  {
    key: 'be-coatings',
    name: 'Rupel Coatings NV',
    street: 'Kapelstraat 3',
    postcode: '2850',
    city: 'Boom',
    country: 'BE',
    phone: '+32 3 880 90 40',
    email: 'procurement@rupelcoatings.be',
    bank: { name: 'BNP Paribas Fortis', bic: 'GEBABEBB', code: '001' },
  },
  {
    key: 'be-meuse',
    name: 'Meuse Industrie SA',
    street: 'Quai de la Boverie 40',
    postcode: '4020',
    city: 'Liège',
    country: 'BE',
    phone: '+32 4 341 77 20',
    email: 'achats@meuse-industrie.be',
    bank: { name: 'ING Belgique', bic: 'BBRUBEBB', code: '340' },
  },
  // France
  {
    key: 'fr-tissage',
    name: 'Tissages de Roubaix SAS',
    street: '12 rue du Général Leclerc',
    postcode: '59100',
    city: 'Roubaix',
    country: 'FR',
    phone: '+33 3 20 73 41 90',
    email: 'export@tissages-roubaix.fr',
    web: 'www.tissages-roubaix.fr',
    sells: ['textile', 'fabric'],
    color: '#1a237e',
    bank: { name: 'CIC Nord Ouest', bic: 'CMCIFRPP', code: '30027' },
    legal: (ids) =>
      `SAS au capital de 250 000 € · RCS Lille Métropole ${spaced(ids.siren ?? '')} · SIRET ${ids.siret ?? ''} · APE 1320Z`,
  },
  {
    key: 'fr-meca',
    name: 'Mécanique de Précision Dauphinoise SARL',
    street: "45 avenue de l'Europe",
    postcode: '38100',
    city: 'Grenoble',
    country: 'FR',
    phone: '+33 4 76 22 58 14',
    email: 'contact@mpd-grenoble.fr',
    web: 'www.mpd-grenoble.fr',
    sells: ['machine', 'tools', 'fasteners'],
    color: '#0d47a1',
    bank: { name: 'Banque Populaire Auvergne Rhône Alpes', bic: 'CCBPFRPPGRE', code: '16807' },
    legal: (ids) =>
      `SARL au capital de 80 000 € · RCS Grenoble ${spaced(ids.siren ?? '')} · SIRET ${ids.siret ?? ''} · Code NAF 2562B`,
  },
  {
    key: 'fr-chimie',
    name: 'Chimie Fine du Rhône SA',
    street: '8 rue Ampère',
    postcode: '69440',
    city: 'Mornant',
    country: 'FR',
    phone: '+33 4 78 44 90 12',
    email: 'adv@chimie-fine-rhone.fr',
    web: 'www.chimie-fine-rhone.fr',
    sells: ['chemical'],
    color: '#006064',
    bank: { name: 'BNP Paribas', bic: 'BNPAFRPPXXX', code: '30004' },
    legal: (ids) =>
      `SA au capital de 1 200 000 € · RCS Lyon ${spaced(ids.siren ?? '')} · SIRET ${ids.siret ?? ''}`,
  },
  {
    key: 'fr-biscuit',
    name: 'Biscuiterie Marchal SAS',
    street: '3 route de Nantes',
    postcode: '44190',
    city: 'Clisson',
    country: 'FR',
    phone: '+33 2 40 54 17 33',
    email: 'commercial@biscuiterie-marchal.fr',
    web: 'www.biscuiterie-marchal.fr',
    sells: ['food'],
    color: '#bf360c',
    bank: { name: 'Crédit Agricole Atlantique Vendée', bic: 'AGRIFRPP847', code: '14706' },
    legal: (ids) =>
      `SAS au capital de 120 000 € · RCS Nantes ${spaced(ids.siren ?? '')} · SIRET ${ids.siret ?? ''}`,
  },
  {
    key: 'fr-lille',
    name: 'Quincaillerie Centrale du Nord SAS',
    street: '27 boulevard de la Liberté',
    postcode: '59000',
    city: 'Lille',
    country: 'FR',
    phone: '+33 3 20 57 12 00',
    email: 'achats@qcn-lille.fr',
    bank: { name: 'Société Générale', bic: 'SOGEFRPP', code: '30003' },
  },
  // United Kingdom
  {
    key: 'uk-precision',
    name: 'Pennine Precision Engineering Ltd',
    street: '14 Brunel Way',
    postcode: 'WF2 7AW',
    city: 'Wakefield',
    country: 'GB',
    phone: '+44 1924 283 410',
    email: 'sales@pennine-precision.co.uk',
    web: 'www.pennine-precision.co.uk',
    sells: ['machine', 'fasteners'],
    color: '#263238',
    bank: { name: 'Barclays Bank PLC', bic: 'BARCGB22', code: 'BARC' },
    legal: (ids) =>
      `Registered in England and Wales, company no. ${ids.number}. Registered office: 14 Brunel Way, Wakefield WF2 7AW`,
  },
  {
    key: 'uk-biscuit',
    name: 'Albion Biscuit Company Ltd',
    street: '22 Mill Lane',
    postcode: 'CA2 5AB',
    city: 'Carlisle',
    country: 'GB',
    phone: '+44 1228 512 770',
    email: 'export@albionbiscuits.co.uk',
    web: 'www.albionbiscuits.co.uk',
    sells: ['food'],
    color: '#880e4f',
    bank: { name: 'Lloyds Bank plc', bic: 'LOYDGB2L', code: 'LOYD' },
    legal: (ids) => `Company registration no. ${ids.number} (England & Wales)`,
  },
  {
    key: 'uk-lube',
    name: 'Thames Valley Lubricants Ltd',
    street: '3 Station Road',
    postcode: 'RG1 1LX',
    city: 'Reading',
    country: 'GB',
    phone: '+44 118 957 3321',
    email: 'orders@tvlubricants.co.uk',
    web: 'www.tvlubricants.co.uk',
    sells: ['chemical'],
    color: '#01579b',
    bank: { name: 'HSBC UK Bank plc', bic: 'HBUKGB4B', code: 'HBUK' },
    legal: (ids) => `Registered in England No. ${ids.number}`,
  },
  {
    key: 'uk-hartley',
    name: 'Hartley & Finch Ltd',
    street: '88 Leman Street',
    postcode: 'E1 8EU',
    city: 'London',
    country: 'GB',
    phone: '+44 20 7481 2290',
    email: 'buying@hartleyfinch.co.uk',
    bank: { name: 'NatWest', bic: 'NWBKGB2L', code: 'NWBK' },
  },
  {
    key: 'uk-caledonian',
    name: 'Caledonian Foods Ltd',
    street: '12 Tay Street',
    postcode: 'PH1 5LQ',
    city: 'Perth',
    country: 'GB',
    phone: '+44 1738 630 112',
    email: 'purchasing@caledonianfoods.co.uk',
    bank: { name: 'Bank of Scotland', bic: 'BOFSGB21', code: 'BOFS' },
  },
  // United States, Canada
  {
    key: 'us-valve',
    name: 'Great Lakes Valve Corp.',
    street: '1450 W Fulton St',
    postcode: '60607',
    city: 'Chicago',
    region: 'IL',
    country: 'US',
    phone: '+1 (312) 555-0148',
    email: 'intlsales@greatlakesvalve.com',
    web: 'www.greatlakesvalve.com',
    sells: ['machine'],
    color: '#0b3d91',
    bank: { name: 'First Midwest Commerce Bank', bic: 'FMCBUS44' },
    noVat: true,
  },
  {
    key: 'us-controls',
    name: 'Pacific Rim Controls LLC',
    street: '4800 Airport Way S',
    postcode: '98108',
    city: 'Seattle',
    region: 'WA',
    country: 'US',
    phone: '+1 206 555 0190',
    email: 'export@pacrimcontrols.com',
    web: 'www.pacrimcontrols.com',
    sells: ['electrical'],
    color: '#1b5e20',
    bank: { name: 'Cascade National Bank', bic: 'CSNBUS6S' },
    noVat: true,
  },
  {
    key: 'us-midwest',
    name: 'Midwest Industrial Supply Inc.',
    street: '2200 Dublin Rd',
    postcode: '43228',
    city: 'Columbus',
    region: 'OH',
    country: 'US',
    phone: '+1 614 555 0122',
    email: 'purchasing@midwestindustrial.com',
    bank: { name: 'Buckeye Commerce Bank', bic: 'BCBKUS33' },
    noVat: true,
  },
  {
    key: 'us-brooklyn',
    name: 'Brooklyn Fine Foods LLC',
    street: '310 Wythe Ave',
    postcode: '11249',
    city: 'Brooklyn',
    region: 'NY',
    country: 'US',
    phone: '+1 718 555 0177',
    email: 'orders@brooklynfinefoods.com',
    bank: { name: 'Harbor State Bank', bic: 'HSBKUS31' },
    noVat: true,
  },
  {
    key: 'us-apparel',
    name: 'Hudson Apparel Group Inc.',
    street: '525 Seventh Avenue, Suite 1410',
    postcode: '10018',
    city: 'New York',
    region: 'NY',
    country: 'US',
    phone: '+1 212 555 0134',
    email: 'sourcing@hudsonapparel.com',
    bank: { name: 'Empire Merchants Bank', bic: 'EMBKUS3N' },
    noVat: true,
  },
  {
    key: 'ca-laurentides',
    name: 'Laurentides Distribution Inc.',
    street: '1200 boul. Industriel',
    postcode: 'H7L 4R9',
    city: 'Laval',
    region: 'Québec',
    country: 'CA',
    phone: '+1 450 555 0163',
    email: 'achats@laurentides-distribution.ca',
    bank: { name: 'Caisse Desjardins de Laval', bic: 'CCDQCAMM' },
    noVat: true,
  },
  // China
  {
    key: 'cn-hardware',
    name: 'Ningbo Hengda Hardware Co., Ltd.',
    street: 'No. 88 Xingye Road, Beilun District',
    postcode: '315800',
    city: 'Ningbo',
    region: 'Zhejiang',
    country: 'CN',
    phone: '+86 574 8618 2201',
    email: 'sales@hengda-hardware.cn',
    web: 'www.hengda-hardware.cn',
    sells: ['fasteners', 'tools', 'auto'],
    color: '#b71c1c',
    bank: { name: 'Bank of China, Ningbo Branch', bic: 'BKCHCNBJ92A' },
    noVat: true,
  },
  {
    key: 'cn-lighting',
    name: 'Shenzhen Brightway Lighting Technology Co., Ltd.',
    street: "5F, Building B, Huafeng Industrial Park, Bao'an District",
    postcode: '518101',
    city: 'Shenzhen',
    region: 'Guangdong',
    country: 'CN',
    phone: '+86 755 2961 4480',
    email: 'export@brightway-light.cn',
    web: 'www.brightway-light.cn',
    sells: ['electrical', 'toys'],
    color: '#f57f17',
    bank: { name: 'China Merchants Bank, Shenzhen Branch', bic: 'CMBCCNBS' },
    noVat: true,
  },
  {
    key: 'cn-textile',
    name: 'Jiangsu Sunrise Textile Import & Export Co., Ltd.',
    street: '168 Zhongshan Road',
    postcode: '226001',
    city: 'Nantong',
    region: 'Jiangsu',
    country: 'CN',
    phone: '+86 513 8512 6690',
    email: 'sunrise@js-sunrise-textile.cn',
    sells: ['textile', 'fabric', 'footwear'],
    color: '#1565c0',
    bank: { name: 'Industrial and Commercial Bank of China, Nantong Branch', bic: 'ICBKCNBJNTG' },
    noVat: true,
  },
  {
    key: 'cn-huamao',
    name: 'Shanghai Huamao Trading Co., Ltd.',
    street: 'Room 1802, 1000 Zhangyang Road, Pudong New District',
    postcode: '200120',
    city: 'Shanghai',
    country: 'CN',
    phone: '+86 21 5081 3377',
    email: 'purchase@huamao-trading.cn',
    bank: { name: 'Bank of Communications, Shanghai Branch', bic: 'COMMCNSHSHI' },
    noVat: true,
  },
  // Turkey, India
  {
    key: 'tr-food',
    name: 'Ege Kuru Meyve Gıda San. ve Tic. A.Ş.',
    street: 'Kemalpaşa Cad. No: 112',
    postcode: '35070',
    city: 'İzmir',
    country: 'TR',
    phone: '+90 232 461 70 20',
    email: 'export@egekurumeyve.com.tr',
    web: 'www.egekurumeyve.com.tr',
    sells: ['food'],
    color: '#e65100',
    bank: { name: 'Türkiye İş Bankası A.Ş., İzmir Kurumsal Şubesi', bic: 'ISBKTRISXXX', code: '00064' },
    otherId: { label: 'Tax Office / No.', value: 'Bornova V.D. 3270415892' },
    noVat: true,
  },
  {
    key: 'tr-seramik',
    name: 'Anadolu Seramik Sanayi A.Ş.',
    street: 'Organize Sanayi Bölgesi 4. Cadde No: 18',
    postcode: '11300',
    city: 'Bozüyük',
    region: 'Bilecik',
    country: 'TR',
    phone: '+90 228 314 22 00',
    email: 'export@anadoluseramik.com.tr',
    web: 'www.anadoluseramik.com.tr',
    sells: ['ceramic'],
    color: '#6a1b9a',
    bank: { name: 'Akbank T.A.Ş., Bozüyük Şubesi', bic: 'AKBKTRIS', code: '00046' },
    otherId: { label: 'Tax No.', value: 'Bozüyük V.D. 0680231457' },
    noVat: true,
  },
  {
    key: 'tr-textile',
    name: 'Bursa Tekstil San. ve Tic. Ltd. Şti.',
    street: 'Organize Sanayi Bölgesi, Mavi Cad. No: 8',
    postcode: '16140',
    city: 'Bursa',
    country: 'TR',
    phone: '+90 224 243 18 60',
    email: 'info@bursatekstil.com.tr',
    sells: ['textile'],
    color: '#00838f',
    bank: { name: 'Garanti BBVA, Bursa OSB Şubesi', bic: 'TGBATRIS', code: '00062' },
    otherId: { label: 'Tax No.', value: 'Uludağ V.D. 1840327765' },
    noVat: true,
  },
  {
    key: 'tr-marmara',
    name: 'Marmara Makina Sanayi A.Ş.',
    street: 'İkitelli OSB, Demirciler Sitesi 3. Cad. No: 14',
    postcode: '34490',
    city: 'İstanbul',
    country: 'TR',
    phone: '+90 212 671 40 30',
    email: 'satinalma@marmaramakina.com.tr',
    bank: { name: 'Yapı Kredi', bic: 'YAPITRIS', code: '00067' },
    noVat: true,
  },
  {
    key: 'in-textile',
    name: 'Coimbatore Home Textiles Pvt. Ltd.',
    street: '45 Avinashi Road, Peelamedu',
    postcode: '641004',
    city: 'Coimbatore',
    region: 'Tamil Nadu',
    country: 'IN',
    phone: '+91 422 257 3180',
    email: 'exports@cbe-hometextiles.in',
    web: 'www.cbe-hometextiles.in',
    sells: ['textile'],
    color: '#4a148c',
    bank: { name: 'State Bank of India, Coimbatore Main Branch', bic: 'SBININBB454' },
    otherId: { label: 'IEC', value: '0412038571' },
    noVat: true,
  },
  // Other buyers
  {
    key: 'no-fjordline',
    name: 'Fjordline Industri AS',
    street: 'Sandviksveien 12',
    postcode: '5035',
    city: 'Bergen',
    country: 'NO',
    phone: '+47 55 30 12 40',
    email: 'innkjop@fjordline-industri.no',
    bank: { name: 'DNB Bank ASA', bic: 'DNBANOKK' },
  },
  {
    key: 'ae-gulfstar',
    name: 'Gulf Star Trading LLC',
    street: 'Plot S10412, Jebel Ali Free Zone South',
    city: 'Dubai',
    country: 'AE',
    phone: '+971 4 881 3320',
    email: 'procurement@gulfstar-trading.ae',
    bank: { name: 'Emirates NBD', bic: 'EBILAEAD' },
    noVat: true,
  },
  {
    key: 'ma-atlas',
    name: 'Atlas Import SARL',
    street: '45 Boulevard Zerktouni',
    postcode: '20250',
    city: 'Casablanca',
    country: 'MA',
    phone: '+212 522 47 31 08',
    email: 'achats@atlas-import.ma',
    bank: { name: 'Attijariwafa Bank', bic: 'BCMAMAMC' },
    noVat: true,
  },
];

const vatFor = (rng: Rng, country: string, french: boolean): VatId | undefined => {
  switch (country) {
    case 'BE':
      return belgianVat(rng);
    case 'NL':
      return dutchVat(rng);
    case 'DE':
      return germanVat(rng);
    case 'AT':
      return austrianVat(rng);
    case 'GB':
      return britishVat(rng);
    case 'CH':
      return swissUid(rng, french ? 'TVA' : 'MWST');
    case 'NO':
      return norwegianVat(rng);
    default:
      return undefined;
  }
};

const eoriFor = (rng: Rng, country: string, vat: VatId | undefined, siret?: string): string | undefined => {
  switch (country) {
    case 'BE':
      return vat?.value;
    case 'NL':
      return vat ? vat.value.slice(0, 11) : undefined;
    case 'DE':
      return `DE${rng.digits(7)}`;
    case 'AT':
      return `ATEOS10000${rng.digits(5)}`;
    case 'FR':
      return siret ? `FR${siret}` : undefined;
    case 'GB':
      return vat ? `${vat.value}000` : undefined;
    default:
      return undefined;
  }
};

const IBAN_COUNTRIES = new Set(['BE', 'NL', 'DE', 'FR', 'GB', 'AT', 'CH', 'TR']);

const build = (def: Def): Company => {
  const rng = new Rng(`company:${def.key}`);
  let vat: VatId | undefined;
  let siren: string | undefined;
  let siret: string | undefined;
  if (def.country === 'FR') {
    const ids = frenchIds(rng);
    vat = ids.vat;
    siren = ids.siren;
    siret = ids.siret;
  } else if (!def.noVat) {
    vat = vatFor(rng, def.country, def.key === 'ch-labo');
  }
  const number = rng.digits(def.country === 'NL' ? 8 : def.country === 'GB' ? 8 : 6, def.country === 'GB');
  const bank: Bank = IBAN_COUNTRIES.has(def.country)
    ? { name: def.bank.name, bic: def.bank.bic, iban: iban(rng, def.country, def.bank.code) }
    : {
        name: def.bank.name,
        bic: def.bank.bic,
        account: def.country === 'US' ? rng.digits(10) : spaced(rng.digits(16), 4),
        ...(def.country === 'US' ? { routing: `0${rng.digits(8)}` } : {}),
      };
  const eori = eoriFor(rng, def.country, vat, siret);
  return {
    key: def.key,
    name: def.name,
    street: def.street,
    ...(def.postcode ? { postcode: def.postcode } : {}),
    city: def.city,
    ...(def.region ? { region: def.region } : {}),
    country: def.country,
    ...(vat ? { vat: vat.value, vatPrinted: vat.printed } : {}),
    ...(eori ? { eori } : {}),
    ...(def.otherId ? { otherId: def.otherId } : {}),
    phone: def.phone,
    email: def.email,
    ...(def.web ? { web: def.web } : {}),
    bank,
    legal: def.legal ? def.legal({ vat, number, siren, siret }) : '',
    sells: def.sells ?? [],
    color: def.color ?? '#333333',
    ...(def.contact ? { contact: def.contact } : {}),
  };
};

const COMPANIES: ReadonlyMap<string, Company> = new Map(DEFS.map((def) => [def.key, build(def)]));

export const company = (key: string): Company => {
  const found = COMPANIES.get(key);
  if (!found) throw new Error(`unknown company ${key}`);
  return found;
};
