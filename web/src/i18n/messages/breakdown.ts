import { area } from './area.ts';

/** The goods breakdown page: the reviewed lines grouped into the message's items. */
export const breakdown = area(
  {
    'breakdown.open': 'Goods breakdown',
    'breakdown.title': 'Goods breakdown {ucr}',
    'breakdown.intro':
      'The items the {type} message will carry. Lines alike in {keys} may share an item; the totals are the lines added up.',
    'breakdown.item': 'Item',
    'breakdown.lines': 'Lines',
    'breakdown.line': 'Line {number}',
    'breakdown.suggest': 'Group as suggested',
    'breakdown.perLine': 'One item per line',
    'breakdown.split': 'Split off',
    'breakdown.mergeInto': 'Merge into…',
    'breakdown.mergeLabel': 'Merge item {number} into',
    'breakdown.save': 'Save grouping',
    'breakdown.saved': 'Grouping saved',
    'breakdown.unsaved': 'Unsaved grouping',
    'breakdown.conflicts':
      '{count, plural, one {# line differs from its item} other {# lines differ from their item}}',
    'breakdown.conflict': 'Line {line} differs from line {first} of item {number} in {field}',
    'breakdown.next': 'Next: declare',
    'breakdown.costs': 'Transport costs',
    'breakdown.readOnly': 'This dossier is {status}: the grouping is shown, not changed.',
  },
  {
    'breakdown.open': 'Goederenopsplitsing',
    'breakdown.title': 'Goederenopsplitsing {ucr}',
    'breakdown.intro':
      'De artikelen die het {type}-bericht zal bevatten. Lijnen die gelijk zijn in {keys} mogen één artikel delen; de totalen zijn de lijnen opgeteld.',
    'breakdown.item': 'Artikel',
    'breakdown.lines': 'Lijnen',
    'breakdown.line': 'Lijn {number}',
    'breakdown.suggest': 'Groeperen zoals voorgesteld',
    'breakdown.perLine': 'Eén artikel per lijn',
    'breakdown.split': 'Afsplitsen',
    'breakdown.mergeInto': 'Samenvoegen met…',
    'breakdown.mergeLabel': 'Artikel {number} samenvoegen met',
    'breakdown.save': 'Groepering bewaren',
    'breakdown.saved': 'Groepering bewaard',
    'breakdown.unsaved': 'Niet bewaarde groepering',
    'breakdown.conflicts':
      '{count, plural, one {# lijn verschilt van haar artikel} other {# lijnen verschillen van hun artikel}}',
    'breakdown.conflict': 'Lijn {line} verschilt van lijn {first} van artikel {number} in {field}',
    'breakdown.next': 'Volgende: aangeven',
    'breakdown.costs': 'Vervoerskosten',
    'breakdown.readOnly': 'Dit dossier is {status}: de groepering wordt getoond, niet gewijzigd.',
  },
  {
    'breakdown.open': 'Ventilation des marchandises',
    'breakdown.title': 'Ventilation des marchandises {ucr}',
    'breakdown.intro':
      'Les articles que portera le message {type}. Des lignes identiques en {keys} peuvent partager un article ; les totaux sont les lignes additionnées.',
    'breakdown.item': 'Article',
    'breakdown.lines': 'Lignes',
    'breakdown.line': 'Ligne {number}',
    'breakdown.suggest': 'Grouper comme proposé',
    'breakdown.perLine': 'Un article par ligne',
    'breakdown.split': 'Séparer',
    'breakdown.mergeInto': 'Fusionner avec…',
    'breakdown.mergeLabel': 'Fusionner l’article {number} avec',
    'breakdown.save': 'Enregistrer le groupement',
    'breakdown.saved': 'Groupement enregistré',
    'breakdown.unsaved': 'Groupement non enregistré',
    'breakdown.conflicts':
      '{count, plural, one {# ligne diffère de son article} other {# lignes diffèrent de leur article}}',
    'breakdown.conflict':
      'La ligne {line} diffère de la ligne {first} de l’article {number} en {field}',
    'breakdown.next': 'Suivant : déclarer',
    'breakdown.costs': 'Frais de transport',
    'breakdown.readOnly': 'Ce dossier est {status} : le groupement est affiché, pas modifié.',
  },
);
