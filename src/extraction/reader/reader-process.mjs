// The entry of a document reader process (issue 24). Plain JavaScript on purpose: the libraries a
// reader works with are loaded before tsx's hooks exist. Through them pdf.js alone took 3 s (tsx
// writes, and Node parses, a source map for every module it loads); like this the whole start
// takes about a second. The TypeScript comes after, through tsx.

// A task the service sends while this process starts is kept, not lost.
const early = [];
const keep = (request) => early.push(request);
process.on('message', keep);
// The service gone before this process was ready: nothing to read for.
const leave = () => process.exit(0);
process.on('disconnect', leave);

await import('pdfjs-dist/legacy/build/pdf.mjs');
// Loaded here, the worker sets globalThis.pdfjsWorker and pdf.js runs it in this thread.
await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
for (const library of [
  '@napi-rs/canvas',
  'tesseract.js',
  '@azure/identity',
  '@azure-rest/ai-document-intelligence',
  'saxes',
  'yauzl',
  'csv-parse',
])
  await import(library);

const { register } = await import('tsx/esm/api');
register();
const { serve } = await import('./reader-main.ts');
process.off('message', keep);
process.off('disconnect', leave);
serve(early);
