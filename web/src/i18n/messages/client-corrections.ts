import { area } from './area.ts';

/** A client's hand corrections, in the client drawer of /Clients and /ClientsAll. */
export const clientCorrections = area(
  {
    'corrections.title': 'Set by hand',
    'corrections.intro':
      'Kept when the accounting system sends the client again. Change a field above and save to set it by hand; hand it back here to let masterdata write it again.',
    'corrections.none':
      'Nothing set by hand: masterdata writes every field it sends. Change a field above and save to keep it.',
    'corrections.field': 'Field',
    'corrections.value': 'Value',
    'corrections.setBy': 'Set',
    'corrections.by': '{time} by {name}',
    'corrections.unknown': 'before the audit log',
    'corrections.release': 'Hand back',
    'corrections.releaseAll': 'Hand all back to masterdata',
    'corrections.releaseTitle': 'Hand {fields} back to masterdata?',
    'corrections.releaseQuestion':
      'The next time the accounting system sends {code}, it writes {fields} again, over the value set by hand.',
    'corrections.releaseConfirm': 'Hand back',
    'corrections.released': '{fields} handed back to masterdata',
    'corrections.empty': '(empty)',
  },
  {
    'corrections.title': 'Met de hand ingesteld',
    'corrections.intro':
      'Blijft staan wanneer de boekhouding de klant opnieuw stuurt. Wijzig hierboven een veld en sla op om het met de hand in te stellen; geef het hier terug om de stamgegevens het weer te laten schrijven.',
    'corrections.none':
      'Niets met de hand ingesteld: de stamgegevens schrijven elk veld dat ze sturen. Wijzig hierboven een veld en sla op om het te behouden.',
    'corrections.field': 'Veld',
    'corrections.value': 'Waarde',
    'corrections.setBy': 'Ingesteld',
    'corrections.by': '{time} door {name}',
    'corrections.unknown': 'vóór het auditlogboek',
    'corrections.release': 'Teruggeven',
    'corrections.releaseAll': 'Alles teruggeven aan de stamgegevens',
    'corrections.releaseTitle': '{fields} teruggeven aan de stamgegevens?',
    'corrections.releaseQuestion':
      'De volgende keer dat de boekhouding {code} stuurt, schrijft ze {fields} opnieuw, over de waarde die met de hand is ingesteld.',
    'corrections.releaseConfirm': 'Teruggeven',
    'corrections.released': '{fields} teruggegeven aan de stamgegevens',
    'corrections.empty': '(leeg)',
  },
  {
    'corrections.title': 'Fixé à la main',
    'corrections.intro':
      'Gardé quand la comptabilité renvoie le client. Modifiez un champ ci-dessus et enregistrez pour le fixer à la main ; rendez-le ici pour que les données de base l’écrivent à nouveau.',
    'corrections.none':
      'Rien n’est fixé à la main : les données de base écrivent chaque champ qu’elles envoient. Modifiez un champ ci-dessus et enregistrez pour le garder.',
    'corrections.field': 'Champ',
    'corrections.value': 'Valeur',
    'corrections.setBy': 'Fixé',
    'corrections.by': '{time} par {name}',
    'corrections.unknown': 'avant le journal d’audit',
    'corrections.release': 'Rendre',
    'corrections.releaseAll': 'Tout rendre aux données de base',
    'corrections.releaseTitle': 'Rendre {fields} aux données de base ?',
    'corrections.releaseQuestion':
      'La prochaine fois que la comptabilité envoie {code}, elle écrit à nouveau {fields}, par-dessus la valeur fixée à la main.',
    'corrections.releaseConfirm': 'Rendre',
    'corrections.released': '{fields} rendu aux données de base',
    'corrections.empty': '(vide)',
  },
);
