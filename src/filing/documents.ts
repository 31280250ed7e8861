import type { CanonicalDeclaration } from '../canonical/index.ts';
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
      leaf('sequenceNumber', document.sequence_number ?? index + 1),
      at.leaf('type', document.type, `${documentPath}/type`, { required: true, list }),
      at.leaf('referenceNumber', document.reference, `${documentPath}/reference`, {
        required: element !== 'AdditionalReference',
      }),
    );
  });
