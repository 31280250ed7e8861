import { writeFileSync } from 'node:fs';
import { configurationDocs } from '../src/settings/configuration-docs.ts';

writeFileSync('docs/configuration.md', configurationDocs());
console.log('wrote docs/configuration.md');
