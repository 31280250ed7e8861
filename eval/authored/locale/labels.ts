import type { Lang } from '../model.ts';
import type { Rng } from '../random.ts';

/** The words documents print as labels, with the variants real companies use. */

export type LabelKey =
  | 'titleInvoice'
  | 'titleProforma'
  | 'titlePacking'
  | 'titleCombined'
  | 'invoiceNo'
  | 'invoiceDate'
  | 'date'
  | 'packingNo'
  | 'customerNo'
  | 'orderNo'
  | 'deliveryNote'
  | 'ourRef'
  | 'dueDate'
  | 'page'
  | 'of'
  | 'seller'
  | 'exporter'
  | 'buyer'
  | 'consignee'
  | 'notify'
  | 'vatNo'
  | 'eori'
  | 'tel'
  | 'email'
  | 'incoterm'
  | 'payment'
  | 'currency'
  | 'originGoods'
  | 'destination'
  | 'transport'
  | 'vessel'
  | 'container'
  | 'portLoading'
  | 'portDischarge'
  | 'marks'
  | 'colPos'
  | 'colArticle'
  | 'colDescription'
  | 'colHs'
  | 'colOrigin'
  | 'colQty'
  | 'colUnit'
  | 'colUnitPrice'
  | 'colAmount'
  | 'colDiscount'
  | 'colNet'
  | 'colGross'
  | 'colPackages'
  | 'colKind'
  | 'colPackageNos'
  | 'colDims'
  | 'colVolume'
  | 'subtotal'
  | 'freight'
  | 'insurance'
  | 'packing'
  | 'discount'
  | 'totalNet'
  | 'vat'
  | 'totalAmount'
  | 'carried'
  | 'brought'
  | 'totalPackages'
  | 'totalNetMass'
  | 'totalGrossMass'
  | 'totalVolume'
  | 'bank'
  | 'signature'
  | 'remarks'
  | 'hsInline'
  | 'originInline'
  | 'net'
  | 'gross';

export type Labels = Readonly<Record<LabelKey, string>>;

type Dictionary = Readonly<Record<LabelKey, readonly string[]>>;

const EN: Dictionary = {
  titleInvoice: [
    'COMMERCIAL INVOICE',
    'Commercial Invoice',
    'INVOICE',
    'Invoice',
    'Export Invoice',
  ],
  titleProforma: ['PROFORMA INVOICE', 'Pro Forma Invoice', 'Pro-forma Invoice'],
  titlePacking: ['PACKING LIST', 'Packing List', 'Packing Specification'],
  titleCombined: [
    'COMMERCIAL INVOICE / PACKING LIST',
    'Invoice & Packing List',
    'Commercial Invoice and Packing List',
  ],
  invoiceNo: ['Invoice No.', 'Invoice Number', 'Inv. #', 'Invoice #', 'INVOICE NO.'],
  invoiceDate: ['Invoice Date', 'Date', 'Date of Invoice'],
  date: ['Date'],
  packingNo: ['Packing List No.', 'P/L No.', 'Packing List Number'],
  customerNo: ['Customer No.', 'Account No.', 'Customer ID', 'Cust. Ref.'],
  orderNo: ['Your Order No.', 'PO Number', 'Customer PO', 'Purchase Order', 'Order Ref.'],
  deliveryNote: ['Delivery Note', 'Delivery No.', 'Despatch Note No.'],
  ourRef: ['Our Ref.', 'Sales Order', 'SO No.', 'Our Order No.'],
  dueDate: ['Due Date', 'Payment Due'],
  page: ['Page'],
  of: ['of'],
  seller: ['Seller', 'Sold by', 'From', 'Supplier'],
  exporter: ['Exporter', 'Shipper / Exporter', 'Shipper'],
  buyer: ['Buyer', 'Sold to', 'Bill to', 'Invoice to', 'Customer'],
  consignee: ['Consignee', 'Ship to', 'Deliver to', 'Delivery address'],
  notify: ['Notify Party', 'Notify'],
  vatNo: ['VAT No.', 'VAT Reg. No.', 'VAT', 'VAT ID'],
  eori: ['EORI', 'EORI No.', 'EORI number'],
  tel: ['Tel.', 'Phone', 'T'],
  email: ['Email', 'E-mail', 'E'],
  incoterm: ['Terms of Delivery', 'Delivery Terms', 'Incoterms 2020', 'Incoterm', 'Terms of Sale'],
  payment: ['Terms of Payment', 'Payment Terms', 'Payment'],
  currency: ['Currency'],
  originGoods: ['Country of Origin', 'Origin of Goods', 'Country of origin of goods', 'COO'],
  destination: ['Country of Destination', 'Final Destination', 'Destination'],
  transport: ['Mode of Transport', 'Shipped via', 'Transport', 'Ship Via'],
  vessel: ['Vessel / Voyage', 'Vessel', 'Carrier'],
  container: ['Container No.', 'Container'],
  portLoading: ['Port of Loading', 'From'],
  portDischarge: ['Port of Discharge', 'To', 'Port of Destination'],
  marks: ['Shipping Marks', 'Marks & Nos.', 'Marks and Numbers', 'Marks'],
  colPos: ['Item', 'No.', 'Pos.', '#', 'Line'],
  colArticle: ['Part No.', 'Item Code', 'SKU', 'Article No.', 'Product Code'],
  colDescription: ['Description', 'Description of Goods', 'Item Description', 'Product'],
  colHs: ['HS Code', 'Commodity Code', 'Tariff Code', 'H.S. Code', 'HS No.'],
  colOrigin: ['Origin', 'COO', 'Country of Origin', 'C/O'],
  colQty: ['Qty', 'Quantity', 'QTY', 'Qty.'],
  colUnit: ['Unit', 'UoM', 'U/M'],
  colUnitPrice: ['Unit Price', 'Price', 'Unit Value', 'Price/Unit', 'Rate'],
  colAmount: ['Amount', 'Total', 'Line Total', 'Total Value', 'Value'],
  colDiscount: ['Disc. %', 'Discount'],
  colNet: ['Net Wt (kg)', 'N.W. (KGS)', 'Net Weight kg', 'Net kg'],
  colGross: ['Gross Wt (kg)', 'G.W. (KGS)', 'Gross Weight kg', 'Gross kg'],
  colPackages: ['Pkgs', 'No. of Pkgs', 'Packages', 'Qty Pkgs'],
  colKind: ['Type', 'Packing', 'Kind of Pkgs', 'Package Type'],
  colPackageNos: ['Pkg Nos.', 'Carton No.', 'C/No.'],
  colDims: ['Dimensions (cm)', 'L x W x H (cm)', 'Measurement (cm)'],
  colVolume: ['CBM', 'Vol. (m³)', 'Volume m3'],
  subtotal: ['Subtotal', 'Sub-total', 'Goods Total', 'Total Goods Value'],
  freight: ['Freight', 'Freight charges', 'Shipping', 'Transport costs'],
  insurance: ['Insurance'],
  packing: ['Packing', 'Packaging charges'],
  discount: ['Discount'],
  totalNet: ['Net Total', 'Total excl. VAT', 'Total Net', 'Net Amount'],
  vat: ['VAT', 'Tax'],
  totalAmount: ['Total', 'TOTAL', 'Invoice Total', 'Total Amount', 'Grand Total', 'Amount Due'],
  carried: ['Carried forward', 'c/f', 'Subtotal carried forward'],
  brought: ['Brought forward', 'b/f', 'Subtotal brought forward'],
  totalPackages: ['Total Packages', 'Total No. of Packages', 'Total Pkgs', 'No. of Packages'],
  totalNetMass: ['Total Net Weight', 'Net Weight', 'Total N.W.', 'Nett Weight'],
  totalGrossMass: ['Total Gross Weight', 'Gross Weight', 'Total G.W.'],
  totalVolume: ['Total Volume', 'Total Measurement', 'Total CBM'],
  bank: ['Bank Details', 'Bank', 'Banking details', 'Remit to'],
  signature: ['Authorised Signature', 'Signature', 'Authorized Signatory'],
  remarks: ['Remarks', 'Notes', 'Comments'],
  hsInline: ['HS code', 'HS', 'Commodity code', 'Tariff no.'],
  originInline: ['Origin', 'COO', 'Made in'],
  net: ['Net', 'N.W.'],
  gross: ['Gross', 'G.W.'],
};

const DE: Dictionary = {
  titleInvoice: ['Rechnung', 'RECHNUNG', 'Handelsrechnung', 'Ausfuhrrechnung'],
  titleProforma: ['Proforma-Rechnung', 'PROFORMA-RECHNUNG', 'Pro-forma-Rechnung'],
  titlePacking: ['Packliste', 'PACKLISTE', 'Packliste / Packing List', 'Versandliste'],
  titleCombined: [
    'Rechnung / Packliste',
    'Handelsrechnung und Packliste',
    'Rechnung mit Packliste',
  ],
  invoiceNo: ['Rechnungsnummer', 'Rechnungs-Nr.', 'Rechnung Nr.', 'Beleg-Nr.', 'Rg.-Nr.'],
  invoiceDate: ['Rechnungsdatum', 'Datum', 'Belegdatum'],
  date: ['Datum'],
  packingNo: ['Packliste Nr.', 'Packlisten-Nr.', 'Versandliste Nr.'],
  customerNo: ['Kundennummer', 'Kunden-Nr.', 'Kd.-Nr.'],
  orderNo: ['Ihre Bestellung', 'Ihre Bestell-Nr.', 'Bestellnummer', 'Ihr Auftrag'],
  deliveryNote: ['Lieferschein-Nr.', 'Lieferschein', 'Lieferscheinnummer'],
  ourRef: ['Auftragsnummer', 'Unser Auftrag', 'Auftrags-Nr.'],
  dueDate: ['Fällig am', 'Zahlbar bis'],
  page: ['Seite'],
  of: ['von'],
  seller: ['Verkäufer', 'Lieferant', 'Absender'],
  exporter: ['Ausführer', 'Versender', 'Absender / Exporteur'],
  buyer: ['Käufer', 'Rechnungsempfänger', 'Rechnungsanschrift', 'Kunde'],
  consignee: ['Lieferanschrift', 'Warenempfänger', 'Empfänger', 'Lieferadresse'],
  notify: ['Notify-Adresse', 'Zu benachrichtigen'],
  vatNo: ['USt-IdNr.', 'USt.-ID', 'UStIdNr.', 'Umsatzsteuer-ID'],
  eori: ['EORI-Nr.', 'EORI', 'EORI-Nummer'],
  tel: ['Tel.', 'Telefon', 'Fon'],
  email: ['E-Mail', 'Mail'],
  incoterm: ['Lieferbedingungen', 'Lieferbedingung', 'Incoterms® 2020', 'Lieferung'],
  payment: ['Zahlungsbedingungen', 'Zahlungsziel', 'Zahlung'],
  currency: ['Währung'],
  originGoods: ['Ursprungsland', 'Warenursprung', 'Ursprungsland der Waren', 'Herkunftsland'],
  destination: ['Bestimmungsland', 'Zielland'],
  transport: ['Versandart', 'Transportart', 'Versand per'],
  vessel: ['Schiff', 'Schiff / Reise', 'Frachtführer'],
  container: ['Container-Nr.', 'Container'],
  portLoading: ['Verladehafen', 'Abgangshafen'],
  portDischarge: ['Bestimmungshafen', 'Löschhafen'],
  marks: ['Markierung', 'Zeichen und Nummern', 'Markierungen', 'Versandmarkierung'],
  colPos: ['Pos.', 'Pos', 'Position', 'Nr.'],
  colArticle: ['Artikel-Nr.', 'Art.-Nr.', 'Artikel', 'Materialnummer', 'Sachnummer'],
  colDescription: ['Bezeichnung', 'Beschreibung', 'Artikelbezeichnung', 'Warenbezeichnung'],
  colHs: ['Zolltarifnummer', 'Zolltarif-Nr.', 'Warennummer', 'Stat. Warennr.', 'HS-Code'],
  colOrigin: ['Ursprung', 'Ursprungsland', 'UL'],
  colQty: ['Menge', 'Anzahl', 'Mge.'],
  colUnit: ['Einheit', 'ME', 'Einh.'],
  colUnitPrice: ['Einzelpreis', 'Preis/ME', 'E-Preis', 'Stückpreis'],
  colAmount: ['Gesamtpreis', 'Betrag', 'Gesamt', 'Wert', 'G-Preis'],
  colDiscount: ['Rabatt %', 'Rab. %'],
  colNet: ['Netto kg', 'Nettogewicht (kg)', 'Netto-Gew. kg'],
  colGross: ['Brutto kg', 'Bruttogewicht (kg)', 'Brutto-Gew. kg'],
  colPackages: ['Anzahl', 'Colli', 'Packst.', 'Anz. Pckst.'],
  colKind: ['Verpackung', 'Packmittel', 'Packstückart', 'Art'],
  colPackageNos: ['Kolli-Nr.', 'Packstück-Nr.', 'Kisten-Nr.'],
  colDims: ['Abmessungen (cm)', 'L x B x H (cm)', 'Maße cm'],
  colVolume: ['Volumen m³', 'm³'],
  subtotal: ['Warenwert', 'Zwischensumme', 'Summe Positionen', 'Positionssumme'],
  freight: ['Fracht', 'Frachtkosten', 'Versandkosten'],
  insurance: ['Versicherung'],
  packing: ['Verpackung', 'Verpackungskosten'],
  discount: ['Rabatt', 'Nachlass'],
  totalNet: ['Nettobetrag', 'Summe netto', 'Gesamt netto', 'Nettowert'],
  vat: ['MwSt.', 'USt.', 'Umsatzsteuer', 'zzgl. MwSt.'],
  totalAmount: ['Gesamtbetrag', 'Rechnungsbetrag', 'Endbetrag', 'Gesamtsumme', 'Zu zahlen'],
  carried: ['Übertrag', 'Zwischensumme / Übertrag'],
  brought: ['Übertrag', 'Übertrag von Seite'],
  totalPackages: ['Anzahl Packstücke', 'Packstücke gesamt', 'Gesamtanzahl Colli', 'Colli gesamt'],
  totalNetMass: ['Nettogewicht', 'Gesamtnettogewicht', 'Netto gesamt', 'Reingewicht'],
  totalGrossMass: ['Bruttogewicht', 'Gesamtbruttogewicht', 'Brutto gesamt', 'Rohgewicht'],
  totalVolume: ['Volumen', 'Gesamtvolumen'],
  bank: ['Bankverbindung', 'Bank'],
  signature: ['Unterschrift', 'Stempel / Unterschrift'],
  remarks: ['Bemerkungen', 'Hinweise'],
  hsInline: ['Zolltarifnummer', 'Zolltarifnr.', 'Warennr.', 'Stat. Warennummer'],
  originInline: ['Ursprungsland', 'Ursprung', 'UL'],
  net: ['Netto', 'Nettogewicht'],
  gross: ['Brutto', 'Bruttogewicht'],
};

const NL: Dictionary = {
  titleInvoice: ['Factuur', 'FACTUUR', 'Handelsfactuur', 'Exportfactuur'],
  titleProforma: ['Pro-formafactuur', 'PROFORMA FACTUUR', 'Proforma factuur'],
  titlePacking: ['Paklijst', 'PAKLIJST', 'Paklijst / Packing list', 'Colli-specificatie'],
  titleCombined: ['Factuur / Paklijst', 'Handelsfactuur en paklijst', 'FACTUUR - PAKLIJST'],
  invoiceNo: ['Factuurnummer', 'Factuurnr.', 'Factuur nr.', 'Nummer'],
  invoiceDate: ['Factuurdatum', 'Datum'],
  date: ['Datum'],
  packingNo: ['Paklijstnummer', 'Paklijst nr.'],
  customerNo: ['Klantnummer', 'Klantnr.', 'Debiteurnummer', 'Debiteurnr.'],
  orderNo: ['Uw bestelling', 'Uw ordernummer', 'Uw referentie', 'Bestelnummer'],
  deliveryNote: ['Leveringsbon', 'Pakbonnummer', 'Afleverbon nr.'],
  ourRef: ['Ordernummer', 'Ons ordernr.', 'Onze referentie'],
  dueDate: ['Vervaldatum', 'Te betalen vóór'],
  page: ['Pagina', 'Blz.'],
  of: ['van'],
  seller: ['Verkoper', 'Leverancier', 'Afzender'],
  exporter: ['Exporteur', 'Afzender', 'Verzender'],
  buyer: ['Koper', 'Factuuradres', 'Klant', 'Gefactureerd aan'],
  consignee: ['Leveradres', 'Afleveradres', 'Geadresseerde', 'Ontvanger'],
  notify: ['Notify'],
  vatNo: ['Btw-nummer', 'BTW nr.', 'Btw-nr.', 'BTW'],
  eori: ['EORI', 'EORI-nummer'],
  tel: ['Tel.', 'Telefoon', 'T'],
  email: ['E-mail', 'Mail'],
  incoterm: ['Leveringsvoorwaarden', 'Leveringsconditie', 'Incoterms® 2020', 'Levering'],
  payment: ['Betalingsvoorwaarden', 'Betalingstermijn', 'Betaling'],
  currency: ['Valuta', 'Munt'],
  originGoods: ['Land van oorsprong', 'Oorsprong goederen', 'Land van oorsprong goederen'],
  destination: ['Land van bestemming', 'Bestemming'],
  transport: ['Vervoerswijze', 'Transport', 'Verzending'],
  vessel: ['Schip', 'Vervoerder'],
  container: ['Containernummer', 'Container'],
  portLoading: ['Laadhaven', 'Haven van lading'],
  portDischarge: ['Loshaven', 'Haven van bestemming'],
  marks: ['Merken', 'Merken en nummers', 'Verzendmerken', 'Kenmerken'],
  colPos: ['Pos.', 'Nr.', 'Regel', '#'],
  colArticle: ['Artikelnr.', 'Art.nr.', 'Artikelcode', 'Code'],
  colDescription: ['Omschrijving', 'Artikelomschrijving', 'Beschrijving', 'Product'],
  colHs: ['GN-code', 'GN code', 'HS-code', 'Goederencode', 'Statistieknummer', 'Douanecode'],
  colOrigin: ['Oorsprong', 'Land v. oorsprong', 'Herkomst'],
  colQty: ['Aantal', 'Hoeveelheid', 'Aant.'],
  colUnit: ['Eenheid', 'Eenh.'],
  colUnitPrice: ['Prijs', 'Eenheidsprijs', 'Stukprijs', 'Prijs/eenh.'],
  colAmount: ['Bedrag', 'Totaal', 'Regeltotaal', 'Waarde'],
  colDiscount: ['Korting %', 'Kort. %'],
  colNet: ['Netto kg', 'Nettogewicht (kg)', 'Netto gew.'],
  colGross: ['Bruto kg', 'Brutogewicht (kg)', 'Bruto gew.'],
  colPackages: ['Colli', 'Aantal colli', 'Coll.'],
  colKind: ['Verpakking', 'Soort', 'Soort verpakking'],
  colPackageNos: ['Collonr.', 'Colli nrs.', 'Nrs.'],
  colDims: ['Afmetingen (cm)', 'L x B x H (cm)'],
  colVolume: ['Volume m³', 'm³'],
  subtotal: ['Subtotaal', 'Totaal goederen', 'Goederenwaarde'],
  freight: ['Vracht', 'Vrachtkosten', 'Transportkosten'],
  insurance: ['Verzekering'],
  packing: ['Verpakking', 'Verpakkingskosten'],
  discount: ['Korting'],
  totalNet: ['Totaal excl. btw', 'Netto bedrag', 'Totaal exclusief BTW', 'Maatstaf van heffing'],
  vat: ['Btw', 'BTW', 'Btw-bedrag'],
  totalAmount: ['Totaal', 'Totaal incl. btw', 'Te betalen', 'Factuurbedrag', 'TOTAAL'],
  carried: ['Transport', 'Over te brengen', 'Subtotaal (transport)'],
  brought: ['Transport', 'Van vorige pagina'],
  totalPackages: ['Totaal colli', 'Aantal colli', 'Totaal aantal colli'],
  totalNetMass: ['Totaal nettogewicht', 'Nettogewicht', 'Netto totaal'],
  totalGrossMass: ['Totaal brutogewicht', 'Brutogewicht', 'Bruto totaal'],
  totalVolume: ['Totaal volume', 'Volume'],
  bank: ['Bankgegevens', 'Bank', 'Rekeninggegevens'],
  signature: ['Handtekening', 'Stempel en handtekening'],
  remarks: ['Opmerkingen', 'Bemerkingen'],
  hsInline: ['GN-code', 'GN', 'Goederencode', 'HS'],
  originInline: ['Oorsprong', 'Land van oorsprong', 'Herkomst'],
  net: ['Netto', 'Nettogewicht'],
  gross: ['Bruto', 'Brutogewicht'],
};

const FR: Dictionary = {
  titleInvoice: ['Facture', 'FACTURE', 'Facture commerciale', 'Facture export'],
  titleProforma: ['Facture pro forma', 'FACTURE PRO FORMA', 'Facture proforma'],
  titlePacking: [
    'Liste de colisage',
    'LISTE DE COLISAGE',
    'Colisage',
    'Liste de colisage / Packing list',
  ],
  titleCombined: [
    'Facture / Liste de colisage',
    'Facture commerciale et colisage',
    'FACTURE - COLISAGE',
  ],
  invoiceNo: ['N° de facture', 'Facture n°', 'Numéro de facture', 'N° facture'],
  invoiceDate: ['Date de facture', 'Date', 'Date facture'],
  date: ['Date'],
  packingNo: ['Liste de colisage n°', 'N° colisage', 'Colisage n°'],
  customerNo: ['Code client', 'N° client', 'Réf. client', 'Compte client'],
  orderNo: ['Votre commande', 'Votre réf.', 'N° de commande', 'Bon de commande'],
  deliveryNote: ['Bon de livraison', 'N° BL', 'BL n°'],
  ourRef: ['Notre réf.', 'N° de dossier', 'Commande n°'],
  dueDate: ['Échéance', "Date d'échéance"],
  page: ['Page'],
  of: ['sur', '/'],
  seller: ['Vendeur', 'Fournisseur', 'Expéditeur'],
  exporter: ['Exportateur', 'Expéditeur', 'Expéditeur / Exportateur'],
  buyer: ['Acheteur', 'Client', 'Adresse de facturation', 'Facturé à'],
  consignee: ['Destinataire', 'Adresse de livraison', 'Livré à', 'Lieu de livraison'],
  notify: ['Notifier', 'Partie à notifier'],
  vatNo: ['N° TVA', 'TVA intracom.', 'N° TVA intracommunautaire', "N° d'identification TVA"],
  eori: ['N° EORI', 'EORI'],
  tel: ['Tél.', 'Tél', 'Téléphone'],
  email: ['E-mail', 'Courriel', 'Mail'],
  incoterm: ['Conditions de livraison', 'Incoterm', 'Incoterms® 2020', 'Livraison'],
  payment: ['Conditions de paiement', 'Mode de règlement', 'Règlement', 'Conditions de règlement'],
  currency: ['Devise', 'Monnaie'],
  originGoods: ["Pays d'origine", 'Origine des marchandises', "Pays d'origine des marchandises"],
  destination: ['Pays de destination', 'Destination'],
  transport: ['Mode de transport', 'Transport', 'Expédition'],
  vessel: ['Navire', 'Transporteur'],
  container: ['N° conteneur', 'Conteneur'],
  portLoading: ['Port de chargement', "Port d'embarquement"],
  portDischarge: ['Port de déchargement', 'Port de destination'],
  marks: ['Marques', 'Marques et numéros', 'Marquage', "Marques d'expédition"],
  colPos: ['Pos.', 'N°', 'Ligne'],
  colArticle: ['Référence', 'Réf.', 'Code article', 'Article'],
  colDescription: ['Désignation', 'Description', 'Libellé', 'Désignation des marchandises'],
  colHs: ['Nomenclature douanière', 'Code SH', 'N° tarifaire', 'Code NC', 'Position tarifaire'],
  colOrigin: ['Origine', "Pays d'origine"],
  colQty: ['Qté', 'Quantité'],
  colUnit: ['Unité', 'U.'],
  colUnitPrice: ['P.U. HT', 'Prix unitaire', 'Prix unit.', 'PU'],
  colAmount: ['Montant HT', 'Total HT', 'Montant', 'Total'],
  colDiscount: ['Remise %', 'Rem. %'],
  colNet: ['Poids net (kg)', 'P. net kg', 'Net kg'],
  colGross: ['Poids brut (kg)', 'P. brut kg', 'Brut kg'],
  colPackages: ['Nbre colis', 'Colis', 'Nb colis'],
  colKind: ['Emballage', "Type d'emballage", 'Nature des colis'],
  colPackageNos: ['N° colis', 'Colis n°', 'N° caisse'],
  colDims: ['Dimensions (cm)', 'L x l x h (cm)'],
  colVolume: ['Volume m³', 'm³'],
  subtotal: ['Sous-total', 'Total marchandises', 'Montant marchandises'],
  freight: ['Frais de port', 'Transport', 'Fret'],
  insurance: ['Assurance'],
  packing: ['Emballage', "Frais d'emballage"],
  discount: ['Remise'],
  totalNet: ['Total HT', 'Montant HT', 'Total hors taxes', 'Net HT'],
  vat: ['TVA', 'T.V.A.'],
  totalAmount: ['Total TTC', 'Net à payer', 'Montant TTC', 'Total à payer', 'Montant total'],
  carried: ['À reporter', 'Report'],
  brought: ['Report', 'Report page précédente'],
  totalPackages: ['Nombre total de colis', 'Total colis', 'Nombre de colis'],
  totalNetMass: ['Poids net total', 'Poids net', 'Total poids net'],
  totalGrossMass: ['Poids brut total', 'Poids brut', 'Total poids brut'],
  totalVolume: ['Volume total', 'Cubage'],
  bank: ['Coordonnées bancaires', 'Banque', 'RIB'],
  signature: ['Signature', 'Cachet et signature'],
  remarks: ['Observations', 'Remarques'],
  hsInline: ['NC', 'Code SH', 'Nomenclature', 'N° tarifaire'],
  originInline: ['Origine', "Pays d'origine"],
  net: ['Net', 'Poids net'],
  gross: ['Brut', 'Poids brut'],
};

export const DICTIONARIES: Readonly<Record<Lang, Dictionary>> = { en: EN, de: DE, nl: NL, fr: FR };

/** One variant of every label, drawn once per document so a document is consistent with itself. */
export const pickLabels = (lang: Lang, rng: Rng): Labels => {
  const dictionary = DICTIONARIES[lang];
  const labels = {} as Record<LabelKey, string>;
  for (const key of Object.keys(dictionary) as LabelKey[]) labels[key] = rng.pick(dictionary[key]);
  return labels;
};
