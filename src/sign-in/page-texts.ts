import type { Language } from '../i18n/index.ts';

/** One page the server draws itself: its heading, its paragraphs and the way on. */
export interface PageText {
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly link?: string;
}

interface PageTexts {
  readonly unavailable: PageText;
  readonly unknownAddress: PageText;
  readonly notStartedHere: PageText;
  readonly expired: PageText;
  readonly notCompleted: (reason: string) => PageText;
  readonly failed: PageText;
  readonly noAccess: (name: string) => PageText;
  readonly signedOut: PageText;
  readonly notBuilt: PageText;
}

// French puts a narrow no-break space before ; : ! ? (as the CLDR formats do).
const nb = '\u202f';
const ROLES = 'Admins, SuperUsers';

/** The sign-in's own pages in the app's three languages (issue 26). */
export const PAGE_TEXTS: Record<Language, PageTexts> = {
  en: {
    unavailable: {
      title: 'Sign-in is not available',
      paragraphs: [
        'The identity provider did not answer. Try again in a minute; if it persists, tell your administrator.',
      ],
      link: 'Try again',
    },
    unknownAddress: {
      title: 'Sign-in is not possible at this address',
      paragraphs: [
        'This address is not the one the service is published at (Server:PublicBaseUrl), so the identity provider could not send you back. Open the service at its usual address.',
      ],
    },
    notStartedHere: {
      title: 'This sign-in was not started in this browser',
      paragraphs: [
        'The sign-in link was opened in a browser other than the one that asked for it, or it is older than ten minutes. Nobody was signed in. Sign in again from here.',
      ],
      link: 'Sign in again',
    },
    expired: {
      title: 'This sign-in has expired',
      paragraphs: ['The link was used already or is older than ten minutes.'],
      link: 'Sign in again',
    },
    notCompleted: (reason) => ({
      title: 'Sign-in was not completed',
      paragraphs: [`The identity provider says: ${reason}`],
      link: 'Sign in again',
    }),
    failed: {
      title: 'Sign-in failed',
      paragraphs: [
        'The identity provider’s answer could not be accepted. Sign in again; if it persists, tell your administrator.',
      ],
      link: 'Sign in again',
    },
    noAccess: (name) => ({
      title: 'No access to this application',
      paragraphs: [
        `${name ? `You are signed in as ${name}, but your` : 'Your'} account has none of this application’s roles: ${ROLES} or Users.`,
        'Team roles (such as CustomsAntwerpen or CustomsGent) do not give access by themselves. Ask an administrator to assign you one of the roles above, or sign in with another account.',
      ],
      link: 'Sign in with another account',
    }),
    signedOut: {
      title: 'You are signed out',
      paragraphs: ['Your session has ended.'],
      link: 'Sign in again',
    },
    notBuilt: {
      title: 'The web app is not built',
      paragraphs: [
        'Run npm run build:web (npm start builds it when it is missing or out of date).',
      ],
    },
  },
  nl: {
    unavailable: {
      title: 'Aanmelden is niet mogelijk',
      paragraphs: [
        'De identiteitsprovider antwoordt niet. Probeer het over een minuut opnieuw; blijft het zo, verwittig dan uw beheerder.',
      ],
      link: 'Opnieuw proberen',
    },
    unknownAddress: {
      title: 'Aanmelden kan niet op dit adres',
      paragraphs: [
        'Dit is niet het adres waarop de dienst gepubliceerd is (Server:PublicBaseUrl), dus de identiteitsprovider kan u niet hierheen terugsturen. Open de dienst op het gebruikelijke adres.',
      ],
    },
    notStartedHere: {
      title: 'Deze aanmelding is niet in deze browser begonnen',
      paragraphs: [
        'De aanmeldlink werd geopend in een andere browser dan die waarin de aanmelding begon, of is ouder dan tien minuten. Er werd niemand aangemeld. Meld u hier opnieuw aan.',
      ],
      link: 'Opnieuw aanmelden',
    },
    expired: {
      title: 'Deze aanmelding is verlopen',
      paragraphs: ['De link werd al gebruikt of is ouder dan tien minuten.'],
      link: 'Opnieuw aanmelden',
    },
    notCompleted: (reason) => ({
      title: 'De aanmelding werd niet voltooid',
      paragraphs: [`De identiteitsprovider meldt: ${reason}`],
      link: 'Opnieuw aanmelden',
    }),
    failed: {
      title: 'Aanmelden mislukt',
      paragraphs: [
        'Het antwoord van de identiteitsprovider kon niet aanvaard worden. Meld u opnieuw aan; blijft het zo, verwittig dan uw beheerder.',
      ],
      link: 'Opnieuw aanmelden',
    },
    noAccess: (name) => ({
      title: 'Geen toegang tot deze toepassing',
      paragraphs: [
        `${name ? `U bent aangemeld als ${name}, maar uw` : 'Uw'} account heeft geen enkele rol van deze toepassing: ${ROLES} of Users.`,
        'Teamrollen (zoals CustomsAntwerpen of CustomsGent) geven op zich geen toegang. Vraag een beheerder u een van de bovenstaande rollen toe te kennen, of meld u aan met een ander account.',
      ],
      link: 'Aanmelden met een ander account',
    }),
    signedOut: {
      title: 'U bent afgemeld',
      paragraphs: ['Uw sessie is beëindigd.'],
      link: 'Opnieuw aanmelden',
    },
    notBuilt: {
      title: 'De webtoepassing is niet gebouwd',
      paragraphs: [
        'Voer npm run build:web uit (npm start bouwt ze wanneer ze ontbreekt of verouderd is).',
      ],
    },
  },
  fr: {
    unavailable: {
      title: 'La connexion n’est pas disponible',
      paragraphs: [
        `Le fournisseur d’identité ne répond pas. Réessayez dans une minute${nb}; si cela persiste, prévenez votre administrateur.`,
      ],
      link: 'Réessayer',
    },
    unknownAddress: {
      title: 'Impossible de se connecter à cette adresse',
      paragraphs: [
        `Cette adresse n’est pas celle où le service est publié (Server:PublicBaseUrl)${nb}: le fournisseur d’identité ne pourrait pas vous y renvoyer. Ouvrez le service à son adresse habituelle.`,
      ],
    },
    notStartedHere: {
      title: 'Cette connexion n’a pas été commencée dans ce navigateur',
      paragraphs: [
        'Le lien de connexion a été ouvert dans un autre navigateur que celui qui l’a demandé, ou il date de plus de dix minutes. Personne n’a été connecté. Reconnectez-vous d’ici.',
      ],
      link: 'Se reconnecter',
    },
    expired: {
      title: 'Cette connexion a expiré',
      paragraphs: ['Le lien a déjà été utilisé ou date de plus de dix minutes.'],
      link: 'Se reconnecter',
    },
    notCompleted: (reason) => ({
      title: 'La connexion n’a pas abouti',
      paragraphs: [`Le fournisseur d’identité indique${nb}: ${reason}`],
      link: 'Se reconnecter',
    }),
    failed: {
      title: 'Échec de la connexion',
      paragraphs: [
        `La réponse du fournisseur d’identité n’a pas pu être acceptée. Reconnectez-vous${nb}; si cela persiste, prévenez votre administrateur.`,
      ],
      link: 'Se reconnecter',
    },
    noAccess: (name) => ({
      title: 'Pas d’accès à cette application',
      paragraphs: [
        `${name ? `Vous êtes connecté en tant que ${name}, mais votre` : 'Votre'} compte n’a aucun des rôles de cette application${nb}: ${ROLES} ou Users.`,
        'Les rôles d’équipe (comme CustomsAntwerpen ou CustomsGent) ne donnent pas accès à eux seuls. Demandez à un administrateur de vous attribuer l’un des rôles ci-dessus, ou connectez-vous avec un autre compte.',
      ],
      link: 'Se connecter avec un autre compte',
    }),
    signedOut: {
      title: 'Vous êtes déconnecté',
      paragraphs: ['Votre session est terminée.'],
      link: 'Se reconnecter',
    },
    notBuilt: {
      title: 'L’application web n’est pas construite',
      paragraphs: [
        'Lancez npm run build:web (npm start la construit quand elle manque ou n’est pas à jour).',
      ],
    },
  },
};
