import type { Language } from '../i18n/index.ts';
import { escapeXml } from '../xml/index.ts';
import type { PageText } from './page-texts.ts';

/** The few pages the server renders itself, before or without the app: plain and readable. */
export const htmlPage = (language: Language, page: PageText, href?: string) =>
  `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeXml(page.title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1a1b1e}
h1{font-size:1.5rem}a{color:#1d4ed8}</style></head>
<body><main><h1>${escapeXml(page.title)}</h1>
${page.paragraphs.map((text) => `<p>${escapeXml(text)}</p>`).join('\n')}
${page.link && href ? `<p><a href="${escapeXml(href)}">${escapeXml(page.link)}</a></p>` : ''}
</main></body></html>
`;

const attribute = (text: string) =>
  text.replace(/[&"<>]/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The page with this response's CSP style nonce: on its own <style> elements, and in
 * `<meta property="csp-nonce">` (the element Vite's loader reads too), where the app finds it for
 * the <style> elements Mantine adds. As a `nonce` attribute, the browser hides it from CSS
 * selectors and getAttribute once the page has loaded.
 */
export const withStyleNonce = (page: string, nonce: string) =>
  page
    .replace('</head>', () => `<meta property="csp-nonce" nonce="${attribute(nonce)}"></head>`)
    .replaceAll('<style>', `<style nonce="${attribute(nonce)}">`);
