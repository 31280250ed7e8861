import { d, nb, p, t, type ProblemText } from './problem-text-parts.ts';

/** Problems of the administration pages: uploads, the brokers' lists, prompts, dead letters. */
export const ADMIN_PROBLEM_TEXTS: Readonly<Record<string, ProblemText>> = {
  'tariff-file-refused': p(
    t(
      'This file is not a tariff extraction',
      'Dit bestand is geen tariefextractie',
      'Ce fichier n’est pas une extraction du tarif',
    ),
    d(
      'Een Tarbel-extractie is een ZIP met één XML-bestand (TariffHistoryResponse); er werd niets ingelezen.',
      `Une extraction Tarbel est un ZIP contenant un seul fichier XML (TariffHistoryResponse)${nb}; rien n’a été importé.`,
    ),
  ),
  'locode-file-refused': p(
    t(
      'This file is not a UN/LOCODE list',
      'Dit bestand is geen UN/LOCODE-lijst',
      'Ce fichier n’est pas une liste UN/LOCODE',
    ),
    d(
      'Stuur de CSV van UNECE (de drie delen samen), het code-list.csv-bestand of de geoapify-kopie; er werd niets ingelezen.',
      `Envoyez le CSV de l’UNECE (les trois parties ensemble), le fichier code-list.csv ou la copie geoapify${nb}; rien n’a été importé.`,
    ),
  ),
  'masterdata.invalid': p(
    t(
      'Not saved: check the fields',
      'Niet bewaard: controleer de velden',
      'Non enregistré : vérifiez les champs',
    ),
    d('Een of meer velden zijn niet geldig.', 'Un ou plusieurs champs ne sont pas valides.'),
  ),
  'masterdata.taken': p(
    t('Already in use', 'Al in gebruik', 'Déjà utilisé'),
    d('Een andere regel gebruikt deze waarde al.', 'Une autre ligne utilise déjà cette valeur.'),
  ),
  'masterdata.not-found': p(
    t('No such entry', 'Niet gevonden', 'Introuvable'),
    d('Deze regel bestaat niet (meer).', 'Cette ligne n’existe pas (ou plus).'),
  ),
  'prompt-version-not-found': p(
    t('No such prompt version', 'Promptversie niet gevonden', 'Version de prompt introuvable'),
    d(
      'Deze prompt heeft geen versie met dit nummer.',
      'Ce prompt n’a pas de version de ce numéro.',
    ),
  ),
  'prompt-version-in-use': p(
    t('This text is in use already', 'Deze tekst is al in gebruik', 'Ce texte est déjà en usage'),
    d(
      'De versie in gebruik heeft deze tekst al: terugzetten zou niets veranderen.',
      'La version en usage a déjà ce texte : la rétablir ne changerait rien.',
    ),
  ),
  'country-alias-unknown': p(
    t('No such country alias', 'Onbekende landalias', 'Alias de pays inconnu'),
    d(
      'Deze alias staat niet (meer) in de lijst; vernieuw de pagina.',
      `Cet alias ne figure pas (ou plus) dans la liste${nb}; actualisez la page.`,
    ),
  ),
  'inbound-queue-unreachable': p(
    t(
      'The inbound queue does not answer',
      'De inkomende wachtrij antwoordt niet',
      'La file entrante ne répond pas',
    ),
    d(
      'De broker van de wachtrij is niet bereikbaar; probeer het straks opnieuw.',
      `Le courtier de messages de la file est injoignable${nb}; réessayez plus tard.`,
    ),
  ),
  'dead-letter-busy': p(
    t(
      'Someone else is handling this message',
      'Iemand anders behandelt dit bericht',
      'Quelqu’un d’autre traite ce message',
    ),
    d(
      'Een andere beheerder of een andere instantie van de dienst houdt het vast; probeer het over een minuut opnieuw.',
      `Un autre administrateur ou une autre instance du service le tient${nb}; réessayez dans une minute.`,
    ),
  ),
  'dead-letter-too-large': p(
    t(
      'Too large to keep in the audit log',
      'Te groot om in het auditlogboek te bewaren',
      'Trop volumineux pour le journal d’audit',
    ),
    d(
      'Verbeteren of verwijderen zou de inhoud verliezen; bewaar het eerst met de hulpmiddelen van RabbitMQ of Service Bus.',
      `Le corriger ou le supprimer en perdrait le contenu${nb}; sauvegardez-le d’abord avec les outils de RabbitMQ ou de Service Bus.`,
    ),
  ),
  'dead-letter-not-found': p(
    t(
      'This dead letter is no longer waiting',
      'Dit geweigerde bericht wacht niet meer',
      'Ce message refusé n’attend plus',
    ),
    d(
      'Het werd intussen opnieuw verstuurd of verwijderd; vernieuw de lijst.',
      `Il a été renvoyé ou supprimé entre-temps${nb}; actualisez la liste.`,
    ),
  ),
};
