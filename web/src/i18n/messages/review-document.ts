import { area } from './area.ts';

/** The document beside the values on the review page: the PDF viewer and the sheet view. */
export const reviewDocument = area(
  {
    'reviewDocument.loading': 'Loading the document…',
    'reviewDocument.document': 'Source document',
    'reviewDocument.page': 'Page {number}',
    'reviewDocument.toolbar': 'Pages and zoom',
    'reviewDocument.previousPage': 'Previous page',
    'reviewDocument.nextPage': 'Next page',
    'reviewDocument.pageNumber': 'Page number',
    'reviewDocument.pageCount': 'of {count}',
    'reviewDocument.zoomOut': 'Zoom out',
    'reviewDocument.zoomIn': 'Zoom in',
    'reviewDocument.fitWidth': 'Fit width',
    'reviewDocument.sourceBox': 'Where the value was read',
    'reviewDocument.pageFailed': 'This page could not be drawn.',
    'reviewDocument.failure.title': 'The document cannot be shown',
    'reviewDocument.failure.offline':
      'The document could not be downloaded. Check the network connection and try again.',
    'reviewDocument.failure.notFound': 'This document no longer exists on the server.',
    'reviewDocument.failure.denied':
      'You may not open this document, or your session has ended: sign in again.',
    'reviewDocument.failure.server':
      'The server could not send the document (error {status}). Try again in a moment.',
    'reviewDocument.failure.notPdf': 'This file is not a PDF, or it is damaged.',
    'reviewDocument.failure.password':
      'This PDF is protected by a password, so it cannot be shown here.',
    'reviewDocument.failure.unreadable': 'This PDF could not be read.',
  },
  {
    'reviewDocument.loading': 'Het document wordt geladen…',
    'reviewDocument.document': 'Brondocument',
    'reviewDocument.page': 'Pagina {number}',
    'reviewDocument.toolbar': 'Pagina’s en zoom',
    'reviewDocument.previousPage': 'Vorige pagina',
    'reviewDocument.nextPage': 'Volgende pagina',
    'reviewDocument.pageNumber': 'Paginanummer',
    'reviewDocument.pageCount': 'van {count}',
    'reviewDocument.zoomOut': 'Uitzoomen',
    'reviewDocument.zoomIn': 'Inzoomen',
    'reviewDocument.fitWidth': 'Aanpassen aan breedte',
    'reviewDocument.sourceBox': 'Waar de waarde gelezen werd',
    'reviewDocument.pageFailed': 'Deze pagina kon niet worden weergegeven.',
    'reviewDocument.failure.title': 'Het document kan niet worden getoond',
    'reviewDocument.failure.offline':
      'Het document kon niet worden gedownload. Controleer de netwerkverbinding en probeer opnieuw.',
    'reviewDocument.failure.notFound': 'Dit document bestaat niet meer op de server.',
    'reviewDocument.failure.denied':
      'U mag dit document niet openen, of uw sessie is verlopen: meld u opnieuw aan.',
    'reviewDocument.failure.server':
      'De server kon het document niet versturen (fout {status}). Probeer het zo dadelijk opnieuw.',
    'reviewDocument.failure.notPdf': 'Dit bestand is geen PDF, of het is beschadigd.',
    'reviewDocument.failure.password':
      'Deze PDF is met een wachtwoord beveiligd en kan hier dus niet worden getoond.',
    'reviewDocument.failure.unreadable': 'Deze PDF kon niet worden gelezen.',
  },
  {
    'reviewDocument.loading': 'Chargement du document…',
    'reviewDocument.document': 'Document source',
    'reviewDocument.page': 'Page {number}',
    'reviewDocument.toolbar': 'Pages et zoom',
    'reviewDocument.previousPage': 'Page précédente',
    'reviewDocument.nextPage': 'Page suivante',
    'reviewDocument.pageNumber': 'Numéro de page',
    'reviewDocument.pageCount': 'sur {count}',
    'reviewDocument.zoomOut': 'Zoom arrière',
    'reviewDocument.zoomIn': 'Zoom avant',
    'reviewDocument.fitWidth': 'Ajuster à la largeur',
    'reviewDocument.sourceBox': 'Endroit où la valeur a été lue',
    'reviewDocument.pageFailed': 'Cette page n’a pas pu être affichée.',
    'reviewDocument.failure.title': 'Le document ne peut pas être affiché',
    'reviewDocument.failure.offline':
      'Le document n’a pas pu être téléchargé. Vérifiez la connexion réseau et réessayez.',
    'reviewDocument.failure.notFound': 'Ce document n’existe plus sur le serveur.',
    'reviewDocument.failure.denied':
      'Vous ne pouvez pas ouvrir ce document, ou votre session a expiré : reconnectez-vous.',
    'reviewDocument.failure.server':
      'Le serveur n’a pas pu envoyer le document (erreur {status}). Réessayez dans un instant.',
    'reviewDocument.failure.notPdf': 'Ce fichier n’est pas un PDF, ou il est endommagé.',
    'reviewDocument.failure.password':
      'Ce PDF est protégé par un mot de passe : il ne peut donc pas être affiché ici.',
    'reviewDocument.failure.unreadable': 'Ce PDF n’a pas pu être lu.',
  },
);
