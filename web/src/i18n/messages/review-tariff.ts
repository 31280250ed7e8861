import { area } from './area.ts';

/** The review page's commodity code: the tariff picker and the description under a goods line. */
export const reviewTariff = area(
  {
    'reviewTariff.label': 'Commodity code',
    'reviewTariff.placeholder': 'Code or words, e.g. 7318 15 or screws',
    'reviewTariff.options': 'Tariff lines',
    'reviewTariff.typeMore': 'Type at least 2 digits or letters',
    'reviewTariff.searching': 'Searching the tariff…',
    'reviewTariff.nothingFound': 'No tariff line matches “{q}”',
    'reviewTariff.unavailable': 'The tariff cannot be reached right now',
    'reviewTariff.lookingUp': 'Looking up the code in the tariff…',
    'reviewTariff.notInTariff': 'Not in the tariff',
    'reviewTariff.incomplete': 'A commodity code has 8 or 10 digits',
  },
  {
    'reviewTariff.label': 'Goederencode',
    'reviewTariff.placeholder': 'Code of woorden, bv. 7318 15 of schroeven',
    'reviewTariff.options': 'Tarieflijnen',
    'reviewTariff.typeMore': 'Typ minstens 2 cijfers of letters',
    'reviewTariff.searching': 'Zoeken in het tarief…',
    'reviewTariff.nothingFound': 'Geen tarieflijn gevonden voor “{q}”',
    'reviewTariff.unavailable': 'Het tarief is nu niet bereikbaar',
    'reviewTariff.lookingUp': 'De code wordt opgezocht in het tarief…',
    'reviewTariff.notInTariff': 'Niet opgenomen in het tarief',
    'reviewTariff.incomplete': 'Een goederencode telt 8 of 10 cijfers',
  },
  {
    'reviewTariff.label': 'Code des marchandises',
    'reviewTariff.placeholder': 'Code ou mots, p. ex. 7318 15 ou vis',
    'reviewTariff.options': 'Lignes du tarif',
    'reviewTariff.typeMore': 'Tapez au moins 2 chiffres ou lettres',
    'reviewTariff.searching': 'Recherche dans le tarif…',
    'reviewTariff.nothingFound': 'Aucune ligne du tarif ne correspond à « {q} »',
    'reviewTariff.unavailable': 'Le tarif est momentanément inaccessible',
    'reviewTariff.lookingUp': 'Recherche du code dans le tarif…',
    'reviewTariff.notInTariff': 'Ne figure pas dans le tarif',
    'reviewTariff.incomplete': 'Un code des marchandises compte 8 ou 10 chiffres',
  },
);
