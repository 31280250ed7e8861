import { area } from './area.ts';

/**
 * Why a document gave no goods line, or what to watch in what it gave: the service's notices by
 * their code (web/src/pages/review/read-reasons.ts), on the review page and the dossier page.
 */
export const reviewReasons = area(
  {
    'reason.title': 'Why no goods line was read',
    'reason.titlePartial':
      '{count, plural, one {# document gave no goods line} other {# documents gave no goods line}}',
    'reason.documentNoLines': 'no goods line read',
    'reason.documentNotRead': 'not read',
    'reason.typeLines': 'Type the lines in the grid below, or paste them from Excel (Ctrl+V).',
    'reason.dossierTitle': 'The documents gave no goods line',
    'reason.dossierFailed': 'The documents could not be read',
    'reason.ocrPage':
      'Page {page} has no text layer: local OCR read {words, plural, one {# word} other {# words}} on it, {confidence} % sure on average.',
    'reason.ocrPageEmpty':
      'Page {page} has no text layer, and local OCR read no word on it: a blank page, or print too faint or too small to read.',
    'reason.ocrImage':
      'The image was read by local OCR: {words, plural, one {# word} other {# words}}, {confidence} % sure on average.',
    'reason.ocrImageEmpty':
      'The image was read by local OCR and gave no word: a picture without print, or print too faint or too small to read.',
    'reason.ocrPages':
      'Pages {pages} ({count}) have no text layer: local OCR read {words, plural, one {# word} other {# words}} on them.',
    'reason.ocrPagesEmpty':
      'Pages {pages} ({count}) have no text layer: local OCR read {words, plural, one {# word} other {# words}} on them, none on {emptyCount, plural, one {page} other {pages}} {empty}.',
    'reason.ocrLanguage':
      'The scanned text reads as {language, select, nl {Dutch} fr {French} de {German} other {{language}}}, but local OCR has no data for it: letters with accents and words may be misread, column titles among them. Check each value against the document.',
    'reason.ocrPageLimit':
      'The PDF has {pages, plural, one {# page} other {# pages}} without text, and local OCR reads {max, plural, =0 {none} other {at most #}} (setting Processing:MaxOcrPages).',
    'reason.noGoodsTable':
      'No goods table found on {count, plural, one {page} other {pages}} {pages}: no line of column titles (description, quantity, price, amount) was recognised.',
    'reason.noGoodsTableTitles':
      'No goods table found on {count, plural, one {page} other {pages}} {pages}: the column titles seen ({titles}) make no line of titles for description, quantity, price and amount.',
    'reason.tableWithoutLines':
      'A goods table was found on page {page}, but no goods line could be read under its titles.',
    'reason.tableWithoutLinesTitles':
      'A goods table was found on page {page} (titles {titles}), but no goods line could be read under them.',
    'reason.pageNotRead':
      'Page {page} is an image without text: the table reader could not read it.',
    'reason.noModel':
      'No language model is configured: the goods lines come from the table reader. Check each value.',
    'reason.noModelNoLines':
      'No language model is configured, so only the table reader read this document, and it finds goods lines only under a line of column titles. An administrator can configure a model to read documents like this one.',
    'reason.modelNoLines':
      'The language model read {pages, plural, one {the page} other {the # pages}} and gave no goods line.',
    'reason.readAs':
      'Uploaded as {uploaded, select, invoice {an invoice} packing_list {a packing list} other {{uploaded}}}, read as {read, select, invoice {an invoice} packing_list {a packing list} other {{read}}}.',
    'reason.visionPages':
      'Process with AI read pages 1 to {read}; {skipped, plural, one {# more page was} other {# more pages were}} not read.',
    'reason.sheetNoHeader':
      'Sheet {sheet} “{name}”: no row of goods column titles found; titles not understood: {columns}.',
    'reason.sheetEmpty': 'Sheet {sheet} “{name}” is empty.',
    'reason.sheetMissing':
      'Sheet {sheet} “{name}”: the titles in row {row} have no column for {missing, select, description {a description} measure {a quantity, price, amount or weight} other {a description, nor for a quantity, price, amount or weight}}.',
    'reason.sheetMissingColumns':
      'Sheet {sheet} “{name}”: the titles in row {row} have no column for {missing, select, description {a description} measure {a quantity, price, amount or weight} other {a description, nor for a quantity, price, amount or weight}}; titles not understood: {columns}.',
    'reason.sheetSkipped': 'Sheet {sheet} “{name}”: no goods table; the sheet was skipped.',
    'reason.workbookEmpty': 'The workbook has no sheets.',
    'reason.eInvoice':
      'The invoice’s header was read from the {syntax} e-invoice embedded in the PDF ({file}); the goods lines {lines, select, page {from the printed pages} other {from the e-invoice too}}.',
    'reason.eInvoiceDiffers':
      'The printed page gives {printed} for {field, select, invoiceNumber {the invoice number} invoiceDate {the invoice date} currency {the currency} incoterm {the incoterm} netAmount {the total before VAT} vatAmount {the VAT} totalAmount {the total payable} other {{field}}} where the embedded e-invoice gives {structured}: check which is right.',
  },
  {
    'reason.title': 'Waarom er geen goederenlijn gelezen werd',
    'reason.titlePartial':
      '{count, plural, one {# document gaf geen goederenlijn} other {# documenten gaven geen goederenlijn}}',
    'reason.documentNoLines': 'geen goederenlijn gelezen',
    'reason.documentNotRead': 'niet gelezen',
    'reason.typeLines': 'Typ de lijnen in het rooster hieronder, of plak ze uit Excel (Ctrl+V).',
    'reason.dossierTitle': 'De documenten gaven geen goederenlijn',
    'reason.dossierFailed': 'De documenten konden niet gelezen worden',
    'reason.ocrPage':
      'Pagina {page} heeft geen tekstlaag: de lokale OCR las er {words, plural, one {# woord} other {# woorden}} op, gemiddeld {confidence} % zeker.',
    'reason.ocrPageEmpty':
      'Pagina {page} heeft geen tekstlaag, en de lokale OCR las er geen enkel woord op: een lege pagina, of druk die te vaag of te klein is om te lezen.',
    'reason.ocrImage':
      'De afbeelding werd gelezen door de lokale OCR: {words, plural, one {# woord} other {# woorden}}, gemiddeld {confidence} % zeker.',
    'reason.ocrImageEmpty':
      'De afbeelding werd gelezen door de lokale OCR en gaf geen enkel woord: een beeld zonder druk, of druk die te vaag of te klein is om te lezen.',
    'reason.ocrPages':
      'Pagina’s {pages} ({count}) hebben geen tekstlaag: de lokale OCR las er {words, plural, one {# woord} other {# woorden}} op.',
    'reason.ocrPagesEmpty':
      'Pagina’s {pages} ({count}) hebben geen tekstlaag: de lokale OCR las er {words, plural, one {# woord} other {# woorden}} op, geen enkel op {emptyCount, plural, one {pagina} other {pagina’s}} {empty}.',
    'reason.ocrLanguage':
      'De gescande tekst lijkt {language, select, nl {Nederlands} fr {Frans} de {Duits} other {{language}}}, maar de lokale OCR heeft geen gegevens voor die taal: letters met accenten en woorden kunnen verkeerd gelezen zijn, ook kolomtitels. Vergelijk elke waarde met het document.',
    'reason.ocrPageLimit':
      'De PDF heeft {pages, plural, one {# pagina} other {# pagina’s}} zonder tekst, en de lokale OCR leest er {max, plural, =0 {geen} other {hoogstens #}} (instelling Processing:MaxOcrPages).',
    'reason.noGoodsTable':
      'Geen goederentabel gevonden op {count, plural, one {pagina} other {pagina’s}} {pages}: geen lijn met kolomtitels (omschrijving, hoeveelheid, prijs, bedrag) herkend.',
    'reason.noGoodsTableTitles':
      'Geen goederentabel gevonden op {count, plural, one {pagina} other {pagina’s}} {pages}: de geziene kolomtitels ({titles}) vormen geen titellijn met omschrijving, hoeveelheid, prijs en bedrag.',
    'reason.tableWithoutLines':
      'Op pagina {page} werd een goederentabel gevonden, maar onder de titels kon geen goederenlijn gelezen worden.',
    'reason.tableWithoutLinesTitles':
      'Op pagina {page} werd een goederentabel gevonden (titels {titles}), maar eronder kon geen goederenlijn gelezen worden.',
    'reason.pageNotRead':
      'Pagina {page} is een afbeelding zonder tekst: de tabellezer kon ze niet lezen.',
    'reason.noModel':
      'Er is geen taalmodel ingesteld: de goederenlijnen komen van de tabellezer. Controleer elke waarde.',
    'reason.noModelNoLines':
      'Er is geen taalmodel ingesteld: alleen de tabellezer las dit document, en die vindt goederenlijnen alleen onder een lijn met kolomtitels. Een beheerder kan een model instellen om zulke documenten te lezen.',
    'reason.modelNoLines':
      'Het taalmodel las {pages, plural, one {de pagina} other {de # pagina’s}} en gaf geen goederenlijn.',
    'reason.readAs':
      'Opgeladen als {uploaded, select, invoice {factuur} packing_list {paklijst} other {{uploaded}}}, gelezen als {read, select, invoice {factuur} packing_list {paklijst} other {{read}}}.',
    'reason.visionPages':
      'Verwerken met AI las pagina 1 tot {read}; {skipped, plural, one {# pagina werd} other {# pagina’s werden}} niet gelezen.',
    'reason.sheetNoHeader':
      'Blad {sheet} “{name}”: geen rij met kolomtitels voor goederen gevonden; niet begrepen titels: {columns}.',
    'reason.sheetEmpty': 'Blad {sheet} “{name}” is leeg.',
    'reason.sheetMissing':
      'Blad {sheet} “{name}”: de titels in rij {row} hebben geen kolom voor {missing, select, description {een omschrijving} measure {een hoeveelheid, prijs, bedrag of gewicht} other {een omschrijving, noch voor een hoeveelheid, prijs, bedrag of gewicht}}.',
    'reason.sheetMissingColumns':
      'Blad {sheet} “{name}”: de titels in rij {row} hebben geen kolom voor {missing, select, description {een omschrijving} measure {een hoeveelheid, prijs, bedrag of gewicht} other {een omschrijving, noch voor een hoeveelheid, prijs, bedrag of gewicht}}; niet begrepen titels: {columns}.',
    'reason.sheetSkipped': 'Blad {sheet} “{name}”: geen goederentabel; het blad werd overgeslagen.',
    'reason.workbookEmpty': 'De werkmap heeft geen bladen.',
    'reason.eInvoice':
      'De hoofding van de factuur werd gelezen uit de {syntax}-e-factuur in de pdf ({file}); de goederenlijnen {lines, select, page {uit de gedrukte pagina’s} other {ook uit de e-factuur}}.',
    'reason.eInvoiceDiffers':
      'De gedrukte pagina geeft {printed} voor {field, select, invoiceNumber {het factuurnummer} invoiceDate {de factuurdatum} currency {de munt} incoterm {de incoterm} netAmount {het totaal zonder btw} vatAmount {de btw} totalAmount {het te betalen totaal} other {{field}}}, de e-factuur in de pdf {structured}: controleer wat juist is.',
  },
  {
    'reason.title': 'Pourquoi aucune ligne de marchandises n’a été lue',
    'reason.titlePartial':
      '{count, plural, one {# document n’a donné aucune ligne de marchandises} other {# documents n’ont donné aucune ligne de marchandises}}',
    'reason.documentNoLines': 'aucune ligne de marchandises lue',
    'reason.documentNotRead': 'non lu',
    'reason.typeLines':
      'Saisissez les lignes dans la grille ci-dessous, ou collez-les depuis Excel (Ctrl+V).',
    'reason.dossierTitle': 'Les documents n’ont donné aucune ligne de marchandises',
    'reason.dossierFailed': 'Les documents n’ont pas pu être lus',
    'reason.ocrPage':
      'La page {page} n’a pas de couche texte : l’OCR locale y a lu {words, plural, one {# mot} other {# mots}}, sûre à {confidence} % en moyenne.',
    'reason.ocrPageEmpty':
      'La page {page} n’a pas de couche texte, et l’OCR locale n’y a lu aucun mot : une page blanche, ou une impression trop pâle ou trop petite pour être lue.',
    'reason.ocrImage':
      'L’image a été lue par l’OCR locale : {words, plural, one {# mot} other {# mots}}, sûre à {confidence} % en moyenne.',
    'reason.ocrImageEmpty':
      'L’image a été lue par l’OCR locale et n’a donné aucun mot : une image sans texte imprimé, ou une impression trop pâle ou trop petite pour être lue.',
    'reason.ocrPages':
      'Les pages {pages} ({count}) n’ont pas de couche texte : l’OCR locale y a lu {words, plural, one {# mot} other {# mots}}.',
    'reason.ocrPagesEmpty':
      'Les pages {pages} ({count}) n’ont pas de couche texte : l’OCR locale y a lu {words, plural, one {# mot} other {# mots}}, aucun sur {emptyCount, plural, one {la page} other {les pages}} {empty}.',
    'reason.ocrLanguage':
      'Le texte numérisé semble être en {language, select, nl {néerlandais} fr {français} de {allemand} other {{language}}}, mais l’OCR locale n’a pas de données pour cette langue : des lettres accentuées et des mots peuvent être mal lus, y compris les titres de colonnes. Comparez chaque valeur avec le document.',
    'reason.ocrPageLimit':
      'Le PDF a {pages, plural, one {# page} other {# pages}} sans texte, et l’OCR locale en lit {max, plural, =0 {aucune} other {au plus #}} (paramètre Processing:MaxOcrPages).',
    'reason.noGoodsTable':
      'Aucun tableau de marchandises trouvé sur {count, plural, one {la page} other {les pages}} {pages} : aucune ligne de titres de colonnes (désignation, quantité, prix, montant) n’a été reconnue.',
    'reason.noGoodsTableTitles':
      'Aucun tableau de marchandises trouvé sur {count, plural, one {la page} other {les pages}} {pages} : les titres de colonnes vus ({titles}) ne forment pas une ligne de titres avec désignation, quantité, prix et montant.',
    'reason.tableWithoutLines':
      'Un tableau de marchandises a été trouvé sur la page {page}, mais aucune ligne de marchandises n’a pu être lue sous ses titres.',
    'reason.tableWithoutLinesTitles':
      'Un tableau de marchandises a été trouvé sur la page {page} (titres {titles}), mais aucune ligne de marchandises n’a pu être lue en dessous.',
    'reason.pageNotRead':
      'La page {page} est une image sans texte : le lecteur de tableaux n’a pas pu la lire.',
    'reason.noModel':
      'Aucun modèle de langage n’est configuré : les lignes de marchandises viennent du lecteur de tableaux. Vérifiez chaque valeur.',
    'reason.noModelNoLines':
      'Aucun modèle de langage n’est configuré : seul le lecteur de tableaux a lu ce document, et il ne trouve des lignes de marchandises que sous une ligne de titres de colonnes. Un administrateur peut configurer un modèle pour lire de tels documents.',
    'reason.modelNoLines':
      'Le modèle de langage a lu {pages, plural, one {la page} other {les # pages}} et n’a donné aucune ligne de marchandises.',
    'reason.readAs':
      'Chargé comme {uploaded, select, invoice {facture} packing_list {liste de colisage} other {{uploaded}}}, lu comme {read, select, invoice {facture} packing_list {liste de colisage} other {{read}}}.',
    'reason.visionPages':
      'Le traitement avec l’IA a lu les pages 1 à {read} ; {skipped, plural, one {# autre page n’a pas été lue} other {# autres pages n’ont pas été lues}}.',
    'reason.sheetNoHeader':
      'Feuille {sheet} « {name} » : aucune ligne de titres de colonnes de marchandises trouvée ; titres non compris : {columns}.',
    'reason.sheetEmpty': 'La feuille {sheet} « {name} » est vide.',
    'reason.sheetMissing':
      'Feuille {sheet} « {name} » : les titres de la ligne {row} n’ont pas de colonne pour {missing, select, description {une désignation} measure {une quantité, un prix, un montant ou un poids} other {une désignation, ni pour une quantité, un prix, un montant ou un poids}}.',
    'reason.sheetMissingColumns':
      'Feuille {sheet} « {name} » : les titres de la ligne {row} n’ont pas de colonne pour {missing, select, description {une désignation} measure {une quantité, un prix, un montant ou un poids} other {une désignation, ni pour une quantité, un prix, un montant ou un poids}} ; titres non compris : {columns}.',
    'reason.sheetSkipped':
      'Feuille {sheet} « {name} » : aucun tableau de marchandises ; la feuille a été ignorée.',
    'reason.workbookEmpty': 'Le classeur n’a aucune feuille.',
    'reason.eInvoice':
      'L’en-tête de la facture a été lu dans la facture électronique {syntax} jointe au PDF ({file}) ; les lignes de marchandises {lines, select, page {dans les pages imprimées} other {aussi dans la facture électronique}}.',
    'reason.eInvoiceDiffers':
      'La page imprimée donne {printed} pour {field, select, invoiceNumber {le numéro de facture} invoiceDate {la date de facture} currency {la devise} incoterm {l’incoterm} netAmount {le total hors TVA} vatAmount {la TVA} totalAmount {le total à payer} other {{field}}}, la facture électronique jointe {structured} : vérifiez ce qui est juste.',
  },
);
