import type { CanonicalDeclaration } from '../../canonical/index.ts';
import {
  checkContainerNumber,
  checkEori,
  checkOfficeCode,
  checkUnLocode,
  faultParams,
  type IdentifierCheck,
  type IdentifierKind,
} from '../../identifiers/index.ts';
import type { CompanySettings } from '../../runtime-settings/index.ts';
import type { FilingProblem } from '../messages/checks.ts';
import type { ReferenceCodes } from '../messages/code-lists.ts';
import {
  ALL_MESSAGES,
  messageTypeOf,
  type FilingRule,
  type Finding,
  type MessageType,
  type RuleInput,
} from './filing-rule.ts';

/** The lists identifiers are checked against; an absent one is not checked. */
export interface IdentifierLookups {
  readonly isCountry?: (code: string) => boolean | undefined;
  readonly officeRoles?: (office: string) => ReadonlySet<string> | undefined;
  readonly isLocode?: (code: string) => boolean | undefined;
}

/** A country of CL008 may prefix an EORI; XI (Northern Ireland) also where a list lacks it. */
export const identifierLookupsOf = (
  codes: ReferenceCodes,
  isLocode?: (code: string) => boolean | undefined,
): IdentifierLookups => ({
  isCountry: (code) => code === 'XI' || codes.has('CL008', code),
  officeRoles: (office) => codes.officeRoles(office),
  ...(isLocode ? { isLocode } : {}),
});

const PARTY_KEYS = [
  'declarant',
  'representative',
  'exporter',
  'importer',
  'consignee',
  'consignor',
  'transit_principal',
  'buyer',
  'seller',
] as const;

/** The offices each message names, with the role (CL056) the office list must give each. */
const OFFICES: Record<
  MessageType,
  readonly {
    key: keyof NonNullable<CanonicalDeclaration['customs_offices']>;
    role?: string;
    element: string;
  }[]
> = {
  CC015C: [
    { key: 'departure', role: 'DEP', element: 'CustomsOfficeOfDeparture/referenceNumber' },
    {
      key: 'destination',
      role: 'DES',
      element: 'CustomsOfficeOfDestinationDeclared/referenceNumber',
    },
    { key: 'transit', role: 'TRA', element: 'CustomsOfficeOfTransitDeclared/referenceNumber' },
  ],
  CC515C: [
    { key: 'export', role: 'EXP', element: 'CustomsOfficeOfExport/referenceNumber' },
    { key: 'exit', role: 'EXT', element: 'CustomsOfficeOfExitDeclared/referenceNumber' },
  ],
  // No public role marks an office of import: any office of the list.
  IE415B: [{ key: 'import', element: 'CustomsOfficeOfPresentation/referenceNumber' }],
};

const found = (
  path: string,
  kind: IdentifierKind,
  check: IdentifierCheck,
  element?: string,
): Finding[] =>
  check.ok
    ? []
    : [
        {
          path,
          message: check.reason,
          params: faultParams(kind, check),
          ...(element ? { element } : {}),
        },
      ];

interface IdentifierCheckDefinition extends Omit<FilingRule, 'check'> {
  readonly find: (
    declaration: CanonicalDeclaration,
    messageType: MessageType,
    lookups: IdentifierLookups,
  ) => Iterable<Finding>;
  /** What the message takes from the broker's settings: checked at filing, not on arrival. */
  readonly fromSettings?: (
    company: CompanySettings,
    lookups: IdentifierLookups,
  ) => Iterable<Finding>;
}

/**
 * Identifiers as customs checks them (issue 26, decision 0029), with the checks the web app's
 * forms use too. A partner's value is checked as it was sent, never normalised on its behalf.
 */
const IDENTIFIER_CHECKS: readonly IdentifierCheckDefinition[] = [
  {
    id: 'ALL-EORI',
    messages: ALL_MESSAGES,
    elements: ['identificationNumber'],
    path: '/parties/*/eori',
    reason:
      'An EORI number (of a party, or the broker’s declarations:declarant_eori) starts with the country code of a country that issues them; a Belgian one is BE and the 10-digit enterprise number, whose last two digits are its check (97 minus the first eight modulo 97).',
    source:
      'Regulation (EU) 2015/2447 art. 7 (EORI), CL008; Belgian EORI format (BE + KBO/BCE number and its mod-97 check)',
    *find(declaration, _messageType, { isCountry }) {
      const parties = declaration.parties ?? {};
      for (const key of PARTY_KEYS) {
        const eori = parties[key]?.eori;
        if (eori) yield* found(`/parties/${key}/eori`, 'eori', checkEori(eori, { isCountry }));
      }
      for (const [index, house] of (declaration.house_consignments ?? []).entries())
        if (house.consignee?.eori)
          yield* found(
            `/house_consignments/${index}/consignee/eori`,
            'eori',
            checkEori(house.consignee.eori, { isCountry }),
          );
    },
    // The broker, filed as declarant or representative.
    *fromSettings(company, { isCountry }) {
      const eori = company['declarations:declarant_eori'];
      if (eori)
        yield* found(
          'settings:declarations:declarant_eori',
          'eori',
          checkEori(eori, { isCountry }),
        );
    },
  },
  {
    id: 'ALL-CONTAINER-NUMBER',
    messages: ALL_MESSAGES,
    elements: ['TransportEquipment/containerIdentificationNumber'],
    path: '/goods_items/*/containers/*/container_number',
    reason:
      'A container number is three letters for the owner, U, J or Z, six digits and the check digit of ISO 6346.',
    source: 'ISO 6346 (freight containers: coding, identification and marking)',
    *find(declaration) {
      for (const [itemIndex, item] of (declaration.goods_items ?? []).entries())
        for (const [index, container] of (item.containers ?? []).entries())
          if (container.container_number)
            yield* found(
              `/goods_items/${itemIndex}/containers/${index}/container_number`,
              'container-number',
              checkContainerNumber(container.container_number),
            );
    },
  },
  {
    id: 'ALL-UNLOCODE',
    messages: ALL_MESSAGES,
    elements: ['LocationOfGoods/UNLocode', 'PlaceOfLoading/UNLocode'],
    path: '/authorised_location_of_goods/un_locode',
    reason:
      'A UN/LOCODE (location of goods, place of loading) is a country code and three letters or digits 2 to 9, and is in the UN/LOCODE list once one is loaded.',
    source: 'UNECE Recommendation 16 (UN/LOCODE); CL244 UnLocodeExtended',
    *find(declaration, messageType, { isLocode }) {
      const location = declaration.authorised_location_of_goods?.un_locode;
      if (location)
        yield* found(
          '/authorised_location_of_goods/un_locode',
          'unlocode',
          checkUnLocode(location, { isKnown: isLocode }),
        );
      // The import declaration has no place of loading (its value is reported as not carried).
      const loading = declaration.loading_location?.loading_place_code;
      if (loading && messageType !== 'IE415B')
        yield* found(
          '/loading_location/loading_place_code',
          'unlocode',
          checkUnLocode(loading, { isKnown: isLocode }),
          'PlaceOfLoading/UNLocode',
        );
    },
  },
  {
    id: 'ALL-CUSTOMS-OFFICE',
    messages: ALL_MESSAGES,
    elements: [
      'CustomsOfficeOfDeparture/referenceNumber',
      'CustomsOfficeOfDestinationDeclared/referenceNumber',
      'CustomsOfficeOfTransitDeclared/referenceNumber',
      'CustomsOfficeOfExport/referenceNumber',
      'CustomsOfficeOfExitDeclared/referenceNumber',
      'CustomsOfficeOfPresentation/referenceNumber',
    ],
    path: '/customs_offices/*',
    reason:
      'A customs office is one of the customs office list with the role its place needs: departure DEP, destination DES, transit TRA (CC015C); export EXP, exit EXT (CC515C); import any office (IE415B).',
    source: 'CL141 customs offices and their roles (CL056)',
    *find(declaration, messageType, { officeRoles }) {
      const offices = declaration.customs_offices ?? {};
      for (const { key, role, element } of OFFICES[messageType]) {
        const office = offices[key];
        if (office)
          yield* found(
            `/customs_offices/${key}`,
            'office-code',
            checkOfficeCode(office, { roles: officeRoles, ...(role ? { role } : {}) }),
            element,
          );
      }
    },
  },
];

/** The UN/LOCODEs ALL-UNLOCODE checks, to ask the loaded list about before the rules run. */
export const locodesIn = (declaration: CanonicalDeclaration): string[] =>
  [
    declaration.authorised_location_of_goods?.un_locode,
    declaration.loading_location?.loading_place_code,
  ].filter((code): code is string => code !== undefined && /^[A-Z]{2}[A-Z2-9]{3}$/.test(code));

/** The identifier checks as filing rules: the lists of the filing, the UN/LOCODEs asked for it. */
export const IDENTIFIER_RULES: readonly FilingRule[] = IDENTIFIER_CHECKS.map(
  ({ find, fromSettings, ...rule }) => ({
    ...rule,
    *check(input: RuleInput & { readonly messageType: MessageType }) {
      const lookups = identifierLookupsOf(input.codes, input.locodes);
      yield* find(input.declaration, input.messageType, lookups);
      if (fromSettings) yield* fromSettings(input.company, lookups);
    },
  }),
);

/**
 * What the filing rules will say about a declaration's identifiers, with whichever lists are at
 * hand: ingestion records these on the dossier instead of refusing the shipment (decision 0029).
 */
export const identifierProblems = (
  declaration: CanonicalDeclaration,
  lookups: IdentifierLookups,
): FilingProblem[] => {
  const messageType = messageTypeOf(declaration.declaration_type);
  return IDENTIFIER_CHECKS.filter((rule) => rule.messages.includes(messageType)).flatMap((rule) =>
    [...rule.find(declaration, messageType, lookups)].map((finding) => ({
      rule: rule.id,
      element: finding.element ?? rule.elements[0]!,
      path: finding.path,
      message: finding.message,
      ...(finding.params ? { params: finding.params } : {}),
    })),
  );
};
