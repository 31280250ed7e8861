import { area } from './area.ts';

/** A spreadsheet document shown as its sheet on the review page. */
export const reviewSheet = area(
  {
    'reviewSheet.loading': 'Loading the sheet…',
    'reviewSheet.tabs': 'Sheets of the workbook',
    'reviewSheet.label': 'Sheet {name}',
    'reviewSheet.unnamed': 'Sheet {number}',
    'reviewSheet.empty': 'This sheet is empty.',
    'reviewSheet.noSheets': 'This workbook has no sheets.',
    'reviewSheet.noSheet': 'The workbook has no sheet {page}.',
    'reviewSheet.outside': 'Cell {cell} lies outside the part of the sheet shown here.',
    'reviewSheet.truncated':
      'This sheet is larger than shown here: only its first rows and columns are displayed. Download the file to see the rest.',
    'reviewSheet.capture': 'Click to copy this text into the selected field.',
  },
  {
    'reviewSheet.loading': 'Het rekenblad wordt geladen…',
    'reviewSheet.tabs': 'Bladen van de werkmap',
    'reviewSheet.label': 'Blad {name}',
    'reviewSheet.unnamed': 'Blad {number}',
    'reviewSheet.empty': 'Dit blad is leeg.',
    'reviewSheet.noSheets': 'Deze werkmap heeft geen bladen.',
    'reviewSheet.noSheet': 'De werkmap heeft geen blad {page}.',
    'reviewSheet.outside': 'Cel {cell} valt buiten het deel van het blad dat hier getoond wordt.',
    'reviewSheet.truncated':
      'Dit blad is groter dan wat hier getoond wordt: alleen de eerste rijen en kolommen zijn zichtbaar. Download het bestand om de rest te zien.',
    'reviewSheet.capture': 'Klik om deze tekst over te nemen in het geselecteerde veld.',
  },
  {
    'reviewSheet.loading': 'Chargement de la feuille…',
    'reviewSheet.tabs': 'Feuilles du classeur',
    'reviewSheet.label': 'Feuille {name}',
    'reviewSheet.unnamed': 'Feuille {number}',
    'reviewSheet.empty': 'Cette feuille est vide.',
    'reviewSheet.noSheets': 'Ce classeur ne contient aucune feuille.',
    'reviewSheet.noSheet': 'Le classeur n’a pas de feuille {page}.',
    'reviewSheet.outside':
      'La cellule {cell} se trouve hors de la partie de la feuille affichée ici.',
    'reviewSheet.truncated':
      'Cette feuille est plus grande que ce qui est affiché ici : seules ses premières lignes et colonnes sont visibles. Téléchargez le fichier pour voir le reste.',
    'reviewSheet.capture': 'Cliquez pour reprendre ce texte dans le champ sélectionné.',
  },
);
