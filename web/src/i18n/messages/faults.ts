import { area } from './area.ts';

/** What a form says of a value it will not send, and the hints of empty inputs (field-faults.ts). */
export const faults = area(
  {
    'fault.required': 'Required',
    'fault.minLength': 'At least {limit} characters',
    'fault.maxLength': 'At most {limit} characters (now {now})',
    'fault.minimum': 'At least {limit}',
    'fault.maximum': 'At most {limit}',
    'fault.exclusiveMinimum': 'More than {limit}',
    'fault.exclusiveMaximum': 'Less than {limit}',
    'fault.decimals': 'At most {limit} decimals',
    'fault.enum': 'One of {values}',
    'fault.number': 'A number, such as {example}',
    'fault.ambiguous': '{typed} means {grouped} or {decimal}?',
    'fault.invalid': 'Not a valid value',
    'fault.pattern.code': '1 to 50 characters, without spaces at the start or the end',
    'fault.pattern.name': 'A name of 1 to 200 characters',
    'fault.pattern.country': 'A two-letter country code in capitals, such as BE',
    'fault.pattern.identification_number':
      'An EORI number: a two-letter country code and up to 15 letters or digits',
    'fault.eori.shape':
      '{value} is not an EORI number: a two-letter country code and up to 15 capital letters or digits',
    'fault.eori.tooLong': '{value} is too long: an EORI number has at most 17 characters',
    'fault.eori.country': '{value} starts with {country}, which is not a country code',
    'fault.eori.belgian':
      '{value} is not a Belgian EORI number: BE and the 10-digit enterprise number (starting with 0 or 1)',
    'fault.eori.check':
      '{value}: the last two digits of a Belgian enterprise number are a check (modulo 97) and should be {expected}',
    'fault.container.shape':
      '{value} is not a container number: three letters for the owner, U, J or Z, six digits and a check digit',
    'fault.container.check':
      '{value}: the last digit of a container number is a check digit (ISO 6346) and should be {expected}',
    'fault.identifier': '{value} is not valid',
    'fault.changedSince': 'Changed meanwhile by {actor}: now {to}',
    'fault.office.shape':
      '{value} is not a customs office code: a two-letter country code and six letters or digits',
    'fault.office.unknown': '{value} is not in the customs office list',
    'fault.office.role':
      '{value} is not an office {expected, select, DEP {of departure} DES {of destination} TRA {of transit} EXP {of export} EXT {of exit} other {with the role {expected}}}',
    'fault.unlocode.shape':
      '{value} is not a UN/LOCODE: a two-letter country code and three letters or digits 2 to 9',
    'fault.unlocode.unknown': '{value} is not in the UN/LOCODE list',
    'fault.gln.shape': '{value} is not a GLN: 13 digits',
    'fault.gln.check': '{value} has a wrong check digit: it ends in {expected}',
    'fault.maxLengthPlain': 'At most {limit} characters',
    'fault.character': 'Holds a character a declaration cannot carry',
    'fault.country': '{value} is not a country code of the EU list',
    'fault.json': 'Not a client the service can read',
    'fault.clientChoice.both': 'Choose a client or create one, not both',
    'fault.clientChoice.none': 'Pick a customs client or create one',
    'fault.members': 'Change at least one of the client’s values',
    'hint.maxLength': 'max {limit} characters',
    'hint.minimum': 'a number, {limit} or more',
  },
  {
    'fault.required': 'Verplicht',
    'fault.minLength': 'Minstens {limit} tekens',
    'fault.maxLength': 'Hoogstens {limit} tekens (nu {now})',
    'fault.minimum': 'Minstens {limit}',
    'fault.maximum': 'Hoogstens {limit}',
    'fault.exclusiveMinimum': 'Meer dan {limit}',
    'fault.exclusiveMaximum': 'Minder dan {limit}',
    'fault.decimals': 'Hoogstens {limit} decimalen',
    'fault.enum': 'Een van {values}',
    'fault.number': 'Een getal, zoals {example}',
    'fault.ambiguous': '{typed} betekent {grouped} of {decimal}?',
    'fault.invalid': 'Geen geldige waarde',
    'fault.pattern.code': '1 tot 50 tekens, zonder spaties vooraan of achteraan',
    'fault.pattern.name': 'Een naam van 1 tot 200 tekens',
    'fault.pattern.country': 'Een landcode van twee hoofdletters, zoals BE',
    'fault.pattern.identification_number':
      'Een EORI-nummer: een landcode van twee letters en hoogstens 15 letters of cijfers',
    'fault.eori.shape':
      '{value} is geen EORI-nummer: een landcode van twee letters en hoogstens 15 hoofdletters of cijfers',
    'fault.eori.tooLong': '{value} is te lang: een EORI-nummer telt hoogstens 17 tekens',
    'fault.eori.country': '{value} begint met {country}, dat is geen landcode',
    'fault.eori.belgian':
      '{value} is geen Belgisch EORI-nummer: BE en het ondernemingsnummer van 10 cijfers (beginnend met 0 of 1)',
    'fault.eori.check':
      '{value}: de laatste twee cijfers van een Belgisch ondernemingsnummer zijn een controle (modulo 97) en moeten {expected} zijn',
    'fault.container.shape':
      '{value} is geen containernummer: drie letters voor de eigenaar, U, J of Z, zes cijfers en een controlecijfer',
    'fault.container.check':
      '{value}: het laatste cijfer van een containernummer is een controlecijfer (ISO 6346) en moet {expected} zijn',
    'fault.identifier': '{value} is niet geldig',
    'fault.changedSince': 'Intussen gewijzigd door {actor}: nu {to}',
    'fault.office.shape':
      '{value} is geen douanekantoorcode: een landcode van twee letters en zes letters of cijfers',
    'fault.office.unknown': '{value} staat niet in de lijst van douanekantoren',
    'fault.office.role':
      '{value} is geen {expected, select, DEP {kantoor van vertrek} DES {kantoor van bestemming} TRA {kantoor van doorgang} EXP {kantoor van uitvoer} EXT {kantoor van uitgang} other {kantoor met de rol {expected}}}',
    'fault.unlocode.shape':
      '{value} is geen UN/LOCODE: een landcode van twee letters en drie letters of cijfers 2 tot 9',
    'fault.unlocode.unknown': '{value} staat niet in de UN/LOCODE-lijst',
    'fault.gln.shape': '{value} is geen GLN: 13 cijfers',
    'fault.gln.check': '{value} heeft een fout controlecijfer: het eindigt op {expected}',
    'fault.maxLengthPlain': 'Hoogstens {limit} tekens',
    'fault.character': 'Bevat een teken dat een aangifte niet kan dragen',
    'fault.country': '{value} is geen landcode van de EU-lijst',
    'fault.json': 'Geen klant die de dienst kan lezen',
    'fault.clientChoice.both': 'Kies een klant of maak er een aan, niet beide',
    'fault.clientChoice.none': 'Kies een douaneklant of maak er een aan',
    'fault.members': 'Wijzig minstens één gegeven van de klant',
    'hint.maxLength': 'max. {limit} tekens',
    'hint.minimum': 'een getal, {limit} of meer',
  },
  {
    'fault.required': 'Obligatoire',
    'fault.minLength': 'Au moins {limit} caractères',
    'fault.maxLength': 'Au plus {limit} caractères (actuellement {now})',
    'fault.minimum': 'Au moins {limit}',
    'fault.maximum': 'Au plus {limit}',
    'fault.exclusiveMinimum': 'Plus de {limit}',
    'fault.exclusiveMaximum': 'Moins de {limit}',
    'fault.decimals': 'Au plus {limit} décimales',
    'fault.enum': 'L’une des valeurs {values}',
    'fault.number': 'Un nombre, par exemple {example}',
    'fault.ambiguous': '{typed} signifie {grouped} ou {decimal} ?',
    'fault.invalid': 'Valeur non valide',
    'fault.pattern.code': '1 à 50 caractères, sans espace au début ni à la fin',
    'fault.pattern.name': 'Un nom de 1 à 200 caractères',
    'fault.pattern.country': 'Un code pays de deux lettres majuscules, par exemple BE',
    'fault.pattern.identification_number':
      'Un numéro EORI : un code pays de deux lettres et au plus 15 lettres ou chiffres',
    'fault.eori.shape':
      '{value} n’est pas un numéro EORI : un code pays de deux lettres et au plus 15 lettres majuscules ou chiffres',
    'fault.eori.tooLong': '{value} est trop long : un numéro EORI compte au plus 17 caractères',
    'fault.eori.country': '{value} commence par {country}, qui n’est pas un code pays',
    'fault.eori.belgian':
      '{value} n’est pas un numéro EORI belge : BE et le numéro d’entreprise à 10 chiffres (commençant par 0 ou 1)',
    'fault.eori.check':
      '{value} : les deux derniers chiffres d’un numéro d’entreprise belge sont un contrôle (modulo 97) et devraient être {expected}',
    'fault.container.shape':
      '{value} n’est pas un numéro de conteneur : trois lettres pour le propriétaire, U, J ou Z, six chiffres et un chiffre de contrôle',
    'fault.container.check':
      '{value} : le dernier chiffre d’un numéro de conteneur est un chiffre de contrôle (ISO 6346) et devrait être {expected}',
    'fault.identifier': '{value} n’est pas valide',
    'fault.changedSince': 'Modifié entre-temps par {actor} : maintenant {to}',
    'fault.office.shape':
      '{value} n’est pas un code de bureau de douane : un code pays de deux lettres et six lettres ou chiffres',
    'fault.office.unknown': '{value} ne figure pas dans la liste des bureaux de douane',
    'fault.office.role':
      '{value} n’est pas un {expected, select, DEP {bureau de départ} DES {bureau de destination} TRA {bureau de passage} EXP {bureau d’exportation} EXT {bureau de sortie} other {bureau ayant le rôle {expected}}}',
    'fault.unlocode.shape':
      '{value} n’est pas un UN/LOCODE : un code pays de deux lettres et trois lettres ou chiffres de 2 à 9',
    'fault.unlocode.unknown': '{value} ne figure pas dans la liste UN/LOCODE',
    'fault.gln.shape': '{value} n’est pas un GLN : 13 chiffres',
    'fault.gln.check': '{value} a un chiffre de contrôle erroné : il se termine par {expected}',
    'fault.maxLengthPlain': 'Au plus {limit} caractères',
    'fault.character': 'Contient un caractère qu’une déclaration ne peut pas porter',
    'fault.country': '{value} n’est pas un code pays de la liste de l’UE',
    'fault.json': 'Pas un client que le service peut lire',
    'fault.clientChoice.both': 'Choisissez un client ou créez-en un, pas les deux',
    'fault.clientChoice.none': 'Choisissez un client en douane ou créez-en un',
    'fault.members': 'Modifiez au moins une donnée du client',
    'hint.maxLength': '{limit} caractères max.',
    'hint.minimum': 'un nombre, {limit} ou plus',
  },
);
