import { area } from './area.ts';

/** /Admin/DeclarationFields, its country aliases section. */
export const adminCountryAliases = area(
  {
    'aliases.title': 'Country aliases',
    'aliases.intro':
      'Names documents use for a country that the country lists do not know (Holland, Bundesrepublik, a typo a supplier always makes), each for a code of the EU list. The reading of documents uses them from the next document on.',
    'aliases.alias': 'Name in documents',
    'aliases.country': 'Country code',
    'aliases.countryName': 'Country',
    'aliases.add': 'Add',
    'aliases.added': '{alias} now means {country}',
    'aliases.remove': 'Remove',
    'aliases.removeTitle': 'Remove the alias {alias}?',
    'aliases.removeQuestion':
      'Documents naming {alias} are then read by the country lists alone: they may leave the country unresolved.',
    'aliases.removed': '{alias} is removed',
    'aliases.none': 'No aliases yet.',
    'aliases.changed': 'Changed {time} by {name}',
    'fault.alias-is-code': '{code} is a country code itself: it is read as that country',
    'fault.alias-empty': 'Give the name as documents write it',
  },
  {
    'aliases.title': 'Landaliassen',
    'aliases.intro':
      'Namen die documenten gebruiken voor een land en die de landenlijsten niet kennen (Holland, Bundesrepublik, een tikfout die een leverancier altijd maakt), elk voor een code van de EU-lijst. Het lezen van documenten gebruikt ze vanaf het volgende document.',
    'aliases.alias': 'Naam in documenten',
    'aliases.country': 'Landcode',
    'aliases.countryName': 'Land',
    'aliases.add': 'Toevoegen',
    'aliases.added': '{alias} betekent nu {country}',
    'aliases.remove': 'Verwijderen',
    'aliases.removeTitle': 'Alias {alias} verwijderen?',
    'aliases.removeQuestion':
      'Documenten die {alias} noemen, worden dan alleen met de landenlijsten gelezen: het land kan onbepaald blijven.',
    'aliases.removed': '{alias} is verwijderd',
    'aliases.none': 'Nog geen aliassen.',
    'aliases.changed': 'Gewijzigd {time} door {name}',
    'fault.alias-is-code': '{code} is zelf een landcode: het wordt als dat land gelezen',
    'fault.alias-empty': 'Geef de naam zoals documenten hem schrijven',
  },
  {
    'aliases.title': 'Alias de pays',
    'aliases.intro':
      'Les noms que les documents donnent à un pays et que les listes de pays ne connaissent pas (Holland, Bundesrepublik, une faute qu’un fournisseur fait toujours), chacun pour un code de la liste de l’UE. La lecture des documents les utilise dès le document suivant.',
    'aliases.alias': 'Nom dans les documents',
    'aliases.country': 'Code pays',
    'aliases.countryName': 'Pays',
    'aliases.add': 'Ajouter',
    'aliases.added': '{alias} signifie désormais {country}',
    'aliases.remove': 'Supprimer',
    'aliases.removeTitle': 'Supprimer l’alias {alias} ?',
    'aliases.removeQuestion':
      'Les documents qui nomment {alias} sont alors lus avec les seules listes de pays : le pays peut rester indéterminé.',
    'aliases.removed': '{alias} est supprimé',
    'aliases.none': 'Pas encore d’alias.',
    'aliases.changed': 'Modifié le {time} par {name}',
    'fault.alias-is-code': '{code} est lui-même un code pays : il est lu comme ce pays',
    'fault.alias-empty': 'Donnez le nom comme les documents l’écrivent',
  },
);
