export { readTables } from './read-tables.ts';
export { classifyDocument } from './classify-document.ts';
