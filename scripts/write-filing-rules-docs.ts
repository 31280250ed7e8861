import { writeFileSync } from 'node:fs';
import { FILING_RULES, filingRulesMarkdown } from '../src/regimes/index.ts';

writeFileSync('docs/filing-rules.md', filingRulesMarkdown(FILING_RULES));
console.log('wrote docs/filing-rules.md');
