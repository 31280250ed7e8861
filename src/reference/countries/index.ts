export { countryResolver } from './resolve-country.ts';
export type {
  CountryResolution,
  CountryResolver,
  CountryResolverOptions,
  CountryStep,
} from './resolve-country.ts';
export { normalizeName } from './country-names.ts';
export { embeddedCountries, resolverWithAliases } from './embedded-countries.ts';
export { countryRoutes } from './country-routes.ts';
