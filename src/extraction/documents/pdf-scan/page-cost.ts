import { DocumentOverLimitError, figure, type ReadingLimits } from '../../reading-limits.ts';
import { decodeStream, type InflateBudget } from './decode-stream.ts';
import type { PdfObjects } from './pdf-objects.ts';
import type { PdfPage } from './pdf-pages.ts';
import { isName, isRef, isWhite, PdfLexer, type PdfDict, type PdfValue } from './pdf-syntax.ts';

/** What drawing one page asks for, with every form counted each time it is drawn. */
export interface PageCost {
  readonly operators: number;
  /** How deep forms draw forms (0: the page draws none). */
  readonly nesting: number;
  /** Counting stopped past the limit: the page asks for at least `operators`. */
  readonly atLeast?: boolean;
}

const NONE: PageCost = { operators: 0, nesting: 0 };
const KEYWORDS = new Set(['true', 'false', 'null']);
// Counts past this are refused anyway; capping keeps the arithmetic finite for any nesting.
const CAP = 1e15;

type Limits = Pick<ReadingLimits, 'maxOperatorsPerPage' | 'maxFormNesting' | 'maxImagePixels'>;

/**
 * Counts the drawing operators of pages and the forms they draw, without drawing: each form's
 * content is read once and its cost remembered, so a form that draws another sixteen times over
 * nine levels costs nine reads here and is refused for the 16^9 operators it would ask of pdf.js.
 * Images are checked by their declared size, never decoded.
 */
export class PageCostCounter {
  private readonly forms = new Map<string, PageCost>();
  private readonly drawing = new Set<number>();
  private pageNumber = 0;

  constructor(
    private readonly objects: PdfObjects,
    private readonly limits: Limits,
    private readonly budget: InflateBudget,
  ) {}

  page(page: PdfPage, pageNumber: number): PageCost {
    this.pageNumber = pageNumber;
    const contents = this.objects.resolve(page.dict.get('Contents'));
    const parts = Array.isArray(contents) ? contents : [page.dict.get('Contents')];
    let cost = NONE;
    for (const part of parts) cost = add(cost, this.streamCost(part, page.resources, 0));
    for (const annotation of this.appearances(page.dict))
      cost = add(cost, this.formCost(annotation, page.resources, 1));
    this.check(cost);
    return cost;
  }

  private check(cost: PageCost): void {
    if (cost.operators > this.limits.maxOperatorsPerPage)
      throw new DocumentOverLimitError(
        'maxOperatorsPerPage',
        cost.atLeast || cost.operators >= CAP
          ? `page ${this.pageNumber} asks for more than ${figure(this.limits.maxOperatorsPerPage)} drawing operations, the most a page may ask for`
          : `page ${this.pageNumber} asks for ${figure(cost.operators)} drawing operations; at most ${figure(this.limits.maxOperatorsPerPage)} are drawn`,
      );
    if (cost.nesting > this.limits.maxFormNesting)
      throw new DocumentOverLimitError(
        'maxFormNesting',
        `page ${this.pageNumber} draws forms nested ${figure(cost.nesting)} deep; at most ${figure(this.limits.maxFormNesting)}`,
      );
  }

  /** The normal appearance streams of the page's annotations, drawn with it. */
  private appearances(page: PdfDict): PdfValue[] {
    const annotations = this.objects.resolve(page.get('Annots'));
    if (!Array.isArray(annotations)) return [];
    return annotations.flatMap((annotation) => {
      const normal = this.objects.dict(annotation)?.get('AP');
      const appearance = this.objects.dict(normal)?.get('N');
      if (isRef(appearance)) return [appearance];
      const states = this.objects.dict(appearance);
      return states ? [...states.values()].filter(isRef) : [];
    });
  }

  private streamCost(value: PdfValue | undefined, resources: PdfDict | undefined, depth: number) {
    const stream = this.objects.stream(value);
    const data = stream && decodeStream(stream, this.budget);
    return data ? this.contentCost(data, resources, depth) : NONE;
  }

  private formCost(value: PdfValue, resources: PdfDict | undefined, depth: number): PageCost {
    if (!isRef(value) || this.drawing.has(value.ref)) return NONE;
    // Deeper than allowed is refused here, before the recursion could exhaust the stack.
    if (depth > this.limits.maxFormNesting) this.check({ operators: 0, nesting: depth });
    const stream = this.objects.stream(value);
    if (!stream) return NONE;
    const own = this.objects.dict(stream.dict.get('Resources'));
    // A form without resources of its own uses the page's: its cost may differ per page.
    const key = own ? `${value.ref}` : `${value.ref}@${this.pageNumber}`;
    const known = this.forms.get(key);
    if (known) return { ...known, nesting: known.nesting + 1 };
    this.drawing.add(value.ref);
    try {
      const data = decodeStream(stream, this.budget);
      const cost = data ? this.contentCost(data, own ?? resources, depth) : NONE;
      this.forms.set(key, cost);
      return { ...cost, nesting: cost.nesting + 1 };
    } finally {
      this.drawing.delete(value.ref);
    }
  }

  private contentCost(data: Uint8Array, resources: PdfDict | undefined, depth: number): PageCost {
    const lexer = new PdfLexer(data);
    let operators = 0;
    let nesting = 0;
    let atLeast = false;
    let name: string | undefined;
    for (let token = lexer.next(); token; token = lexer.next()) {
      if (token.kind === 'name') name = token.value;
      if (token.kind !== 'word' || KEYWORDS.has(token.value)) continue;
      operators += 1;
      if (token.value === 'BI') this.inlineImage(lexer);
      else if (token.value === 'Do' && name !== undefined) {
        const drawn = this.xObject(name, resources, depth + 1);
        operators = Math.min(CAP, operators + drawn.operators);
        nesting = Math.max(nesting, drawn.nesting);
        atLeast ||= drawn.atLeast === true;
      }
      // Past the limit the page is refused whatever follows: no need to read the rest.
      if (operators > this.limits.maxOperatorsPerPage) {
        atLeast ||= lexer.next() !== undefined;
        break;
      }
    }
    return { operators, nesting, atLeast };
  }

  private xObject(name: string, resources: PdfDict | undefined, depth: number): PageCost {
    const ref = this.objects.dict(resources?.get('XObject'))?.get(name);
    const stream = ref && this.objects.stream(ref);
    if (!ref || !stream) return NONE;
    const subtype = stream.dict.get('Subtype');
    if (isName(subtype, 'Image')) {
      this.checkImage(stream.dict);
      const mask = this.objects.stream(stream.dict.get('SMask'));
      if (mask) this.checkImage(mask.dict);
      return NONE;
    }
    return isName(subtype, 'Form') ? this.formCost(ref, resources, depth) : NONE;
  }

  private checkImage(dict: PdfDict): void {
    const width = this.objects.resolve(dict.get('Width'));
    const height = this.objects.resolve(dict.get('Height'));
    if (typeof width !== 'number' || typeof height !== 'number') return;
    if (width * height > this.limits.maxImagePixels)
      throw new DocumentOverLimitError(
        'maxImagePixels',
        `page ${this.pageNumber} draws an image of ${figure(width)} × ${figure(height)} pixels; at most ${figure(this.limits.maxImagePixels)} pixels an image are drawn`,
      );
  }

  /** BI <dict entries> ID <data> EI: the size checked, the data skipped. */
  private inlineImage(lexer: PdfLexer): void {
    const dict: PdfDict = new Map();
    for (let token = lexer.next(); token; token = lexer.next()) {
      if (token.kind === 'word' && token.value === 'ID') break;
      if (token.kind === 'name') {
        const value = lexer.next();
        if (value?.kind === 'number') dict.set(token.value, value.value);
      }
    }
    const width = dict.get('W') ?? dict.get('Width');
    const height = dict.get('H') ?? dict.get('Height');
    this.checkImage(
      new Map<string, PdfValue>([
        ['Width', width ?? null],
        ['Height', height ?? null],
      ]),
    );
    const { bytes } = lexer;
    let at = lexer.at + 1;
    while (
      at < bytes.length &&
      !(
        bytes[at] === 0x45 &&
        bytes[at + 1] === 0x49 &&
        isWhite(bytes[at - 1]) &&
        (at + 2 >= bytes.length || isWhite(bytes[at + 2]))
      )
    )
      at += 1;
    lexer.at = Math.min(bytes.length, at + 2);
  }
}

const add = (a: PageCost, b: PageCost): PageCost => ({
  operators: Math.min(CAP, a.operators + b.operators),
  nesting: Math.max(a.nesting, b.nesting),
  atLeast: a.atLeast === true || b.atLeast === true,
});
