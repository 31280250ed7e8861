import type { CanonicalDeclaration } from '../../canonical/index.ts';
import type { CompanySettings } from '../../runtime-settings/index.ts';

type Location = NonNullable<CanonicalDeclaration['authorised_location_of_goods']>;

const given = (location: Location | undefined): location is Location =>
  location !== undefined &&
  Object.values(location).some((value) => value !== undefined && value !== '');

/**
 * The location of goods (DE 5/23) an export or import declares (decision 0040): the dossier's,
 * else the broker's `declarations:location_of_goods`; a location named by its UN/LOCODE alone
 * (as that setting names it) is identified by it (qualifier U) at a designated location (type A:
 * the port, airport or inland terminal customs designates). What the dossier says is never
 * overruled, only completed.
 */
export const locationWithDefault = (
  declaration: CanonicalDeclaration,
  company: CompanySettings,
): Location | undefined => {
  const own = declaration.authorised_location_of_goods;
  const setting = company['declarations:location_of_goods'];
  const location = given(own) ? own : setting ? { un_locode: setting } : undefined;
  if (!location?.un_locode) return location;
  return {
    ...location,
    type_of_location: location.type_of_location || 'A',
    qualifier_of_identification: location.qualifier_of_identification || 'U',
  };
};

/** The declaration as an export or import files it: with its location of goods completed. */
export const withLocationOfGoods = (
  declaration: CanonicalDeclaration,
  company: CompanySettings,
): CanonicalDeclaration => {
  const location = locationWithDefault(declaration, company);
  return location ? { ...declaration, authorised_location_of_goods: location } : declaration;
};
