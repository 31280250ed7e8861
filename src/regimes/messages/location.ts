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
  // C0394: the place is named the one way its qualifier says; what else the data holds is kept.
  const qualifier = location.qualifier_of_identification;
  const only = <T>(wanted: string, value: T, key: string): T | undefined => {
    if (!qualifier || qualifier === wanted) return value;
    checks.notCarried(
      value,
      `${where}/LocationOfGoods`,
      `${path}/${key}`,
      `a location identified by qualifier ${qualifier} is named that way only (C0394)`,
    );
    return undefined;
  };
  const address = !qualifier || qualifier === 'Z';
  if (!address)
    for (const key of ['street_and_number', 'postcode', 'city', 'country'] as const)
      only('Z', location[key], key);
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
    leaf(
      'authorisationNumber',
      only('Y', location.authorisation_number, 'authorisation_number'),
      `${path}/authorisation_number`,
    ),
    leaf('UNLocode', only('U', location.un_locode, 'un_locode'), `${path}/un_locode`),
    addressGroup(location, address && Boolean(location.street_and_number)),
  );
};
