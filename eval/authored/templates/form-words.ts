import type { Lang } from '../model.ts';

/** Phrases printed on commercial-invoice forms, beyond the common labels. */
export interface FormWords {
  readonly nameAddress: string;
  readonly invoiceNoDate: string;
  readonly buyerIfOther: string;
  readonly reason: string;
  readonly sale: string;
  readonly declaration: string;
  readonly placeDate: string;
  readonly numberKind: string;
  readonly descGoods: string;
  readonly totalValue: string;
  readonly dateOfExport: string;
  readonly manufacture: string;
  readonly uom: string;
  readonly weight: string;
  readonly tracking: string;
  readonly sameAsConsignee: string;
  readonly importer: string;
}

export const FORM_WORDS: Readonly<Record<Lang, FormWords>> = {
  en: {
    nameAddress: 'name, address, VAT no.',
    invoiceNoDate: 'Invoice No. and Date',
    buyerIfOther: 'Buyer (if other than consignee)',
    reason: 'Reason for export',
    sale: 'Sale',
    declaration:
      'I/We hereby certify that the information on this invoice is true and correct and that the contents of this shipment are as stated above.',
    placeDate: 'Place and date',
    numberKind: 'Number and kind of packages',
    descGoods: 'Description of goods',
    totalValue: 'Total invoice value',
    dateOfExport: 'Date of export',
    manufacture: 'Country of manufacture',
    uom: 'Unit of measure',
    weight: 'Weight (kg)',
    tracking: 'Air waybill / Tracking No.',
    sameAsConsignee: 'Same as consignee',
    importer: 'Importer / Sold to',
  },
  de: {
    nameAddress: 'Name, Anschrift, USt-IdNr.',
    invoiceNoDate: 'Rechnungsnummer und -datum',
    buyerIfOther: 'Käufer (falls abweichend vom Empfänger)',
    reason: 'Ausfuhrgrund',
    sale: 'Verkauf',
    declaration:
      'Wir bestätigen, dass die Angaben in dieser Rechnung richtig und vollständig sind.',
    placeDate: 'Ort und Datum',
    numberKind: 'Anzahl und Art der Packstücke',
    descGoods: 'Warenbezeichnung',
    totalValue: 'Rechnungsbetrag gesamt',
    dateOfExport: 'Ausfuhrdatum',
    manufacture: 'Herstellungsland',
    uom: 'Maßeinheit',
    weight: 'Gewicht (kg)',
    tracking: 'Luftfrachtbrief / Sendungsnummer',
    sameAsConsignee: 'wie Empfänger',
    importer: 'Einführer / Käufer',
  },
  nl: {
    nameAddress: 'naam, adres, btw-nr.',
    invoiceNoDate: 'Factuurnummer en -datum',
    buyerIfOther: 'Koper (indien anders dan geadresseerde)',
    reason: 'Reden van uitvoer',
    sale: 'Verkoop',
    declaration: 'Wij verklaren dat de gegevens op deze factuur juist en volledig zijn.',
    placeDate: 'Plaats en datum',
    numberKind: 'Aantal en soort colli',
    descGoods: 'Omschrijving van de goederen',
    totalValue: 'Totale factuurwaarde',
    dateOfExport: 'Datum van uitvoer',
    manufacture: 'Land van vervaardiging',
    uom: 'Meeteenheid',
    weight: 'Gewicht (kg)',
    tracking: 'Luchtvrachtbrief / Trackingnummer',
    sameAsConsignee: 'zelfde als geadresseerde',
    importer: 'Importeur / Koper',
  },
  fr: {
    nameAddress: 'nom, adresse, n° TVA',
    invoiceNoDate: 'N° et date de facture',
    buyerIfOther: 'Acheteur (si différent du destinataire)',
    reason: "Motif de l'exportation",
    sale: 'Vente',
    declaration:
      'Nous certifions que les informations figurant sur cette facture sont exactes et complètes.',
    placeDate: 'Lieu et date',
    numberKind: 'Nombre et nature des colis',
    descGoods: 'Désignation des marchandises',
    totalValue: 'Valeur totale de la facture',
    dateOfExport: "Date d'exportation",
    manufacture: 'Pays de fabrication',
    uom: 'Unité de mesure',
    weight: 'Poids (kg)',
    tracking: 'LTA / N° de suivi',
    sameAsConsignee: 'identique au destinataire',
    importer: 'Importateur / Acheteur',
  },
};
