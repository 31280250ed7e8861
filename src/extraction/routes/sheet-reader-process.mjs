// The entry of a sheet reader process (the review page's sheet view), made as reader-process.mjs
// is: the libraries a reader works with load before tsx's hooks exist, then the TypeScript.

// A request the service sends while this process starts is kept, not lost.
const early = [];
const keep = (request) => early.push(request);
process.on('message', keep);
// The service gone before this process was ready: nothing to read for.
const leave = () => process.exit(0);
process.on('disconnect', leave);

for (const library of ['saxes', 'yauzl', 'csv-parse']) await import(library);

const { register } = await import('tsx/esm/api');
register();
const { serve } = await import('./sheet-reader-main.ts');
process.off('message', keep);
process.off('disconnect', leave);
serve(early);
