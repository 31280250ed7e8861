import type { Line } from '../model.ts';
import { type Column, type Ctx, esc, goodsClass, tableHead, tableRows } from './common.ts';

/** About how tall a goods row prints, in mm: the description wraps in its column. */
export const rowHeight = (ctx: Ctx, line: Line, columns: number): number => {
  const scale = columns >= 10 ? 0.78 : columns >= 8 ? 0.86 : 0.92;
  const pt = ctx.doc.style.size * scale;
  const lineMm = pt * 0.3528 * 1.3;
  const charMm = pt * 0.3528 * (ctx.doc.style.font.includes('Mono') ? 0.6 : 0.5);
  const descMm = Math.max(
    columns >= 10 ? 34 : 40,
    178 - (columns - 1) * (columns >= 10 ? 11 : columns >= 8 ? 13 : 15),
  );
  const text = Math.ceil((line.description.length * charMm) / descMm);
  const sub = ctx.doc.show.hs === 'inline' || ctx.doc.show.origin === 'inline' ? 1 : 0;
  return (text + sub) * lineMm + 1.8;
};

/** Cuts lines into pages that fit: the first page has less room (letterhead and addresses). */
export const chunkLines = (
  ctx: Ctx,
  columns: number,
  firstMm: number,
  nextMm: number,
): Line[][] => {
  const chunks: Line[][] = [[]];
  let room = firstMm;
  for (const line of ctx.doc.lines) {
    const height = rowHeight(ctx, line, columns);
    const current = chunks[chunks.length - 1] ?? [];
    if (height > room && current.length > 0) {
      chunks.push([line]);
      room = nextMm - height;
    } else {
      current.push(line);
      room -= height;
    }
  }
  return chunks;
};

/**
 * A goods table cut into pages by hand, as older invoicing software prints it: a carried-forward
 * total at the foot of each page and brought forward at the top of the next ("Übertrag").
 */
export const manualPages = (
  ctx: Ctx,
  columns: readonly Column[],
  firstMm: number,
  nextMm: number,
  header: (page: number, pages: number) => string,
): { readonly pages: readonly string[]; readonly count: number } => {
  const { L, f } = ctx;
  const chunks = chunkLines(ctx, columns.length, firstMm, nextMm);
  const amountAt = columns.findIndex((c) => c.key === 'amount');
  const grossAt = columns.findIndex((c) => c.key === 'gross');
  const carryAt = amountAt >= 0 ? amountAt : grossAt;
  let running = 0;
  const pages = chunks.map((chunk, index) => {
    const before = running;
    running += chunk.reduce(
      (total, line) => total + (amountAt >= 0 ? line.amount : line.grossMass),
      0,
    );
    const carryRow = (label: string, value: number) =>
      carryAt < 0
        ? ''
        : `<tr class="carry"><td colspan="${carryAt}" class="n">${esc(label)}</td><td class="n">${
            amountAt >= 0 ? f.amount(value) : f.num(value, 1)
          }</td>${columns.length - carryAt - 1 > 0 ? `<td colspan="${columns.length - carryAt - 1}"></td>` : ''}</tr>`;
    const top = index > 0 ? carryRow(L.brought, before) : '';
    const bottom = index < chunks.length - 1 ? carryRow(L.carried, running) : '';
    return `<section class="${index > 0 ? 'next-page' : ''}">${index > 0 ? header(index + 1, chunks.length) : ''}<table class="${goodsClass(columns.length)}">${tableHead(columns)}<tbody>${top}${tableRows(columns, chunk)}${bottom}</tbody></table></section>`;
  });
  return { pages, count: chunks.length };
};

export const manualPageCss = `
  .next-page { break-before: page; }
  tr.carry td { font-style: italic; border-top: 0.6pt solid #777; border-bottom: 0.6pt solid #777; padding: 2px 4px; }
  .page-head { display: flex; justify-content: space-between; font-size: 0.85em; color: #333; border-bottom: 0.6pt solid #999; margin-bottom: 6px; padding-bottom: 2px; }
`;
