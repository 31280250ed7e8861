import type { FilingRule, MessageType } from './filing-rule.ts';
import { IE015_RULES, type OfficialStatus } from './ie015-official-rules.ts';

const MESSAGE_NAMES: Record<MessageType, string> = {
  CC015C: 'CC015C (transit, T1/T2)',
  CC515C: 'CC515C (export)',
  IE415B: 'IE415B (import, H1B/H2B)',
};

const cell = (text: string) => text.replace(/\|/g, '\\|');

const STATUS_NAMES: Record<OfficialStatus['kind'], string> = {
  checked: 'checked',
  construction: 'by construction',
  'not-applicable': 'not applicable',
  later: 'later',
};

const how = (status: OfficialStatus) =>
  status.kind === 'checked'
    ? `the filing rule \`${status.rule}\``
    : status.kind === 'construction'
      ? 'the builder; shown on the built messages in `test/filing/ncts-official-ids.test.ts`'
      : status.kind === 'not-applicable'
        ? status.why
        : status.plan;

/** The section on the official ids, from src/regimes/rules/ie015-official-rules.ts. */
const officialSection = (): string[] => {
  const entries = Object.entries(IE015_RULES);
  const count = (kind: OfficialStatus['kind']) =>
    entries.filter(([, rule]) => rule.status.kind === kind).length;
  return [
    '## The official NCTS rules and conditions of IE015 (CC015C)',
    '',
    `The office of departure refuses a transit declaration that breaks any of the ${entries.length} rules (R) and`,
    'conditions (C) the EU transit specification applies to IE015; their texts are in',
    '`../shared/rules/ncts-p5/`. Each is checked by a filing rule that carries its official id, holds',
    'by construction of the builder, is not applicable to a declaration lodged at a Belgian office of',
    'departure, or is left for later with its plan.',
    '',
    ...(Object.keys(STATUS_NAMES) as OfficialStatus['kind'][]).map(
      (kind) => `- ${STATUS_NAMES[kind]}: ${count(kind)}`,
    ),
    '',
    '| Id | Status | What it requires | How, or why not |',
    '| --- | --- | --- | --- |',
    ...entries.map(
      ([id, rule]) =>
        `| ${id} | ${STATUS_NAMES[rule.status.kind]} | ${cell(rule.what)} | ${cell(how(rule.status))} |`,
    ),
    '',
  ];
};

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
    ...officialSection(),
  ].join('\n');
