/** SPEC.md: administration (IngestionSettings probe, filing by hand) is for Admins; until web sign-in exists, an Admins app token. */
export const ADMIN_ROLE = 'Admins';
