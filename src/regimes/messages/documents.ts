import type { CanonicalDeclaration, CanonicalGoodsItem } from '../../canonical/index.ts';
import type { Checks } from './checks.ts';
import { group, leaf } from './xml-tree.ts';

type Document = NonNullable<CanonicalDeclaration['supporting_documents']>[number];

/**
 * A document list (SupportingDocument CL213, PreviousDocument CL214, TransportDocument CL754,
 * AdditionalReference CL380, whose reference alone is optional) under the group at `where`; the
 * types are checked against `list` where the domain has a public one (transit).
 */
export const documents = (
  checks: Checks,
  where: string,
  element: string,
  list: string | undefined,
  items: readonly Document[] | undefined,
  path: string,
) =>
  (items ?? []).map((document, index) => {
    const at = checks.within(`${where}/${element}[${index + 1}]`);
    const documentPath = `${path}/${index}`;
    return group(
      element,
      leaf(
        'sequenceNumber',
        checks.numbered(
          `${where}/${element}[${index + 1}]/sequenceNumber`,
          `${documentPath}/sequence_number`,
          document.sequence_number,
          index + 1,
        ),
        document.sequence_number === undefined ? undefined : `${documentPath}/sequence_number`,
      ),
      at.leaf('type', document.type, `${documentPath}/type`, { required: true, list }),
      at.leaf('referenceNumber', document.reference, `${documentPath}/reference`, {
        required: element !== 'AdditionalReference',
      }),
      dated(checks, element, where, index, document.date, `${documentPath}/date`),
    );
  });

/** Documents whose group has a complement of information (an..35) carry their date there. */
const WITH_COMPLEMENT = new Set(['SupportingDocument', 'PreviousDocument']);

const dated = (
  checks: Checks,
  element: string,
  where: string,
  index: number,
  date: string | undefined,
  path: string,
) => {
  if (!date) return undefined;
  if (WITH_COMPLEMENT.has(element)) return leaf('complementOfInformation', `date ${date}`, path);
  checks.notCarried(
    date,
    `${where}/${element}[${index + 1}]`,
    path,
    `a ${element} has no date in this message`,
  );
  return undefined;
};

/**
 * A goods item's three document lists in schema order; `lists` names their code lists where the
 * domain has public ones (transit: CL214, CL213, CL380).
 */
export const itemDocuments = (
  checks: Checks,
  where: string,
  item: CanonicalGoodsItem,
  path: string,
  lists: { previous?: string; supporting?: string; additional?: string } = {},
) => [
  ...documents(
    checks,
    where,
    'PreviousDocument',
    lists.previous,
    item.previous_documents,
    `${path}/previous_documents`,
  ),
  ...documents(
    checks,
    where,
    'SupportingDocument',
    lists.supporting,
    item.supporting_documents,
    `${path}/supporting_documents`,
  ),
  ...documents(
    checks,
    where,
    'AdditionalReference',
    lists.additional,
    item.additional_references,
    `${path}/additional_references`,
  ),
];

/** Authorisations with their types checked against `list` where the domain has a public one. */
export const authorisations = (
  checks: Checks,
  declaration: CanonicalDeclaration,
  list: string | undefined,
) =>
  (declaration.authorisations ?? []).map((authorisation, index) => {
    const path = `/authorisations/${index}`;
    const at = checks.within(`Authorisation[${index + 1}]`);
    return group(
      'Authorisation',
      leaf('sequenceNumber', index + 1),
      at.leaf('type', authorisation.type, `${path}/type`, { required: true, list }),
      at.leaf('referenceNumber', authorisation.reference, `${path}/reference`, { required: true }),
    );
  });
