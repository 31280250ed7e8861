import { catalog, settingKeys } from './catalog.ts';

const cell = (text: string) => text.replace(/\|/g, '\\|');

const shownDefault = (key: (typeof settingKeys)[number]): string => {
  const definition = catalog[key] as { default: unknown; kind: { format(value: unknown): string } };
  const formatted = definition.kind.format(definition.default);
  return formatted === '' || formatted === '{}' ? '(empty)' : `\`${formatted}\``;
};

const sections: [string, (key: string) => boolean][] = [
  [
    'Start-up configuration',
    (key) => !(catalog[key as keyof typeof catalog] as { runtime?: boolean }).runtime,
  ],
  [
    'Runtime settings (kept in the database)',
    (key) => Boolean((catalog[key as keyof typeof catalog] as { runtime?: boolean }).runtime),
  ],
];

/** docs/configuration.md, generated from the catalog so the reference cannot drift from the code. */
export const configurationDocs = (): string => {
  const lines = [
    '# Configuration reference',
    '',
    '<!-- Generated from src/settings/catalog-*.ts by `npm run docs:config`; do not edit by hand. -->',
    '',
    'Layers, later wins: built-in defaults, `appsettings.json`, `appsettings.{APP_ENVIRONMENT}.json` (both in the',
    'working directory), environment variables. In the environment `__` stands for `:`',
    '(`Processing__MaxConcurrentJobs=8`), and `NAME_FILE` reads the value from a file (`Database__ConnectionString_FILE=/run/secrets/db`).',
    'Keys are case-insensitive. Lists are JSON arrays in files and comma-separated in the environment.',
    'A bad value stops the start with one line naming the key; an unknown key in a known section is logged as a warning.',
    '',
    '`APP_ENVIRONMENT` (environment only): `Development`, `dv`, `stg`, `prd` or `Production` (default).',
    '',
    'Runtime settings are seeded from this configuration on the first start and from then on live in the',
    'database: change them with `customs settings set KEY VALUE` (or the admin pages); every change is audited.',
    '',
  ];
  for (const [title, belongs] of sections) {
    lines.push(
      `## ${title}`,
      '',
      '| Key | Type | Default | Meaning |',
      '| --- | --- | --- | --- |',
    );
    for (const key of settingKeys.filter(belongs)) {
      const definition = catalog[key] as {
        doc: string;
        kind: { describe: string };
        envAliases?: readonly string[];
        secret?: boolean;
      };
      const aliases = definition.envAliases?.length
        ? ` Also \`${definition.envAliases.join('`, `')}\`.`
        : '';
      const secret = definition.secret ? ' Secret: never printed.' : '';
      lines.push(
        `| \`${key}\` | ${cell(definition.kind.describe)} | ${shownDefault(key)} | ${cell(definition.doc)}${aliases}${secret} |`,
      );
    }
    lines.push('');
  }
  lines.push(
    '## Queue environment blocks',
    '',
    '`ServiceBus:Ingestion:{env}` (inbound) and `ServiceBus:Descartes:{env}` (outbound) are named blocks; several',
    'may coexist (`dv`, `stg`, `prd`, ...). A block is configured when it holds one of:',
    '',
    '- `FullyQualifiedNamespace` + `QueueName`: Azure Service Bus with a managed identity, or `ConnectionString` + `QueueName` with a shared access signature;',
    '- `AmqpUrl` + `QueueName`: an AMQP 0-9-1 broker such as RabbitMQ;',
    '- `Folder` (outbound only): a drop folder, one file per message.',
    '',
    '`ServiceBus:Ingestion:ActiveEnvironment` must name a configured block (or be empty). When',
    '`ServiceBus:Descartes:AutoDispatchEnvironment` names no configured block, a warning is logged at start-up and',
    'every automatic transit dispatch is refused.',
    '',
  );
  return lines.join('\n');
};
