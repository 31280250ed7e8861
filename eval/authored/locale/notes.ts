import type { Company, Lang } from '../model.ts';
import type { Rng } from '../random.ts';

/** Sentences documents print beside the figures, in each language. */

export type Flow = 'export' | 'import' | 'intra' | 'domestic' | 'ddp';

type Variants = Readonly<Record<Lang, readonly string[]>>;

const INTRA: Readonly<Record<string, Variants>> = {
  DE: {
    de: [
      'Steuerfreie innergemeinschaftliche Lieferung gemäß § 4 Nr. 1b i.V.m. § 6a UStG.',
      'Innergemeinschaftliche Lieferung – steuerfrei nach § 4 Nr. 1b UStG. Steuerschuldnerschaft des Leistungsempfängers.',
    ],
    en: ['Tax-free intra-Community supply (§ 4 No. 1b German VAT Act). Reverse charge.'],
    nl: ['Intracommunautaire levering, vrijgesteld van Duitse btw (§ 4 Nr. 1b UStG). Btw verlegd.'],
    fr: ['Livraison intracommunautaire exonérée (§ 4 Nr. 1b UStG). Autoliquidation.'],
  },
  AT: {
    de: [
      'Steuerfreie innergemeinschaftliche Lieferung gem. Art. 7 UStG 1994. Übergang der Steuerschuld.',
    ],
    en: ['Tax-free intra-Community supply (Art. 7 Austrian VAT Act).'],
    nl: ['Intracommunautaire levering, btw verlegd.'],
    fr: ['Livraison intracommunautaire exonérée, autoliquidation.'],
  },
  NL: {
    nl: [
      'Intracommunautaire levering, btw verlegd (art. 138 Btw-richtlijn 2006/112/EG).',
      '0% btw – intracommunautaire levering.',
    ],
    en: ['Intra-Community supply, VAT reverse charged (Art. 138 Directive 2006/112/EC).'],
    de: ['Innergemeinschaftliche Lieferung, Steuerschuldnerschaft des Leistungsempfängers.'],
    fr: ['Livraison intracommunautaire, autoliquidation de la TVA.'],
  },
  BE: {
    nl: [
      'Vrijgestelde intracommunautaire levering – art. 39bis, eerste lid, 1° W.Btw.',
      'Intracommunautaire levering vrijgesteld van btw (art. 39bis W.Btw). Btw verlegd.',
    ],
    fr: [
      'Livraison intracommunautaire exemptée – article 39bis, alinéa 1er, 1° du Code de la TVA.',
    ],
    en: ['Exempt intra-Community supply – Article 39bis Belgian VAT Code.'],
    de: ['Steuerfreie innergemeinschaftliche Lieferung – Art. 39bis belgisches MwSt-Gesetzbuch.'],
  },
  FR: {
    fr: [
      'Exonération de TVA, article 262 ter I du CGI.',
      'Livraison intracommunautaire exonérée – article 262 ter I du CGI. Autoliquidation par le preneur.',
    ],
    en: ['VAT exempt intra-Community supply – Article 262 ter I CGI.'],
    nl: ['Intracommunautaire levering – vrijgesteld (art. 262 ter I CGI).'],
    de: ['Steuerfreie innergemeinschaftliche Lieferung – Art. 262 ter I CGI.'],
  },
};

const EXPORT: Readonly<Record<string, Variants>> = {
  DE: {
    de: [
      'Steuerfreie Ausfuhrlieferung gemäß § 4 Nr. 1a i.V.m. § 6 UStG.',
      'Ausfuhrlieferung – umsatzsteuerfrei nach § 4 Nr. 1a UStG.',
    ],
    en: ['VAT-exempt export delivery (§ 4 No. 1a German VAT Act).'],
    nl: ['Vrijgestelde uitvoerlevering.'],
    fr: ['Livraison à l’exportation exonérée de TVA.'],
  },
  AT: {
    de: ['Steuerfreie Ausfuhrlieferung gem. § 7 UStG 1994.'],
    en: ['Tax-free export delivery.'],
    nl: ['Vrijgestelde uitvoer.'],
    fr: ['Exportation exonérée.'],
  },
  CH: {
    de: ['Lieferung ins Ausland – von der MWST befreit (Art. 23 Abs. 2 Ziff. 1 MWSTG).'],
    fr: ['Exportation – exonérée de la TVA (art. 23 al. 2 ch. 1 LTVA).'],
    en: ['Export delivery – exempt from Swiss VAT.'],
    nl: ['Export – vrijgesteld van Zwitserse btw.'],
  },
  NL: {
    nl: [
      'Export buiten de EU – 0% btw (art. 9, lid 2, onderdeel b, Wet OB 1968).',
      'Uitvoerlevering, btw-tarief 0%.',
    ],
    en: ['Export outside the EU – 0 % VAT.'],
    de: ['Ausfuhrlieferung – 0 % BTW.'],
    fr: ['Exportation hors UE – TVA 0 %.'],
  },
  BE: {
    nl: [
      'Vrijgesteld van btw – uitvoer (art. 39, § 1, 1° W.Btw).',
      'Vrijstelling van btw: levering buiten de EU (art. 39 W.Btw).',
    ],
    fr: ['Exemption de TVA – exportation, article 39, § 1er, 1° du Code de la TVA.'],
    en: ['VAT exempt – export of goods outside the EU (Article 39 Belgian VAT Code).'],
    de: ['Von der MwSt. befreit – Ausfuhr (Art. 39 belgisches MwSt-Gesetzbuch).'],
  },
  FR: {
    fr: [
      'Exonération de TVA, article 262 I du CGI – exportation.',
      'TVA non applicable – exportation hors UE (article 262 I du CGI).',
    ],
    en: ['VAT exempt – export (Article 262 I CGI).'],
    nl: ['Vrijgesteld van btw – uitvoer.'],
    de: ['Steuerfreie Ausfuhr (Art. 262 I CGI).'],
  },
  GB: {
    en: [
      'Zero-rated for VAT – goods exported from the UK.',
      'Export – zero-rated supply (VAT Notice 703).',
    ],
    nl: ['Export – nultarief.'],
    fr: ['Exportation – taux zéro.'],
    de: ['Ausfuhr – Nullsatz.'],
  },
};

/** The exemption sentence a seller prints on a 0 % invoice, if it prints one. */
export const vatNote = (flow: Flow, seller: Company, lang: Lang, rng: Rng): string | undefined => {
  const table = flow === 'intra' ? INTRA : flow === 'export' ? EXPORT : undefined;
  const variants = table?.[seller.country]?.[lang];
  return variants && variants.length > 0 ? rng.pick(variants) : undefined;
};

const PAYMENT: Variants = {
  en: [
    '30 days net',
    'Net 30 days from invoice date',
    'T/T in advance',
    '30% T/T deposit, 70% balance against copy of B/L',
    'Irrevocable L/C at sight',
    'Payment within 60 days of invoice date',
    'CAD – cash against documents',
  ],
  de: [
    '30 Tage netto',
    'Zahlbar innerhalb von 14 Tagen mit 2 % Skonto oder 30 Tage netto',
    'Zahlbar sofort ohne Abzug',
    'Vorauskasse',
    '60 Tage netto ab Rechnungsdatum',
  ],
  nl: [
    'Betaling binnen 30 dagen na factuurdatum',
    '30 dagen netto',
    'Vooruitbetaling',
    'Betaling binnen 14 dagen zonder korting',
  ],
  fr: [
    'Paiement à 30 jours fin de mois',
    'Virement à 45 jours date de facture',
    'Paiement comptant à réception de facture',
    'Règlement par virement à 30 jours',
  ],
};

export const paymentTerms = (lang: Lang, rng: Rng): string => rng.pick(PAYMENT[lang]);

const INTRO: Variants = {
  en: [
    'Thank you for your order. We invoice you as follows:',
    'We have pleasure in invoicing the following goods:',
  ],
  de: [
    'Wir danken für Ihren Auftrag und berechnen Ihnen wie folgt:',
    'Sehr geehrte Damen und Herren, für unsere Lieferung erlauben wir uns, Ihnen zu berechnen:',
    'Für die Lieferung berechnen wir Ihnen:',
  ],
  nl: [
    'Wij danken u voor uw bestelling en factureren u als volgt:',
    'Hierbij factureren wij u de volgende goederen:',
  ],
  fr: [
    'Nous vous remercions de votre commande et vous facturons ce qui suit :',
    'Veuillez trouver ci-dessous le détail de notre livraison :',
  ],
};

export const intro = (lang: Lang, rng: Rng): string => rng.pick(INTRO[lang]);

const PROFORMA: Variants = {
  en: [
    'Pro forma invoice for customs purposes only. No payment required.',
    'Value declared for customs purposes only – no commercial value.',
  ],
  de: [
    'Proforma-Rechnung nur für Zollzwecke – keine Zahlung.',
    'Wert nur für Zollzwecke. Keine Berechnung.',
  ],
  nl: [
    'Pro-formafactuur uitsluitend voor douanedoeleinden – niet betalen.',
    'Waarde enkel voor douanedoeleinden, geen handelswaarde.',
  ],
  fr: [
    'Facture pro forma établie pour les besoins de la douane – ne pas payer.',
    'Valeur pour la douane uniquement, sans paiement.',
  ],
};

export const proformaNote = (lang: Lang, rng: Rng): string => rng.pick(PROFORMA[lang]);

/** The statement on preferential origin an EU exporter prints on its invoice. */
export const originStatement = (lang: Lang, reference: string): string => {
  switch (lang) {
    case 'en':
      return `The exporter of the products covered by this document (Exporter Reference No. ${reference}) declares that, except where otherwise clearly indicated, these products are of EU preferential origin.`;
    case 'de':
      return `Der Ausführer (Ermächtigter Ausführer; Referenz-Nr. ${reference}) der Waren, auf die sich dieses Handelspapier bezieht, erklärt, dass diese Waren, soweit nicht anders angegeben, präferenzbegünstigte EU-Ursprungswaren sind.`;
    case 'nl':
      return `De exporteur van de goederen waarop dit document van toepassing is (referentienummer exporteur ${reference}), verklaart dat, behoudens uitdrukkelijke andersluidende vermelding, deze goederen van preferentiële EU-oorsprong zijn.`;
    case 'fr':
      return `L'exportateur des produits couverts par le présent document (numéro de référence de l'exportateur ${reference}) déclare que, sauf indication claire du contraire, ces produits ont l'origine préférentielle UE.`;
  }
};

const CLOSING: Variants = {
  en: [
    'All sales are subject to our standard terms and conditions.',
    'Goods remain our property until paid in full.',
    'We certify that this invoice is true and correct and that the origin of the goods is as stated.',
  ],
  de: [
    'Es gelten unsere Allgemeinen Verkaufs- und Lieferbedingungen.',
    'Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.',
  ],
  nl: [
    'Op al onze leveringen zijn onze algemene verkoopsvoorwaarden van toepassing.',
    'Klachten dienen binnen 8 dagen na ontvangst schriftelijk te worden gemeld.',
  ],
  fr: [
    "Nos conditions générales de vente s'appliquent à toutes nos livraisons.",
    "En cas de retard de paiement, une pénalité égale à trois fois le taux d'intérêt légal ainsi qu'une indemnité forfaitaire de 40 € pour frais de recouvrement seront exigibles (art. L441-10 du Code de commerce).",
  ],
};

export const closing = (lang: Lang, rng: Rng): string => rng.pick(CLOSING[lang]);

const MODES: Readonly<Record<'road' | 'sea' | 'air', Variants>> = {
  road: {
    en: ['Road', 'By truck', 'Road freight'],
    de: ['LKW', 'Straße', 'Spedition / LKW'],
    nl: ['Wegvervoer', 'Vrachtwagen'],
    fr: ['Route', 'Camion'],
  },
  sea: {
    en: ['Sea', 'By sea', 'Sea freight'],
    de: ['Seefracht', 'Seeweg'],
    nl: ['Zeevracht', 'Per schip'],
    fr: ['Maritime', 'Voie maritime'],
  },
  air: {
    en: ['Air', 'Air freight', 'By air'],
    de: ['Luftfracht'],
    nl: ['Luchtvracht'],
    fr: ['Aérien', 'Fret aérien'],
  },
};

export const modeText = (mode: 'road' | 'sea' | 'air', lang: Lang, rng: Rng): string =>
  rng.pick(MODES[mode][lang]);
