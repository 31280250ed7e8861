import type { Filer } from './filing/index.ts';
import { definitionOf, type Settings } from './settings/index.ts';

/**
 * No public IE415B schema exists: imports go out in the service's own namespace until an operator
 * configures the official one. Said, not blocking: the import system may still take them.
 */
const importNamespace = (setup: Filer['setup']) => {
  const own = definitionOf('Filing:Ie415bNamespace').default;
  const namespace = setup?.national?.ie415b.namespace ?? own;
  return namespace === own
    ? `; import declarations (IE415B) go out in the service's own namespace ${own} until an operator sets the official one (Filing:Ie415bNamespace, Filing:Ie415bSchema)`
    : `; import declarations (IE415B) go out in the namespace ${namespace}`;
};

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
  const imports = filer.setup ? importNamespace(filer.setup) : '';
  return `Customs declarations is running: ${open}; ${filing}${transit}${imports}.\n`;
};
