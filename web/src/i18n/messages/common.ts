import { area } from './area.ts';

/** What several pages say: loading, errors, retry, empty values. */
export const common = area(
  {
    'common.loading': 'Loading',
    'common.error': 'Something went wrong',
    'common.retry': 'Try again',
    'common.noConnection': 'No connection',
    'common.noConnectionDetail': 'The service did not answer. Check the network and try again.',
    'common.none': '—',
    'common.save': 'Save',
    'common.cancel': 'Cancel',
    'common.close': 'Close',
  },
  {
    'common.loading': 'Laden',
    'common.error': 'Er ging iets mis',
    'common.retry': 'Opnieuw proberen',
    'common.noConnection': 'Geen verbinding',
    'common.noConnectionDetail':
      'De dienst antwoordde niet. Controleer het netwerk en probeer opnieuw.',
    'common.none': '—',
    'common.save': 'Bewaren',
    'common.cancel': 'Annuleren',
    'common.close': 'Sluiten',
  },
  {
    'common.loading': 'Chargement',
    'common.error': 'Une erreur s’est produite',
    'common.retry': 'Réessayer',
    'common.noConnection': 'Pas de connexion',
    'common.noConnectionDetail': 'Le service n’a pas répondu. Vérifiez le réseau et réessayez.',
    'common.none': '—',
    'common.save': 'Enregistrer',
    'common.cancel': 'Annuler',
    'common.close': 'Fermer',
  },
);
