// The labels of an invoice's header fields in EN, NL, FR and DE, folded (lower case, accents
// off) as label-values.ts compares them. One pattern per field; each alternative is a label a
// person would print, not a word that merely occurs near the value.

export const INVOICE_NUMBER =
  /\b(?:invoice\s+no\.?\s+and\s+date|(?:commercial\s+|proforma\s+|pro\s+forma\s+|tax\s+)?invoice\s*(?:no|nr|number|num|n°|#|ref(?:erence)?)\.?|inv\.?\s*(?:no|nr|#)\.?|invoice\s*:|(?:invoice|facture|factuur)\s*#|factuurnummer\s+en\s+-?datum|rechnungsnummer\s+und\s+-?datum|n[°o]\s+et\s+date\s+de\s+(?:la\s+)?facture|(?:pro\s?forma\s*)?factuur\s*(?:nummer|nr|no)\.?|factuurnummer|factuurnr\.?|n[°o]\s*(?:de\s+)?(?:la\s+)?facture|numero\s+(?:de\s+)?(?:la\s+)?facture|facture\s+(?:proforma\s+)?n[°o]?\.?|(?:pro\s?forma-?)?rechnungs?-?\s*(?:nummer|nr|no|#)\.?|re-?nr\.?|rg\.?\s{0,2}-?\s{0,2}nr\.?|belegnummer|beleg-?nr\.?|(?:handels|sammel|proforma|zoll)rechnung\s*(?:nr|nummer|no)\.?|facture\s+commerciale\s+n[°o]?|handelsfactuur\s*(?:nr|nummer)?|^(?:(?:commercial|proforma|pro\s+forma|export|tax)\s+)?(?:invoice|facture|factuur|rechnung)(?:\s*[-–/]\s*(?:packing\s+list|colisage|paklijst|packliste))?(?:\s+(?:n[°o]|nr|no|number|nummer)\.?)?\s{0,2}:?(?=\s{1,3}[a-z]{0,4}[-/.]?\d))/;

// The title that opens a line, the number after it: "Rechnung RE1001", "FACTURE - COLISAGE n° FA26".
// "Nummer" alone: a label only where it starts a cell (see header-fields.ts).
export const BARE_NUMBER = /\b(?:nummer|number|numero|n°|no\.|nr\.)(?=\s|$)/;

// The document's own name as a column title ("Klant  Order  Factuur datum  Factuur"): its number.
export const TITLE_COLUMN =
  /\b(?:factuur|invoice|facture|rechnung)\b(?!\s*(?:datum|date|nr|no\b|number|nummer|n°|#|to\b|aan\b|an\b|a\b|adres|address|adresse|total|totaal|summe|betrag|bedrag|amount|value|waarde|:))/;

export const INVOICE_DATE =
  /(?<!\b(?:jours|days|dagen|tage|tagen|from|after|nach|ab|na)\s+)\b(?:invoice\s*date|date\s+of\s+invoice|factuurdatum|factuur\s*datum|date\s+(?:de\s+(?:la\s+)?)?facture(?!\s+(?:associee|d['’]origine|initiale))|date\s+d['’]emission|rechnungsdatum|belegdatum|datum\s+(?:der\s+)?rechnung)\b/;

export const ANY_DATE =
  /(?<!(?:due|order|delivery|verval|lever|echeance|liefer|bestell|shipping|ship|export|payment|betaal|paiement|zahlungs?|leverings|livraison|commande|auftrags)\s?-?)\b(?:date|datum)\b(?!\s+(?:of\s+)?(?:export|shipment|delivery|order|due|d['’]echeance|de\s+livraison|de\s+commande|van\s+levering|der\s+lieferung)|\s+of\b(?!\s+(?:the\s+)?(?:invoice|issue))|\s+limite|\s+de\s+(?:paiement|reglement|facture\s+associee))/;

export const CURRENCY =
  /\b(?:currency|valuta|devise|monnaie|wahrung|currency\s+code|(?:all\s+)?(?:amounts|prices|values)\s+(?:are\s+)?(?:in|expressed\s+in)|betrage\s+in|preise\s+in|bedragen\s+in|prijzen\s+in|montants\s+(?:en|exprimes\s+en)|prix\s+en)\b/;

export const PAYABLE =
  /\b(?:total\s+(?:(?:[€$£]|eur|usd|gbp)\s+)?(?:due|amount|incl\.?(?:uding)?(?:\s+(?:vat|tax|btw|tva|mwst)\b)?|invoice(?:\s+value|\s+amount)?|to\s+pay|ttc|gross(?!\s+(?:weight|wt|mass))|payable)|amount\s+(?:due|payable|to\s+pay)|gross\s+total|balance\s+due|grand\s+total|invoice\s+total|total\s+value\s+of\s+(?:the\s+)?invoice|te\s+betalen|bedrag\s+incl\.?\s+btw|totaal\s+(?:incl\.?|te\s+betalen|factuur|eur\b)|factuur\s?totaal|factuurbedrag|(?:totale\s+)?factuurwaarde|totaalbedrag|(?:net|total)\s+a\s+payer|somme\s+a\s+payer|montant\s+(?:total\s+)?(?:ttc|a\s+payer)|montant\s+total(?!\s+(?:ht|hors|net))|valeur\s+totale\s+(?:de\s+la\s+)?facture|total\s+(?:general|facture)|gesamtbetrag|rechnungsbetrag(?!\s+(?:netto|ohne|exkl))|rechnungssumme(?!\s+(?:netto|ohne|exkl))|endbetrag|endsumme|bruttosumme|bruttobetrag|gesamtsumme|zu\s+zahlen|zahlbetrag|summe\s+brutto|gesamt\s+brutto)/;

export const NET_AMOUNT =
  /\b(?:subtotaal(?:\s+(?:ex|excl|exclusief)\.?\s+(?:btw|vat))?|sub-?\s?total|exclusief\s+btw|excl\.?\s+btw|excl(?:uding|\.)?\s+vat|hors\s+tva|ohne\s+(?:mwst|ust)|net\s+(?:amount|total|value)|total\s+net(?!\s+(?:weight|wt|mass))|total\s+(?:excl\.?(?:uding)?|before\s+(?:vat|tax)|ex\.?\s+vat|goods)|goods\s+value|totaal\s+ex(?:cl(?:usief)?)?\.?(?:\s+(?:btw|vat))?(?=\s|:|$)|totaal\s+exclusief|netto\s*bedrag|maatstaf\s+van\s+heffing|grondslag|base\s+ht|bemessungsgrundlage|total\s+ht|net\s+ht|montant\s+(?:total\s+)?ht|total\s+hors\s+taxes?|sous-?\s?total|nettobetrag|netto\s*summe|summe\s+netto|gesamt\s+netto|zwischensumme|warenwert|nettowert|rechnungsbetrag\s+netto|rechnungssumme\s+netto)\b/;

// "VAT 21 %", "BTW", "TVA 20%", "MwSt. 19 %", "USt", "Tax 15% on $ 112.90" (the base is part of the
// label): not "VAT No." nor "TVA intracommunautaire".
export const VAT_AMOUNT =
  /(?<!(?:excl|exclusive|excluding|incl|inclusive|including|before|ex|hors|ohne|inkl|exkl|zonder|sans|avec|net\s+of)\.?\s+)(?:\b\d{1,2}(?:[.,]\d{1,2})?\s?%\s+(?=(?:btw|vat|tva|mwst|ust)\b))?\b(?:(?:total\s+)?(?:btw\s?-?bedrag|vat\s+amount|montant\s+(?:de\s+la\s+)?tva|total\s+tva|vat|btw|tva|t\.v\.a|tax|mwst|ust|umsatzsteuer|mehrwertsteuer))\b\.?(?:\s*(?:@\s*)?\(?\d{1,2}(?:[.,]\d{1,2})?\s*%\)?)?(?:\s+(?:on|sur|auf|op|over|van)\s+(?:[$€£]\s?)?\d[\d.,\s]*\d(?:\s?(?:[$€£]|eur|usd|gbp))?)?(?!\s{0,3}-?\s{0,3}(?:no\b|nr\b|number|nummer|numero|n°|id\b|reg|identification|intra|code|registration|-?id|%))/;

export const NET_WEIGHT =
  /\b(?:total\s+)?(?:netto\s+gesamt|gesamt\s*netto|gesamt-?nettogewicht|netto\s+totaal|totaal\s+netto|poids\s+net\s+total|net\s+weight|net\s+wt|net\s+mass|nettogewicht|netto\s*gewicht|gewicht\s+netto|poids\s+net|masse\s+nette|n\.\s?w(?=\.)|eigenmasse|reingewicht)\b/;

export const GROSS_WEIGHT =
  /\b(?:total\s+)?(?:brutto\s+gesamt|gesamt\s*brutto|gesamt-?bruttogewicht|bruto\s+totaal|totaal\s+bruto|poids\s+brut\s+total|gross\s+weight|gross\s+wt|gross\s+mass|brutogewicht|bruto\s*gewicht|gewicht\s+bruto|bruttogewicht|brutto\s*gewicht|gewicht\s+brutto|gesamtgewicht|poids\s+brut|masse\s+brute|g\.\s?w(?=\.)|rohmasse|total\s+weight)\b/;

export const PACKAGES =
  /\b(?:total\s+)?(?:number\s+of\s+packages|no\.?\s+of\s+(?:packages|pkgs|cartons|colli)|total\s+packages|packages|pkgs|aantal\s+colli|aantal\s+verpakkingen|colli|nombre\s+(?:total\s+)?de\s+colis|nbre?\s+(?:de\s+)?colis|colis|anzahl\s+(?:der\s+)?packstucke|packstucke|anzahl\s+kolli|kolli)\b/;

export const SHIPPING_MARKS =
  /\b(?:shipping\s+marks|marks\s*(?:&|and)\s*n(?:o|umber)s?\.?|marks|verzendmerken|merken(?:\s+en\s+nummers)?|marques(?:\s+et\s+numeros|\s+d['’]expedition|\s+de\s+colis)?|marquage|markierung(?:en)?|versandmarkierung|zeichen(?:\s+und\s+nummern)?)\b/;

export const ORIGIN =
  /\b(?:country\s+of\s+(?:origin|manufacture)(?:\s+of\s+(?:the\s+)?goods)?|origin\s+of\s+(?:the\s+)?goods|land\s+van\s+oorsprong|oorsprongsland|land\s+van\s+herkomst|pays\s+d['’]origine(?:\s+des\s+marchandises)?|origine\s+des\s+marchandises|ursprungsland|herkunftsland|ursprung\s+der\s+waren)\b/;
