import { lazy, useEffect, type ReactElement } from 'react';
import { createBrowserRouter, useParams, type RouteObject } from 'react-router';
import { usePrefetchReview } from '../api/review-queries.ts';
import { fetchFirstDocumentAhead, preloadViewer } from '../pages/review/preload-viewer.ts';
import { RouteError } from './route-error.tsx';
import { Shell } from './shell.tsx';

// Every page is its own chunk: the first page loads the shell and that page, nothing more.
const DossierListPage = lazy(() => import('../pages/dossiers/dossier-list-page.tsx'));
const DossierPage = lazy(() => import('../pages/dossier/dossier-page.tsx'));
const NewDossierPage = lazy(() => import('../pages/new-dossier/new-dossier-page.tsx'));
const ClientsPage = lazy(() => import('../pages/clients/clients-page.tsx'));
const ClientsAllPage = lazy(() => import('../pages/clients-all/clients-all-page.tsx'));
const ReviewPage = lazy(() => import('../pages/review/review-page.tsx'));
const DeclarePage = lazy(() => import('../pages/declare/declare-page.tsx'));
const BreakdownPage = lazy(() => import('../pages/breakdown/breakdown-page.tsx'));
const TransportCostsPage = lazy(() => import('../pages/transport-costs/transport-costs-page.tsx'));
const ApiKeysPage = lazy(() => import('../pages/admin/api-keys/api-keys-page.tsx'));
const AuditLogPage = lazy(() => import('../pages/admin/audit-log/audit-log-page.tsx'));
const ClaimsPage = lazy(() => import('../pages/admin/claims-page.tsx'));
const IngestionPage = lazy(() => import('../pages/admin/ingestion/ingestion-page.tsx'));
const CostsPage = lazy(() => import('../pages/admin/costs/costs-page.tsx'));
const ReferenceDataPage = lazy(
  () => import('../pages/admin/reference-data/reference-data-page.tsx'),
);
const DescartesPage = lazy(() => import('../pages/admin/descartes/descartes-page.tsx'));
const LocodePage = lazy(() => import('../pages/admin/reference-data/locode-page.tsx'));
const DataSyncPage = lazy(() => import('../pages/admin/data-sync/data-sync-page.tsx'));
const TarbelPage = lazy(() => import('../pages/admin/tarbel/tarbel-page.tsx'));
const DeclarationFieldsPage = lazy(
  () => import('../pages/admin/declaration-fields/declaration-fields-page.tsx'),
);
const PromptsPage = lazy(() => import('../pages/admin/prompts/prompts-page.tsx'));
const AppearancePage = lazy(() => import('../pages/admin/appearance/appearance-page.tsx'));
const CustomsLocationsPage = lazy(
  () => import('../pages/admin/customs-locations/customs-locations-page.tsx'),
);
const CustomsTeamsPage = lazy(() => import('../pages/admin/customs-teams/customs-teams-page.tsx'));
const ProvenanceTypesPage = lazy(
  () => import('../pages/admin/provenance-types/provenance-types-page.tsx'),
);
const ExchangeRatesPage = lazy(
  () => import('../pages/admin/exchange-rates/exchange-rates-page.tsx'),
);

/** The administration pages built so far; the others open as "coming soon" inside the shell. */
const BUILT_ADMIN_PAGES: Partial<Record<(typeof ADMIN_PAGES)[number], ReactElement>> = {
  ApiKeys: <ApiKeysPage />,
  DataSync: <DataSyncPage />,
  Tarbel: <TarbelPage />,
  Appearance: <AppearancePage />,
  CustomsLocations: <CustomsLocationsPage />,
  CustomsTeams: <CustomsTeamsPage />,
  ProvenanceTypes: <ProvenanceTypesPage />,
  AuditLog: <AuditLogPage />,
  Claims: <ClaimsPage />,
  Costs: <CostsPage />,
  DeclarationFields: <DeclarationFieldsPage />,
  DescartesSettings: <DescartesPage />,
  ExchangeRates: <ExchangeRatesPage />,
  IngestionSettings: <IngestionPage />,
  Locode: <LocodePage />,
  Prompts: <PromptsPage />,
};

/** The review's data, its first document and pdf.js start loading with the route, beside the page's own code. */
function ReviewRoute() {
  usePrefetchReview(useParams().id ?? '', fetchFirstDocumentAhead);
  useEffect(preloadViewer, []);
  return <ReviewPage />;
}
const ComingSoonPage = lazy(() => import('../pages/coming-soon/coming-soon-page.tsx'));

/** The pages SPEC.md lists that later issues build; they open inside the shell instead of a 404. */
export const REVIEW_PAGES = ['ReviewImport', 'ReviewExport', 'ReviewTransit'] as const;

export const DECLARE_PAGES = ['DeclareImport', 'DeclareExport', 'DeclareTransit'] as const;

export const BREAKDOWN_PAGES = ['GoodsBreakdownImport', 'GoodsBreakdownTransit'] as const;

export const ADMIN_PAGES = [
  'ApiKeys',
  'DescartesSettings',
  'IngestionSettings',
  'Prompts',
  'CustomsLocations',
  'CustomsTeams',
  'Appearance',
  'AuditLog',
  'Claims',
  'Costs',
  'DataSync',
  'DeclarationFields',
  'ExchangeRates',
  'ProvenanceTypes',
  'Tarbel',
  'Locode',
] as const;

const comingSoon = (path: string): RouteObject => ({ path, element: <ComingSoonPage /> });

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Shell />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <DossierListPage /> },
      { path: 'Dossiers', element: <DossierListPage /> },
      { path: 'Dossiers/:id', element: <DossierPage /> },
      ...REVIEW_PAGES.map((page) => ({ path: `Dossiers/:id/${page}`, element: <ReviewRoute /> })),
      ...DECLARE_PAGES.map((page) => ({ path: `Dossiers/:id/${page}`, element: <DeclarePage /> })),
      ...BREAKDOWN_PAGES.map((page) => ({
        path: `Dossiers/:id/${page}`,
        element: <BreakdownPage />,
      })),
      { path: 'Dossiers/:id/TransportCosts', element: <TransportCostsPage /> },
      { path: 'NewDossier', element: <NewDossierPage /> },
      { path: 'Clients', element: <ClientsPage /> },
      { path: 'ClientsAll', element: <ClientsAllPage /> },
      { path: 'Tools/TransportCosts', element: <TransportCostsPage /> },
      { path: 'Integrations/ReferenceData', element: <ReferenceDataPage /> },
      ...ADMIN_PAGES.map((page) => {
        const built = BUILT_ADMIN_PAGES[page];
        return built ? { path: `Admin/${page}`, element: built } : comingSoon(`Admin/${page}`);
      }),
      { path: '*', element: <ComingSoonPage notFound /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
