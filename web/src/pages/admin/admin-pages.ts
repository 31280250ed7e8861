import type { MessageId } from '../../i18n/messages/index.ts';

/** SPEC.md "Web application": who may open each administration page. */
export type AdminPolicy = 'admin' | 'superUserOrAdmin';

export interface AdminPage {
  readonly path: string;
  readonly label: MessageId;
  readonly policy: AdminPolicy;
}

/** The administration menu, in the order an administrator looks for them. */
export const ADMIN_MENU: readonly AdminPage[] = [
  { path: '/Admin/ApiKeys', label: 'admin.page.ApiKeys', policy: 'admin' },
  { path: '/Admin/DescartesSettings', label: 'admin.page.DescartesSettings', policy: 'admin' },
  { path: '/Admin/IngestionSettings', label: 'admin.page.IngestionSettings', policy: 'admin' },
  { path: '/Admin/Prompts', label: 'admin.page.Prompts', policy: 'admin' },
  {
    path: '/Admin/DeclarationFields',
    label: 'admin.page.DeclarationFields',
    policy: 'superUserOrAdmin',
  },
  {
    path: '/Admin/CustomsLocations',
    label: 'admin.page.CustomsLocations',
    policy: 'superUserOrAdmin',
  },
  { path: '/Admin/CustomsTeams', label: 'admin.page.CustomsTeams', policy: 'superUserOrAdmin' },
  {
    path: '/Admin/ProvenanceTypes',
    label: 'admin.page.ProvenanceTypes',
    policy: 'superUserOrAdmin',
  },
  { path: '/Admin/Appearance', label: 'admin.page.Appearance', policy: 'superUserOrAdmin' },
  { path: '/Admin/DataSync', label: 'admin.page.DataSync', policy: 'superUserOrAdmin' },
  { path: '/Admin/Tarbel', label: 'admin.page.Tarbel', policy: 'superUserOrAdmin' },
  { path: '/Admin/Locode', label: 'admin.page.Locode', policy: 'superUserOrAdmin' },
  {
    path: '/Admin/ExchangeRates',
    label: 'admin.page.ExchangeRates',
    policy: 'superUserOrAdmin',
  },
  {
    path: '/Integrations/ReferenceData',
    label: 'admin.page.ReferenceData',
    policy: 'superUserOrAdmin',
  },
  { path: '/Admin/Costs', label: 'admin.page.Costs', policy: 'superUserOrAdmin' },
  { path: '/Admin/AuditLog', label: 'admin.page.AuditLog', policy: 'superUserOrAdmin' },
  { path: '/Admin/Claims', label: 'admin.page.Claims', policy: 'superUserOrAdmin' },
];

export const mayOpen = (roles: readonly string[], policy: AdminPolicy): boolean =>
  roles.includes('Admins') || (policy === 'superUserOrAdmin' && roles.includes('SuperUsers'));
