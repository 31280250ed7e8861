import { existsSync } from 'node:fs';
import type { CompanySettings } from '../runtime-settings/index.ts';
import type { Filer } from './file-dossier.ts';
import { cc015cSchema, nationalSchema, type FilingSetup } from '../regimes/index.ts';
import { envelopeSchema } from './smf-envelope.ts';
import type { Settings } from '../settings/index.ts';

/**
 * The filer of a process from its settings. The schemas are compiled once, here. A fresh
 * installation files every regime: CC015C is checked against the IE015 data items the service
 * carries, the official NCTS schemas on top when their folder is configured; a configured folder
 * that is not there makes filing unavailable (every filing refused, saying why) rather than the
 * service stopped, which still takes declarations. The code lists come from the reference data.
 */
export const createFiler = (
  settings: Pick<
    Settings,
    | 'Filing:NctsSchemaFolder'
    | 'Filing:NctsPhase'
    | 'Filing:MessageRecipient'
    | 'Filing:Cc515cSchema'
    | 'Filing:Cc515cNamespace'
    | 'Filing:Ie415bSchema'
    | 'Filing:Ie415bNamespace'
    | 'ServiceBus:Descartes:AutoDispatchEnvironment'
    | 'Descartes:Smf:ValidateXsd'
    | 'Descartes:Smf:XsdFolder'
    | 'descartesBlocks'
  >,
  hooks: {
    company: () => Promise<CompanySettings>;
    /** The EU lists and customs offices as they stand (reference data: embedded, then synced). */
    codes: FilingSetup['codes'];
    enqueued?: () => void;
  },
): Filer => {
  const environments = new Set(settings.descartesBlocks.keys());
  const base = {
    environments,
    envelopeCheck: envelopeSchema(
      settings['Descartes:Smf:ValidateXsd'],
      settings['Descartes:Smf:XsdFolder'],
    ),
    autoDispatchEnvironment: settings['ServiceBus:Descartes:AutoDispatchEnvironment'],
    company: hooks.company,
    enqueued: hooks.enqueued ?? (() => {}),
  };
  const folder = settings['Filing:NctsSchemaFolder'];
  // Without the folder CC015C is checked against the IE015 data items the service carries; a
  // folder configured but absent is an operator's mistake, said rather than skipped.
  if (folder && !existsSync(folder))
    return {
      ...base,
      setup: undefined,
      unavailable: `filing is not configured: Filing:NctsSchemaFolder (${folder} does not exist)`,
    };
  const phase = settings['Filing:NctsPhase'] === '5' ? 5 : 6;
  // Compiled now, so the first filing is as fast as the others and a broken schema shows at start.
  if (folder) cc015cSchema(folder, phase);
  nationalSchema('cc515c', { file: settings['Filing:Cc515cSchema'], namespace: '' });
  nationalSchema('ie415b', { file: settings['Filing:Ie415bSchema'], namespace: '' });
  return {
    ...base,
    unavailable: '',
    setup: {
      codes: hooks.codes,
      nctsSchemaFolder: folder,
      phase,
      recipient: settings['Filing:MessageRecipient'],
      national: {
        cc515c: {
          file: settings['Filing:Cc515cSchema'],
          namespace: settings['Filing:Cc515cNamespace'],
        },
        ie415b: {
          file: settings['Filing:Ie415bSchema'],
          namespace: settings['Filing:Ie415bNamespace'],
        },
      },
    },
  };
};
