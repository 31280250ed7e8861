import { partyLabelAt } from './party-labels.ts';

// The first words of the other fields' labels (folded) in EN, NL, FR, DE: an address block ends
// where one of them starts a cell, as the next box of a form or the next block of a header does.
const OTHER_FIELD =
  /^(?:\d{1,2}[.)]?\s*)?(?:invoice|inv\.|factuur|facture|rechnung|proforma|pro forma|date|datum|country|land van|pays|ursprungs|herkunfts|incoterm|terms|conditions|delivery terms|leverings|lieferbeding|payment|betaling|paiement|zahlung|currency|valuta|devise|wahrung|total|totale|totaal|gesamt|summe|page|pagina|seite|your ref|our ref|order|bestel|commande|bestell|auftrag|reference|referentie|marks|merken|marques|no\. of|number of|gross|net weight|netto|brutto|bruto|brutogewicht|nettogewicht|bruttogewicht|poids|gewicht|weight|aantal|anzahl|nombre|colli|colis|kolli|packages|pkgs|packstucke|transport|mode of|carrier|vessel|flight|awb|air waybill|bill of lading|port of|place of|notify|description|omschrijving|designation|bezeichnung|export references|reason for|remarks|opmerkingen|bemerkungen|delivery|levering|livraison|liefer|customer|klant|client|kunde|account|purchase|sales order|packing list|paklijst|colisage|packliste|due|verval(?:datum)?|echeance|fallig(?:keit|keitsdatum)?|your|uw ref|votre|ihre|munt|monnaie)\b/;

/** A cell that is the label of some field: where a block of values above it ends. */
export const isFieldLabel = (folded: string): boolean =>
  OTHER_FIELD.test(folded) || partyLabelAt(folded) !== undefined;
