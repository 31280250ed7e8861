import type { Filer } from './filing/index.ts';
import type { Settings } from './settings/index.ts';

/**
 * The one plain line `npm start` prints on stderr (the JSON log stays on stdout): where to open
 * the app and what filing will do. Later features add to this line rather than print their own.
 */
export const startLine = (
  address: string,
  settings: Pick<Settings, 'Auth:Provider' | 'Server:PublicBaseUrl'>,
  filer: Pick<Filer, 'setup' | 'unavailable' | 'environments' | 'autoDispatchEnvironment'>,
): string => {
  const local = settings['Auth:Provider'] === '';
  const where = settings['Server:PublicBaseUrl'] || address;
  const open = local
    ? `open ${where} in a browser (local single-user mode: you are the administrator)`
    : `open ${where} and sign in with your organisation's account`;
  const environments = [...filer.environments];
  const filing = !filer.setup
    ? `${filer.unavailable}, so nothing can be filed yet`
    : environments.length === 0
      ? 'filing builds and checks messages but sends them nowhere (no ServiceBus:Descartes:{env} block)'
      : `filing sends messages to ${environments.join(', ')}${
          filer.autoDispatchEnvironment
            ? `; transit declarations sent with auto_dispatch go out to ${filer.autoDispatchEnvironment} at once`
            : ''
        }`;
  const transit = !filer.setup
    ? ''
    : filer.setup.nctsSchemaFolder
      ? `; transit declarations are checked against the IE015 data items and the official NCTS phase ${filer.setup.phase} schema`
      : `; transit declarations are checked against the IE015 data items the service carries (an operator may add the official NCTS schemas with Filing:NctsSchemaFolder)`;
  return `Customs declarations is running: ${open}; ${filing}${transit}.\n`;
};
