import { catalog, settingKeys, type SettingKey, type SettingValues } from './catalog.ts';
import { SettingValueError } from './kinds.ts';
import { readLayers, type RawEntry, type RawLayers } from './layers.ts';
import { readQueueBlocks, type QueueBlock } from './queue-blocks.ts';
import { SettingsError } from './settings-error.ts';

export interface Settings extends SettingValues {
  /** APP_ENVIRONMENT: Development, dv, stg, prd or Production (default). */
  readonly environment: string;
  /** Configured inbound blocks by lower-cased name. */
  readonly ingestionBlocks: ReadonlyMap<string, QueueBlock>;
  /** Configured outbound (filing) blocks by lower-cased name. */
  readonly descartesBlocks: ReadonlyMap<string, QueueBlock>;
}

export interface LoadedSettings {
  readonly settings: Settings;
  /** Things worth a log line at start-up that do not stop it (unknown keys, refused auto dispatch). */
  readonly warnings: readonly string[];
  readonly sources: ReadonlyMap<SettingKey, string>;
}

export interface LoadOptions {
  readonly configDir?: string;
  readonly env?: NodeJS.ProcessEnv;
}

const envAliases = new Map(
  settingKeys.flatMap(
    (key) =>
      (catalog[key] as { envAliases?: readonly string[] }).envAliases?.map(
        (alias) => [alias, key] as const,
      ) ?? [],
  ),
);

/** Reads every layer, validates every value, and fails with one line per bad setting. */
export const loadSettings = (options: LoadOptions = {}): LoadedSettings => {
  const env = options.env ?? process.env;
  const environment = readEnvironmentName(env);
  const layers = readLayers({
    configDir: options.configDir ?? process.cwd(),
    environmentName: environment,
    env,
    envAliases,
  });
  const problems: string[] = [];
  const consumed = new Set<string>();
  const sources = new Map<SettingKey, string>();
  const values: Record<string, unknown> = {};
  for (const key of settingKeys) {
    const entry = collect(layers, key, consumed);
    sources.set(key, entry?.source ?? 'default');
    values[key] = entry ? parseEntry(key, entry, problems) : catalog[key].default;
  }
  const fixed = new Set(settingKeys.map((key) => key.toLowerCase()));
  const ingestion = readQueueBlocks(
    layers,
    { prefix: 'ServiceBus:Ingestion', allowsFolder: false },
    fixed,
  );
  const descartes = readQueueBlocks(
    layers,
    { prefix: 'ServiceBus:Descartes', allowsFolder: true },
    fixed,
  );
  problems.push(...ingestion.problems, ...descartes.problems);
  const settings = {
    ...(values as unknown as SettingValues),
    environment,
    ingestionBlocks: ingestion.blocks,
    descartesBlocks: descartes.blocks,
  };
  problems.push(...crossChecks(settings));
  if (problems.length > 0) throw new SettingsError(problems.join('\n'), problems);
  const used = new Set([...consumed, ...ingestion.consumed, ...descartes.consumed]);
  return {
    settings,
    warnings: [...unknownKeyWarnings(layers, used), ...startupWarnings(settings)],
    sources,
  };
};

const readEnvironmentName = (env: NodeJS.ProcessEnv): string => {
  const name = env.APP_ENVIRONMENT?.trim() || 'Production';
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(name)) {
    throw new SettingsError(
      `Invalid setting APP_ENVIRONMENT: must be a name such as Development, dv, stg, prd or Production`,
    );
  }
  return name;
};

/** A value, or for lists and sections their indexed / named children (`Proxy:KnownNetworks:0`). */
const collect = (
  layers: RawLayers,
  key: SettingKey,
  consumed: Set<string>,
): RawEntry | undefined => {
  const lower = key.toLowerCase();
  const direct = layers.get(lower);
  if (direct) consumed.add(lower);
  const children = [...layers.entries()].filter(([childKey]) => childKey.startsWith(`${lower}:`));
  if (children.length === 0) return direct;
  const isList = Array.isArray(catalog[key].default);
  const merged: Record<string, unknown> =
    isList || typeof direct?.value !== 'object' ? {} : { ...(direct.value as object) };
  for (const [childKey, entry] of children) {
    consumed.add(childKey);
    merged[entry.key.slice(key.length + 1)] = entry.value;
  }
  const value = isList ? Object.values(merged) : merged;
  return { key, value, source: children[children.length - 1]?.[1].source ?? 'configuration' };
};

const parseEntry = (key: SettingKey, entry: RawEntry, problems: string[]): unknown => {
  const definition = catalog[key] as { kind: { parse(raw: unknown): unknown }; secret?: boolean };
  try {
    return definition.kind.parse(entry.value);
  } catch (error) {
    if (!(error instanceof SettingValueError)) throw error;
    const shown = definition.secret ? '' : ` = ${JSON.stringify(entry.value)}`;
    problems.push(
      `Invalid setting ${key}${shown} (from ${entry.source}): must be ${error.message}`,
    );
    return undefined;
  }
};

const crossChecks = (settings: Settings): string[] => {
  const active = settings['ServiceBus:Ingestion:ActiveEnvironment'];
  if (active && !settings.ingestionBlocks.has(active.toLowerCase())) {
    return [
      `Invalid setting ServiceBus:Ingestion:ActiveEnvironment = "${active}": no block ServiceBus:Ingestion:${active} with QueueName and FullyQualifiedNamespace, ConnectionString or AmqpUrl is configured`,
    ];
  }
  return [];
};

const startupWarnings = (settings: Settings): string[] => {
  const target = settings['ServiceBus:Descartes:AutoDispatchEnvironment'];
  if (target && settings.descartesBlocks.has(target.toLowerCase())) return [];
  return [
    `ServiceBus:Descartes:AutoDispatchEnvironment names "${target}", which is not a configured ServiceBus:Descartes block: every automatic transit dispatch will be refused`,
  ];
};

/** A misspelt key in a known section is reported instead of silently ignored. */
const unknownKeyWarnings = (layers: RawLayers, used: ReadonlySet<string>): string[] => {
  const sections = new Set(settingKeys.map((key) => key.split(':')[0]!.toLowerCase()));
  return [...layers.entries()]
    .filter(([lower]) => !used.has(lower) && sections.has(lower.split(':')[0]!))
    .map(([, entry]) => `Unknown setting ${entry.key} (from ${entry.source}) is ignored`);
};
