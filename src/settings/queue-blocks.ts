import type { RawEntry, RawLayers } from './layers.ts';

/** A named environment block: `ServiceBus:Ingestion:{env}` (inbound) or `ServiceBus:Descartes:{env}` (outbound). */
export type QueueBlock = (
  | {
      readonly name: string;
      readonly transport: 'servicebus';
      readonly queueName: string;
      readonly fullyQualifiedNamespace: string;
      readonly connectionString: string;
    }
  | {
      readonly name: string;
      readonly transport: 'amqp';
      readonly queueName: string;
      readonly amqpUrl: string;
    }
  | { readonly name: string; readonly transport: 'folder'; readonly folder: string }
) & {
  /** Where the block was configured (a file or an environment variable), for the admin pages. */
  readonly source?: string;
};

const FIELDS = [
  'FullyQualifiedNamespace',
  'QueueName',
  'ConnectionString',
  'AmqpUrl',
  'Folder',
] as const;
type Field = (typeof FIELDS)[number];

interface BlockFamily {
  readonly prefix: 'ServiceBus:Ingestion' | 'ServiceBus:Descartes';
  readonly allowsFolder: boolean;
}

export interface BlockReading {
  readonly blocks: ReadonlyMap<string, QueueBlock>;
  readonly consumed: ReadonlySet<string>;
  readonly problems: readonly string[];
}

/** Blocks are matched case-insensitively by name; the map is keyed by the lower-cased name. */
export const readQueueBlocks = (
  layers: RawLayers,
  family: BlockFamily,
  fixedKeys: ReadonlySet<string>,
): BlockReading => {
  const prefix = `${family.prefix.toLowerCase()}:`;
  const grouped = new Map<string, { name: string; fields: Map<Field, RawEntry> }>();
  const consumed = new Set<string>();
  const problems: string[] = [];
  for (const [lowerKey, entry] of layers) {
    if (!lowerKey.startsWith(prefix) || fixedKeys.has(lowerKey)) continue;
    const [name = '', fieldName = '', ...rest] = entry.key.slice(prefix.length).split(':');
    const field = FIELDS.find((candidate) => candidate.toLowerCase() === fieldName.toLowerCase());
    if (!field || rest.length > 0 || (field === 'Folder' && !family.allowsFolder)) continue;
    consumed.add(lowerKey);
    const group = grouped.get(name.toLowerCase()) ?? { name, fields: new Map() };
    group.fields.set(field, entry);
    grouped.set(name.toLowerCase(), group);
  }
  const blocks = new Map<string, QueueBlock>();
  for (const [lowerName, group] of grouped) {
    const result = toBlock(`${family.prefix}:${group.name}`, group.name, group.fields);
    if (typeof result === 'string') problems.push(result);
    else if (result) blocks.set(lowerName, result);
  }
  return { blocks, consumed, problems };
};

const toBlock = (
  path: string,
  name: string,
  fields: Map<Field, RawEntry>,
): QueueBlock | string | undefined => {
  const value = (field: Field): string => {
    const raw = fields.get(field)?.value;
    return typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : '';
  };
  const queueName = value('QueueName');
  const source = [...fields.values()].map((entry) => entry.source).find(Boolean);
  const from = source ? { source } : {};
  if (value('Folder')) return { name, transport: 'folder', folder: value('Folder'), ...from };
  if (value('AmqpUrl')) {
    if (!/^amqps?:\/\//i.test(value('AmqpUrl')))
      return `Invalid setting ${path}:AmqpUrl: must be an amqp:// or amqps:// URL`;
    if (!queueName) return `Invalid setting ${path}:QueueName: must be set when ${path}:AmqpUrl is`;
    return { name, transport: 'amqp', queueName, amqpUrl: value('AmqpUrl'), ...from };
  }
  if (value('FullyQualifiedNamespace') || value('ConnectionString')) {
    if (!queueName)
      return `Invalid setting ${path}:QueueName: must be set for an Azure Service Bus block`;
    return {
      name,
      transport: 'servicebus',
      queueName,
      fullyQualifiedNamespace: value('FullyQualifiedNamespace'),
      connectionString: value('ConnectionString'),
      ...from,
    };
  }
  // A block holding only a QueueName (or nothing) is not configured, as DECISIONS.md section 8 defines it.
  return undefined;
};
