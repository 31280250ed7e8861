// pdf.js ships no types for its worker module; it is loaded only for what it sets on globalThis.
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs';
