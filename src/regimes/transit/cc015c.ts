import type { CanonicalDeclaration } from '../../canonical/index.ts';
import { consignment } from './cc015c-consignment.ts';
import type { Checks } from '../messages/checks.ts';
import type { MessageContext } from '../messages/message-context.ts';
import { representativeElement, transitRepresentativeOf } from '../messages/parties.ts';
import { transitTrader } from './transit-trader.ts';
import { authorisations } from '../messages/documents.ts';
import { messageHeader } from '../messages/header.ts';
import { group, leaf, serialize, type SerializedMessage } from '../messages/xml-tree.ts';

export const NCTS_NAMESPACE = 'http://ncts.dgtaxud.ec';

/** Belgium runs NCTS phase 6 in opt-out mode: security 0 (none) or 2 (exit summary only). */
const BELGIAN_SECURITY = new Set([0, 2]);

const transitOperation = (
  checks: Checks,
  declaration: CanonicalDeclaration,
  context: MessageContext,
) => {
  const security = declaration.security_code;
  checks.rule(
    security === undefined || BELGIAN_SECURITY.has(security),
    'TransitOperation/security',
    '/security_code',
    'must be 0 or 2: Belgium runs NCTS in opt-out mode',
  );
  checks.rule(
    declaration.declaration_type === 'T1' || declaration.declaration_type === 'T2',
    'TransitOperation/declarationType',
    '/declaration_type',
    'must be T1 or T2 for a transit declaration',
  );
  // C0839: a limit date only from an authorised consignor (C521), and then always.
  const authorisedConsignor = (declaration.authorisations ?? []).some(
    (authorisation) => authorisation.type === 'C521',
  );
  if (!authorisedConsignor)
    checks.notCarried(
      declaration.limit_date,
      'TransitOperation/limitDate',
      '/limit_date',
      'a transit without the C521 authorisation (authorised consignor) declares no limit date (C0839)',
    );
  return group(
    'TransitOperation',
    leaf('LRN', context.lrn),
    leaf('declarationType', declaration.declaration_type),
    leaf('additionalDeclarationType', 'A'),
    checks
      .within('TransitOperation')
      .leaf('security', security, '/security_code', { required: true }),
    leaf('reducedDatasetIndicator', '0'),
    leaf('bindingItinerary', declaration.binding_itinerary ?? false, '/binding_itinerary'),
    authorisedConsignor
      ? checks
          .within('TransitOperation')
          .leaf('limitDate', declaration.limit_date, '/limit_date', { required: true })
      : undefined,
  );
};

const offices = (checks: Checks, declaration: CanonicalDeclaration) => {
  const { departure, destination, transit } = declaration.customs_offices ?? {};
  // The office list and roles are the filing rule ALL-CUSTOMS-OFFICE's to check.
  const office = (element: string, value: string | undefined, key: string) =>
    group(
      element,
      checks
        .within(element)
        .leaf('referenceNumber', value, `/customs_offices/${key}`, { required: true }),
    );
  return [
    office('CustomsOfficeOfDeparture', departure, 'departure'),
    office('CustomsOfficeOfDestinationDeclared', destination, 'destination'),
    transit
      ? group(
          'CustomsOfficeOfTransitDeclared',
          leaf('sequenceNumber', 1),
          leaf('referenceNumber', transit, '/customs_offices/transit'),
        )
      : undefined,
  ];
};

/** The broker lodging for another holder of the procedure: direct representation (CL094: 2). */
const transitRepresentative = (
  checks: Checks,
  declaration: CanonicalDeclaration,
  context: MessageContext,
) => {
  const representative = transitRepresentativeOf(declaration, context.company);
  return representative
    ? representativeElement(checks, representative, { name: false })
    : undefined;
};

type Guarantee = NonNullable<CanonicalDeclaration['guarantees']>[number];

/** CL076 GuaranteeTypeWithReference (EU list, embedded snapshot of 2026; a test compares). */
export const TYPES_WITH_REFERENCE: ReadonlySet<string> = new Set([
  '0',
  '1',
  '2',
  '3',
  '4',
  '5',
  '9',
]);
/** C0130: an other reference for a cash guarantee (3, optional) or a public body's (8, required). */
const TYPES_WITH_OTHER_REFERENCE = new Set(['3', '8']);

/** C0130: the other reference only where its type has one; kept and said otherwise. */
const otherReference = (checks: Checks, guarantee: Guarantee, path: string, name: string) => {
  if (guarantee.type && !TYPES_WITH_OTHER_REFERENCE.has(guarantee.type)) {
    checks.notCarried(
      guarantee.other_reference,
      `${name}/otherGuaranteeReference`,
      `${path}/other_reference`,
      `a type ${guarantee.type} guarantee has no other reference (C0130)`,
    );
    return undefined;
  }
  return leaf('otherGuaranteeReference', guarantee.other_reference, `${path}/other_reference`);
};

/**
 * C0085: a guarantee reference for every type of CL076 (then its amount and currency are required
 * in phase 6), none for the others (8, A, R), whose GRN or amount is kept and said not carried.
 */
const withReference = (checks: Checks, guarantee: Guarantee, path: string, name: string) => {
  if (!guarantee.type || TYPES_WITH_REFERENCE.has(guarantee.type)) return true;
  const why = `a type ${guarantee.type} guarantee has no guarantee reference (C0085)`;
  checks.notCarried(guarantee.grn, `${name}/GuaranteeReference/GRN`, `${path}/grn`, why);
  checks.notCarried(
    guarantee.amount,
    `${name}/GuaranteeReference/amountToBeCovered`,
    `${path}/amount`,
    why,
  );
  return false;
};

/** Phase 6 requires the amount and currency of every guarantee reference; phase 5 did not. */
const guarantees = (checks: Checks, declaration: CanonicalDeclaration, phase: 5 | 6) => {
  const list = declaration.guarantees ?? [];
  if (list.length === 0) checks.required(undefined, 'Guarantee', '/guarantees');
  return list.map((guarantee, index) => {
    const path = `/guarantees/${index}`;
    const name = `Guarantee[${index + 1}]`;
    const reference = checks.within(`${name}/GuaranteeReference`);
    return group(
      'Guarantee',
      leaf(
        'sequenceNumber',
        checks.numbered(
          `${name}/sequenceNumber`,
          `${path}/sequence_number`,
          guarantee.sequence_number,
          index + 1,
        ),
        `${path}/sequence_number`,
      ),
      checks
        .within(name)
        .leaf('guaranteeType', guarantee.type, `${path}/type`, { required: true, list: 'CL251' }),
      otherReference(checks, guarantee, path, name),
      withReference(checks, guarantee, path, name)
        ? group(
            'GuaranteeReference',
            leaf('sequenceNumber', 1),
            leaf('GRN', guarantee.grn, `${path}/grn`),
            leaf('accessCode', guarantee.access_code, `${path}/access_code`),
            reference.leaf('amountToBeCovered', guarantee.amount, `${path}/amount`, {
              required: phase === 6,
            }),
            reference.leaf('currency', guarantee.currency, `${path}/currency`, {
              required: phase === 6,
              list: 'CL048',
            }),
          )
        : undefined,
    );
  });
};

/**
 * CC015C, the NCTS transit declaration (T1, T2), from the canonical declaration. Pure: the same
 * data, context and reference codes give the same message. Problems are collected in `checks`;
 * the caller validates the result against the phase's schema.
 */
export const buildCc015c = (
  declaration: CanonicalDeclaration,
  context: MessageContext,
  checks: Checks,
): SerializedMessage => {
  const items = declaration.goods_items ?? [];
  const itemsElement = 'Consignment/HouseConsignment/ConsignmentItem';
  checks.rule(
    items.length > 0,
    itemsElement,
    '/goods_items',
    'at least one goods item is required',
  );
  checks.rule(
    items.length <= 999,
    itemsElement,
    '/goods_items',
    'at most 999 goods items fit one declaration',
  );
  if (declaration.house_consignments?.length) {
    items.forEach((item, index) => {
      if (item.house_consignment_sequence === undefined)
        checks.required(
          undefined,
          'Consignment/HouseConsignment',
          `/goods_items/${index}/house_consignment_sequence`,
        );
    });
  }
  return serialize(
    {
      prefix: 'ncts',
      name: 'CC015C',
      namespace: NCTS_NAMESPACE,
      attributes: { PhaseID: context.phase === 6 ? 'NCTS6' : 'NCTS5.1' },
    },
    [
      ...messageHeader(checks, context, 'CC015C'),
      transitOperation(checks, declaration, context),
      ...authorisations(checks, declaration, 'CL235'),
      ...offices(checks, declaration),
      checks.required(
        transitTrader(
          checks,
          'HolderOfTheTransitProcedure',
          declaration.parties?.transit_principal,
          '/parties/transit_principal',
        ),
        'HolderOfTheTransitProcedure',
        '/parties/transit_principal',
      ),
      transitRepresentative(checks, declaration, context),
      ...guarantees(checks, declaration, context.phase),
      consignment(checks, declaration),
    ],
  );
};
