import { d, nb, p, t, type ProblemText } from './problem-text-parts.ts';

/** Problems of the work asked: dossiers, clients, reference data, settings, keys, extraction. */
export const WORK_PROBLEM_TEXTS: Readonly<Record<string, ProblemText>> = {
  'not-found': p(
    t('Not found', 'Niet gevonden', 'Introuvable'),
    d('Wat u zoekt bestaat niet (meer).', 'Ce que vous cherchez n’existe pas (ou plus).'),
  ),
  'client-code-taken': p(
    t('This client code is taken', 'Deze klantcode bestaat al', 'Ce code client existe déjà'),
    d(
      'Er bestaat al een klant met deze code. Kies een andere code of open de bestaande klant.',
      `Un client porte déjà ce code. Choisissez-en un autre ou ouvrez le client existant.`,
    ),
  ),
  'file-too-large': p(
    t('The file is too large', 'Het bestand is te groot', 'Le fichier est trop volumineux'),
    d(
      'Een bestand is groter dan toegelaten; er werd niets bewaard.',
      `Un fichier dépasse la taille permise${nb}; rien n’a été enregistré.`,
    ),
  ),
  'field-too-large': p(
    t('A field is too long', 'Een veld is te lang', 'Un champ est trop long'),
    d(
      'Een veld is langer dan 64 KB; er werd niets bewaard.',
      `Un champ dépasse 64 Ko${nb}; rien n’a été enregistré.`,
    ),
  ),
  'too-many-parts': p(
    t('Too many files or fields', 'Te veel bestanden of velden', 'Trop de fichiers ou de champs'),
    d(
      'Een nieuw dossier neemt ten hoogste drie bestanden.',
      'Un nouveau dossier accepte trois fichiers au plus.',
    ),
  ),
  'bad-multipart': p(
    t('The upload cannot be read', 'Het opgeladen bestand is onleesbaar', 'L’envoi est illisible'),
    d(
      'Het verzonden formulier kon niet gelezen worden; probeer opnieuw.',
      `Le formulaire envoyé n’a pas pu être lu${nb}; réessayez.`,
    ),
  ),
  'code-list-not-found': p(
    t('No such code list', 'Onbekende codelijst', 'Liste de codes inconnue'),
    d('Deze codelijst bestaat niet.', 'Cette liste de codes n’existe pas.'),
  ),
  'tariff-line-not-found': p(
    t('No such tariff line', 'Onbekende tariefpost', 'Ligne tarifaire inconnue'),
    d(
      'Deze goederencode staat niet in het tarief.',
      'Ce code de marchandise ne figure pas au tarif.',
    ),
  ),
  'reference-sync-failed': p(
    t(
      'The reference data could not be updated',
      'De referentiegegevens konden niet bijgewerkt worden',
      'Les données de référence n’ont pas pu être mises à jour',
    ),
    d(
      'Het bijwerken van de referentiegegevens mislukte; de vorige versie blijft gelden.',
      `La mise à jour a échoué${nb}; la version précédente reste en vigueur.`,
    ),
  ),
  'reference-sync-not-configured': p(
    t(
      'Reference data updates are not set up',
      'Bijwerken van referentiegegevens is niet ingesteld',
      'La mise à jour des données de référence n’est pas configurée',
    ),
    d(
      'Er is geen bron ingesteld om de referentiegegevens bij te werken.',
      'Aucune source n’est configurée pour les données de référence.',
    ),
  ),
  'document-not-found': p(
    t('No such document', 'Document niet gevonden', 'Document introuvable'),
    d(
      'Dit document hoort niet bij dit dossier of bestaat niet meer.',
      `Ce document n’appartient pas à ce dossier ou n’existe plus.`,
    ),
  ),
  'dossier-not-found': p(
    t('No such dossier', 'Dossier niet gevonden', 'Dossier introuvable'),
    d(
      'Dit dossier bestaat niet of u hebt er geen toegang toe.',
      `Ce dossier n’existe pas ou vous n’y avez pas accès.`,
    ),
  ),
  'method-not-allowed': p(
    t('Not possible here', 'Hier niet mogelijk', 'Impossible ici'),
    d('Deze handeling kan hier niet.', 'Cette action n’est pas possible ici.'),
  ),
  'ucr-taken': p(
    t('This UCR is taken', 'Deze UCR bestaat al', 'Cet UCR existe déjà'),
    d(
      'Er bestaat al een dossier met deze UCR. Kies een andere of laat het veld leeg.',
      `Un dossier porte déjà cet UCR. Choisissez-en un autre ou laissez le champ vide.`,
    ),
  ),
  'idempotency-in-progress': p(
    t(
      'The same request is still running',
      'Hetzelfde verzoek loopt nog',
      'La même demande est encore en cours',
    ),
    d('Wacht even en probeer opnieuw.', 'Patientez un instant et réessayez.'),
  ),
  'dossier-changed': p(
    t(
      'Saved by someone else meanwhile',
      'Intussen door iemand anders bewaard',
      'Enregistré entre-temps par quelqu’un d’autre',
    ),
    d(
      'Iemand anders heeft dit dossier bewaard sinds u het opende; uw wijzigingen zijn niet bewaard. Bekijk wat er veranderde en breng uw wijzigingen opnieuw aan.',
      `Quelqu’un d’autre a enregistré ce dossier depuis que vous l’avez ouvert${nb}; vos modifications ne sont pas enregistrées. Voyez ce qui a changé et refaites vos modifications.`,
    ),
  ),
  'version-required': p(
    t('Which version?', 'Welke versie?', `Quelle version${nb}?`),
    d(
      'De wijziging zegt niet van welke versie van het dossier ze vertrekt. Laad de pagina opnieuw.',
      'La modification ne dit pas de quelle version du dossier elle part. Rechargez la page.',
    ),
  ),
  'findings-stand': p(
    t('Errors stand', 'Er staan nog fouten open', 'Des erreurs subsistent'),
    d(
      'Het dossier wordt niet goedgekeurd zolang er fouten openstaan. Verbeter ze, of keur goed met een reden.',
      'Le dossier n’est pas approuvé tant que des erreurs subsistent. Corrigez-les, ou approuvez avec un motif.',
    ),
  ),
  'invalid-transition': p(
    t('Not possible in this status', 'Niet mogelijk in deze status', 'Impossible dans ce statut'),
    d(
      'Het dossier staat niet (meer) in de status die hiervoor nodig is. Laad de pagina opnieuw.',
      `Le dossier n’est pas (ou plus) dans le statut requis. Rechargez la page.`,
    ),
  ),
  'transition-not-allowed': p(
    t('Not possible in this status', 'Niet mogelijk in deze status', 'Impossible dans ce statut'),
    d(
      'Deze stap is vanuit de huidige status niet toegelaten.',
      `Cette étape n’est pas permise depuis le statut actuel.`,
    ),
  ),
  'body-too-large': p(
    t('Too much was sent', 'Er werd te veel verstuurd', 'Trop de données envoyées'),
    d(
      'Wat u verstuurde is groter dan toegelaten; er werd niets bewaard.',
      `L’envoi dépasse la taille permise${nb}; rien n’a été enregistré.`,
    ),
  ),
  'unsupported-media-type': p(
    t(
      'This kind of file is not accepted',
      'Dit soort bestand wordt niet aanvaard',
      'Ce type de fichier n’est pas accepté',
    ),
    d('Dit soort inhoud wordt hier niet aanvaard.', 'Ce type de contenu n’est pas accepté ici.'),
  ),
  'unsupported-content-encoding': p(
    t(
      'This compression is not accepted',
      'Deze compressie wordt niet aanvaard',
      'Cette compression n’est pas acceptée',
    ),
    d('Alleen gzip-compressie wordt aanvaard.', 'Seule la compression gzip est acceptée.'),
  ),
  'unsupported-charset': p(
    t(
      'This character set is not accepted',
      'Deze tekenset wordt niet aanvaard',
      'Ce jeu de caractères n’est pas accepté',
    ),
    d('Alleen UTF-8 wordt aanvaard.', 'Seul l’UTF-8 est accepté.'),
  ),
  validation: p(
    t('Check the values', 'Controleer de gegevens', 'Vérifiez les données'),
    d(
      'Enkele gegevens zijn niet in orde; elk probleem staat bij zijn veld.',
      `Certaines données ne sont pas correctes${nb}; chaque problème figure à côté de son champ.`,
    ),
  ),
  'unknown-client-code': p(
    t('Unknown client', 'Onbekende klant', 'Client inconnu'),
    d('Er bestaat geen klant met deze code.', 'Aucun client ne porte ce code.'),
  ),
  'idempotency-key-reused': p(
    t(
      'The Idempotency-Key was used for something else',
      'De Idempotency-Key werd al voor iets anders gebruikt',
      'L’Idempotency-Key a déjà servi pour autre chose',
    ),
    d(
      'Gebruik een nieuwe sleutel voor een ander verzoek.',
      'Utilisez une nouvelle clé pour une autre demande.',
    ),
  ),
  'declaration-incomplete': p(
    t(
      'The declaration cannot be filed yet',
      'De aangifte kan nog niet ingediend worden',
      'La déclaration ne peut pas encore être déposée',
    ),
    d(
      'Enkele gegevens ontbreken of zouden door de douane geweigerd worden; elk probleem staat bij zijn veld.',
      `Certaines données manquent ou seraient refusées par la douane${nb}; chaque problème figure à côté de son champ.`,
    ),
  ),
  'rate-limited': p(
    t('Too many requests', 'Te veel verzoeken', 'Trop de demandes'),
    d('Wacht even en probeer opnieuw.', 'Patientez un instant et réessayez.'),
  ),
  'too-many-connections': p(
    t('Too many connections', 'Te veel verbindingen', 'Trop de connexions'),
    d(
      'Er zijn te veel verbindingen vanaf dit adres; probeer later opnieuw.',
      `Trop de connexions depuis cette adresse${nb}; réessayez plus tard.`,
    ),
  ),
  internal: p(
    t('Something went wrong', 'Er ging iets mis', 'Une erreur s’est produite'),
    d(
      'Er ging iets onverwachts mis; er werd niets half bewaard. Probeer opnieuw; blijft het zo, geef dan het verzoeknummer door aan uw beheerder.',
      `Une erreur inattendue s’est produite${nb}; rien n’a été enregistré à moitié. Réessayez${nb}; si cela persiste, communiquez le numéro de la demande à votre administrateur.`,
    ),
  ),
  'not-ready': p(
    t('The service is not ready', 'De dienst is niet klaar', 'Le service n’est pas prêt'),
    d(
      'De dienst start nog op; probeer zo meteen opnieuw.',
      `Le service démarre encore${nb}; réessayez dans un instant.`,
    ),
  ),
  'database-unavailable': p(
    t(
      'The database is not reachable',
      'De databank is niet bereikbaar',
      'La base de données est injoignable',
    ),
    d(
      'De databank antwoordt even niet; er werd niets bewaard. Probeer over enkele seconden opnieuw.',
      `La base de données ne répond pas${nb}; rien n’a été enregistré. Réessayez dans quelques secondes.`,
    ),
  ),
  'identity-provider-unavailable': p(
    t(
      'The sign-in provider does not answer',
      'De aanmeldprovider antwoordt niet',
      'Le fournisseur de connexion ne répond pas',
    ),
    d('Probeer over een minuut opnieuw.', 'Réessayez dans une minute.'),
  ),
  busy: p(
    t('Busy', 'Bezet', 'Occupé'),
    d(
      'Dit dossier wordt op dit moment bewerkt; probeer over enkele seconden opnieuw.',
      `Ce dossier est en cours de traitement${nb}; réessayez dans quelques secondes.`,
    ),
  ),
  'filing-not-configured': p(
    t('Filing is not set up', 'Indienen is niet ingesteld', 'Le dépôt n’est pas configuré'),
    d(
      'Deze installatie kan nog geen aangiftes indienen; vraag het aan een beheerder.',
      `Cette installation ne peut pas encore déposer de déclarations${nb}; demandez à un administrateur.`,
    ),
  ),
  'outbox-message-not-found': p(
    t('No such message', 'Bericht niet gevonden', 'Message introuvable'),
    d('Dit bericht bestaat niet.', 'Ce message n’existe pas.'),
  ),
  'missing-argument': p(
    t('Something is missing', 'Er ontbreekt iets', 'Il manque quelque chose'),
    d('Een verplicht gegeven ontbreekt.', 'Une donnée obligatoire manque.'),
  ),
  'setting.invalid': p(
    t('The setting is not valid', 'De instelling is ongeldig', 'Le paramètre n’est pas valide'),
    d(
      'Deze waarde is niet geldig voor deze instelling.',
      'Cette valeur n’est pas valide pour ce paramètre.',
    ),
  ),
  'setting.unknown': p(
    t('Unknown setting', 'Onbekende instelling', 'Paramètre inconnu'),
    d('Deze instelling bestaat niet.', 'Ce paramètre n’existe pas.'),
  ),
  'setting.not-runtime': p(
    t(
      'Set at start only',
      'Alleen bij het opstarten in te stellen',
      'Réglable au démarrage seulement',
    ),
    d(
      'Deze instelling wordt alleen bij het opstarten gelezen.',
      'Ce paramètre n’est lu qu’au démarrage.',
    ),
  ),
  'api-key.bad-name': p(
    t(
      'The key name is not valid',
      'De naam van de sleutel is ongeldig',
      'Le nom de la clé n’est pas valide',
    ),
    d(
      'Kies een naam van 1 tot 100 letters, cijfers, punten, streepjes of liggende streepjes.',
      'Choisissez un nom de 1 à 100 lettres, chiffres, points ou tirets.',
    ),
  ),
  'api-key.bad-expiry': p(
    t(
      'The expiry date is not valid',
      'De vervaldatum is ongeldig',
      'La date d’expiration n’est pas valide',
    ),
    d('Geef een datum als dd/mm/jjjj.', 'Indiquez une date au format jj/mm/aaaa.'),
  ),
  'api-key.expiry-past': p(
    t('The expiry date is past', 'De vervaldatum is voorbij', 'La date d’expiration est passée'),
    d('Kies een datum in de toekomst.', 'Choisissez une date future.'),
  ),
  'api-key.bad-scope': p(
    t('Unknown scope', 'Onbekend bereik', 'Portée inconnue'),
    d('Dit bereik bestaat niet.', 'Cette portée n’existe pas.'),
  ),
  'api-key.name-taken': p(
    t('This key name is taken', 'Deze sleutelnaam bestaat al', 'Ce nom de clé existe déjà'),
    d('Er bestaat al een sleutel met deze naam.', 'Une clé porte déjà ce nom.'),
  ),
  'api-key.not-found': p(
    t('No such key', 'Sleutel niet gevonden', 'Clé introuvable'),
    d('Deze sleutel bestaat niet.', 'Cette clé n’existe pas.'),
  ),
  'client-not-found': p(
    t('No such client', 'Klant niet gevonden', 'Client introuvable'),
    d('Er bestaat geen klant met deze code.', 'Aucun client ne porte ce code.'),
  ),
  'prompt-not-found': p(
    t('No such prompt', 'Prompt niet gevonden', 'Prompt introuvable'),
    d('Deze prompt bestaat niet.', 'Ce prompt n’existe pas.'),
  ),
  'attempt-not-found': p(
    t('No such reading', 'Lezing niet gevonden', 'Lecture introuvable'),
    d('Deze leespoging bestaat niet.', 'Cette tentative de lecture n’existe pas.'),
  ),
  'document-unreadable': p(
    t('The document cannot be read', 'Het document is onleesbaar', 'Le document est illisible'),
    d('Dit document kon niet gelezen worden.', 'Ce document n’a pas pu être lu.'),
  ),
  'spreadsheet-unreadable': p(
    t(
      'The spreadsheet cannot be read',
      'Het rekenblad is onleesbaar',
      'La feuille de calcul est illisible',
    ),
    d('Dit rekenblad kon niet gelezen worden.', 'Cette feuille de calcul n’a pas pu être lue.'),
  ),
  'document-intelligence-failed': p(
    t('Text recognition failed', 'Tekstherkenning mislukt', 'La reconnaissance du texte a échoué'),
    d(
      'De tekstherkenningsdienst gaf geen bruikbaar antwoord.',
      'Le service de reconnaissance du texte n’a pas donné de réponse utilisable.',
    ),
  ),
  'no-model-configured': p(
    t(
      'No language model is set up',
      'Er is geen taalmodel ingesteld',
      'Aucun modèle de langage n’est configuré',
    ),
    d(
      'Deze handeling vraagt een taalmodel; vraag het aan een beheerder.',
      `Cette action demande un modèle de langage${nb}; demandez à un administrateur.`,
    ),
  ),
  'no-inbound-queue': p(
    t(
      'No inbound queue is set up',
      'Er is geen inkomende wachtrij ingesteld',
      'Aucune file entrante n’est configurée',
    ),
    d('Er is geen inkomende wachtrij ingesteld.', 'Aucune file entrante n’est configurée.'),
  ),
  'too-many-large-bodies': p(
    t(
      'Too many large uploads at once',
      'Te veel grote zendingen tegelijk',
      'Trop de gros envois à la fois',
    ),
    d(
      'Wacht tot uw andere zendingen klaar zijn en probeer opnieuw.',
      'Attendez la fin de vos autres envois et réessayez.',
    ),
  ),
};
