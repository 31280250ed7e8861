import { writeFileSync } from 'node:fs';
import { problemsMarkdown } from '../src/http/problems-docs.ts';

writeFileSync('docs/problems.md', problemsMarkdown());
console.log('wrote docs/problems.md');
