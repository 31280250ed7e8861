import type { FilingRule, MessageType } from './filing-rule.ts';

const MESSAGE_NAMES: Record<MessageType, string> = {
  CC015C: 'CC015C (transit, T1/T2)',
  CC515C: 'CC515C (export)',
  IE415B: 'IE415B (import, H1B/H2B)',
};

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** docs/filing-rules.md, from the catalogue (`npm run docs:filing-rules`; a test keeps it current). */
export const filingRulesMarkdown = (rules: readonly FilingRule[]): string =>
  [
    '# Filing rules',
    '',
    'What the service checks before it builds a declaration message, beyond the message schema. A',
    'declaration that breaks any of them is not built, not filed and not dispatched; the answer lists',
    'every broken rule at once, each with its `rule` id, the canonical path of the value (a JSON',
    'Pointer into the declaration, or `settings:<key>`) and a message. On top of these, every value',
    'a message requires is checked for presence, every code against its EU list, and a supervising',
    'office of the settings against its role; then the message is validated against its schema.',
    'The identifier rules (`ALL-EORI`, `ALL-CONTAINER-NUMBER`, `ALL-UNLOCODE`,',
    '`ALL-CUSTOMS-OFFICE`) also run when a partner’s declaration arrives: it is accepted as sent',
    'and what they find is shown on the dossier (decision 0029).',
    '',
    'Generated from `src/regimes/rules/` by `npm run docs:filing-rules`.',
    '',
    ...(Object.keys(MESSAGE_NAMES) as MessageType[]).map(
      (type) =>
        `- ${MESSAGE_NAMES[type]}: ${rules.filter((rule) => rule.messages.includes(type)).length} rules`,
    ),
    '',
    '| Rule | Messages | Reports at | Rule in a sentence | Guards | Source |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rules.map(
      (rule) =>
        `| \`${rule.id}\` | ${rule.messages.join(', ')} | \`${rule.path}\` | ${cell(rule.reason)} | ${rule.elements.map((element) => `\`${element}\``).join(', ')} | ${cell(rule.source)} |`,
    ),
    '',
  ].join('\n');
