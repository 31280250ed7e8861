export {
  createCustomsLocation,
  deleteCustomsLocation,
  listCustomsLocations,
  updateCustomsLocation,
  CARRIED_QUALIFIERS,
} from './customs-locations.ts';
export type { CustomsLocation, CustomsLocationInput } from './customs-locations.ts';
export {
  createCustomsTeam,
  deleteCustomsTeam,
  listCustomsTeams,
  updateCustomsTeam,
} from './customs-teams.ts';
export type { CustomsTeam, CustomsTeamInput } from './customs-teams.ts';
export {
  createProvenanceType,
  deleteProvenanceType,
  listProvenanceTypes,
  updateProvenanceType,
} from './provenance-types.ts';
export type { ProvenanceType, ProvenanceTypeInput } from './provenance-types.ts';
export type { MasterdataLookups } from './lookups.ts';
