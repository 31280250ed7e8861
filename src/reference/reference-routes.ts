import type { FastifyInstance } from 'fastify';
import { codeListRoutes } from './code-lists/code-list-routes.ts';
import { countryRoutes } from './countries/index.ts';
import { ratesRoutes } from './exchange-rates/rates-routes.ts';
import { locodeRoutes } from './locodes/index.ts';
import type { ReferenceRouteDeps } from './reference-deps.ts';
import { tariffRoutes } from './tariff/index.ts';

/** The API of the reference data: code pickers, UN/LOCODE, the tariff and the customs exchange rates. */
export const referenceRoutes = (deps: ReferenceRouteDeps) => async (app: FastifyInstance) => {
  await app.register(codeListRoutes(deps));
  await app.register(countryRoutes(deps));
  await app.register(locodeRoutes(deps));
  await app.register(tariffRoutes(deps));
  await app.register(ratesRoutes(deps));
};
