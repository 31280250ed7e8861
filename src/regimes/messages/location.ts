import type { CanonicalDeclaration } from '../../canonical/index.ts';
import type { Checks } from './checks.ts';
import { addressGroup } from './parties.ts';
import { group, leaf } from './xml-tree.ts';

/** LocationOfGoods from the authorised location: type (CL347), qualifier (CL326), identifiers. */
export const locationOfGoods = (
  checks: Checks,
  declaration: CanonicalDeclaration,
  where: string,
) => {
  const location = declaration.authorised_location_of_goods;
  if (!location) return undefined;
  const at = checks.within(`${where}/LocationOfGoods`);
  const path = '/authorised_location_of_goods';
  return group(
    'LocationOfGoods',
    at.leaf('typeOfLocation', location.type_of_location, `${path}/type_of_location`, {
      required: true,
      list: 'CL347',
    }),
    at.leaf(
      'qualifierOfIdentification',
      location.qualifier_of_identification,
      `${path}/qualifier_of_identification`,
      { required: true, list: 'CL326' },
    ),
    leaf('authorisationNumber', location.authorisation_number, `${path}/authorisation_number`),
    leaf('UNLocode', location.un_locode, `${path}/un_locode`),
    addressGroup(location, Boolean(location.street_and_number)),
  );
};
