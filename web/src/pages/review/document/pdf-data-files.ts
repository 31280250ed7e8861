import jpxFallbackUrl from 'pdfjs-dist/wasm/openjpeg_nowasm_fallback.js?url';

// pdf.js asks for its data files by name under a base URL ("FoxitSans.pfb", "UniGB-UCS2-H.bcmap");
// Vite gives each its own hashed name under /assets, so the names are looked up here. Only the
// URLs are in this module: a file is downloaded when a PDF needs it, and then kept by the browser.
// Vite reads each glob's options where they are written, so they are not shared via a constant.
const STANDARD_FONTS = import.meta.glob<string>(
  '../../../../../node_modules/pdfjs-dist/standard_fonts/*.{pfb,ttf}',
  { query: '?url&no-inline', import: 'default', eager: true },
);
const CMAPS = import.meta.glob<string>('../../../../../node_modules/pdfjs-dist/cmaps/*.bcmap', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});

const byName = (files: Record<string, string>) =>
  new Map(Object.entries(files).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1), url]));

const FILES: Record<string, Map<string, string>> = {
  standardFontDataUrl: byName(STANDARD_FONTS),
  cMapUrl: byName(CMAPS),
};

/**
 * pdf.js's BinaryDataFactory option: fonts for PDFs that name a standard font without embedding it
 * (Helvetica, Times, Courier and the fonts mapped to them, such as Arial), and CMaps for Chinese,
 * Japanese and Korean text in fonts that are not embedded. pdf.js calls `fetch` from the page.
 */
export class BundledDataFiles {
  async fetch({ kind, filename }: { kind: string; filename: string }): Promise<Uint8Array> {
    const url = FILES[kind]?.get(filename);
    if (!url) throw new Error(`pdf.js asked for ${kind} ${filename}, which the app does not ship`);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  }
}

/**
 * pdf.js imports its JPEG 2000 decoder without WebAssembly from `${wasmUrl}openjpeg_nowasm_fallback.js`.
 * The page's CSP has no 'wasm-unsafe-eval', so the WebAssembly decoders are off (useWasm: false)
 * and this script is the one way to draw JPEG 2000 images. Its file name is hashed, so the base
 * ends in a query: the name pdf.js appends goes into the query, which the server ignores.
 */
export const JPX_DECODER_BASE = `${new URL(jpxFallbackUrl, window.location.href).href}?/`;
