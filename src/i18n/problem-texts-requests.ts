import { d, nb, p, t, type ProblemText } from './problem-text-parts.ts';

/** Problems of the request itself: its body, its encoding, who sends it. */
export const REQUEST_PROBLEM_TEXTS: Readonly<Record<string, ProblemText>> = {
  'bad-request': p(
    t('The request is not valid', 'Het verzoek is ongeldig', 'La demande n’est pas valide'),
    d('Een parameter van het verzoek is ongeldig.', 'Un paramètre de la demande n’est pas valide.'),
  ),
  'empty-body': p(
    t('Nothing was sent', 'Er werd niets verstuurd', 'Rien n’a été envoyé'),
    d('Het verzoek had geen inhoud.', 'La demande était vide.'),
  ),
  'bad-json': p(
    t('The JSON does not parse', 'De JSON is onleesbaar', 'Le JSON est illisible'),
    d(
      'De verstuurde gegevens konden niet gelezen worden.',
      'Les données envoyées n’ont pas pu être lues.',
    ),
  ),
  'unparseable-body': p(
    t('The XML cannot be read', 'De XML is onleesbaar', 'Le XML est illisible'),
    d('De verstuurde XML kon niet gelezen worden.', 'Le XML envoyé n’a pas pu être lu.'),
  ),
  'bad-gzip': p(
    t(
      'The compressed body cannot be read',
      'De gecomprimeerde inhoud is onleesbaar',
      'Le contenu compressé est illisible',
    ),
    d(
      'De gecomprimeerde inhoud kon niet gelezen worden.',
      'Le contenu compressé n’a pas pu être lu.',
    ),
  ),
  'bad-encoding': p(
    t('The text is not UTF-8', 'De tekst is geen UTF-8', 'Le texte n’est pas en UTF-8'),
    d(
      'De tekst bevat tekens die niet als UTF-8 gelezen kunnen worden.',
      'Le texte contient des caractères illisibles en UTF-8.',
    ),
  ),
  'bad-idempotency-key': p(
    t(
      'The Idempotency-Key is not valid',
      'De Idempotency-Key is ongeldig',
      'L’Idempotency-Key n’est pas valide',
    ),
    d(
      'De Idempotency-Key moet 1 tot 255 zichtbare ASCII-tekens tellen.',
      `L’Idempotency-Key doit compter de 1 à 255 caractères ASCII visibles.`,
    ),
  ),
  'request-aborted': p(
    t('The upload was cut off', 'Het verzenden werd onderbroken', 'L’envoi a été interrompu'),
    d(
      'De verbinding viel weg voor alles verstuurd was; er werd niets bewaard. Probeer opnieuw.',
      `La connexion a été coupée avant la fin de l’envoi${nb}; rien n’a été enregistré. Réessayez.`,
    ),
  ),
  unauthenticated: p(
    t('Sign in first', 'Meld u eerst aan', 'Connectez-vous d’abord'),
    d(
      'Uw sessie is beëindigd. Meld u opnieuw aan.',
      'Votre session est terminée. Reconnectez-vous.',
    ),
  ),
  'missing-role': p(
    t('Your role does not allow this', 'Uw rol laat dit niet toe', 'Votre rôle ne le permet pas'),
    d(
      'Hiervoor is een andere rol nodig (Admins of SuperUsers). Vraag het aan een beheerder.',
      `Il faut un autre rôle (Admins ou SuperUsers). Demandez-le à un administrateur.`,
    ),
  ),
  csrf: p(
    t('The page is out of date', 'De pagina is verouderd', 'La page n’est plus à jour'),
    d('Laad de pagina opnieuw en probeer het nog eens.', 'Rechargez la page et réessayez.'),
  ),
  'wrong-host': p(
    t(
      'Open the service at its own address',
      'Open de dienst op zijn eigen adres',
      'Ouvrez le service à sa propre adresse',
    ),
    d(
      'Deze dienst antwoordt alleen op 127.0.0.1, localhost of [::1] met zijn eigen poort.',
      `Ce service ne répond qu’à 127.0.0.1, localhost ou [::1] sur son propre port.`,
    ),
  ),
  'missing-scope': p(
    t(
      'The API key lacks a scope',
      'De API-sleutel mist een bereik',
      'La clé d’API n’a pas la portée voulue',
    ),
    d('Deze API-sleutel mag dit niet.', 'Cette clé d’API n’y est pas autorisée.'),
  ),
  'delegated-token': p(
    t(
      'An application token is needed',
      'Een toepassingstoken is nodig',
      'Un jeton d’application est requis',
    ),
    d(
      'Dit kan alleen met een token van een toepassing, niet van een persoon.',
      `Seul un jeton d’application le permet, pas celui d’une personne.`,
    ),
  ),
  'sheet-unavailable': p(
    t(
      'The sheet cannot be shown',
      'Het rekenblad kan niet getoond worden',
      'La feuille ne peut pas être affichée',
    ),
    d(
      'Dit rekenblad kon niet gelezen worden om het te tonen.',
      'Cette feuille de calcul n’a pas pu être lue pour l’afficher.',
    ),
  ),
};
