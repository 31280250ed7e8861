import type { CanonicalDeclaration } from '../canonical/index.ts';

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every value of a reading by its pointer: objects walked, lists and values taken whole. */
const leaves = (value: unknown, at: string, into: Map<string, unknown>) => {
  if (isRecord(value))
    for (const [key, member] of Object.entries(value)) leaves(member, `${at}/${key}`, into);
  else into.set(at, value);
  return into;
};

const setAt = (root: Json, pointer: string, value: unknown) => {
  const segments = pointer.split('/').slice(1);
  let node: Json = root;
  for (const segment of segments.slice(0, -1)) {
    const next = node[segment];
    node[segment] = isRecord(next) ? { ...next } : {};
    node = node[segment] as Json;
  }
  node[segments.at(-1)!] = value;
};

/** A pointer the declarant touched, or one above or below it (a party changed as a whole). */
const touched = (pointer: string, hand: ReadonlySet<string>) => {
  for (const path of hand)
    if (path === pointer || pointer.startsWith(`${path}/`) || path.startsWith(`${pointer}/`))
      return true;
  return false;
};

/**
 * "Read again" in Review (issue 27): the new reading refreshes every value the declarant has
 * neither changed nor confirmed, and leaves theirs as they are. The goods list is the new
 * reading's when no goods value was touched by hand (and the reading found lines); otherwise the
 * lines stay, each refreshed value by value where the declarant left it alone.
 */
export const refreshUnchecked = (
  current: CanonicalDeclaration,
  read: Partial<
    Pick<CanonicalDeclaration, 'shipment' | 'totals' | 'costs' | 'parties' | 'goods_items'>
  >,
  hand: ReadonlySet<string>,
): CanonicalDeclaration => {
  const next = structuredClone(current) as unknown as Json;
  const { goods_items: readGoods, ...header } = read;
  for (const [pointer, value] of leaves(header, '', new Map()))
    if (!touched(pointer, hand)) setAt(next, pointer, value);
  const goodsTouched = [...hand].some(
    (path) => path === '/goods_items' || path.startsWith('/goods_items/'),
  );
  if (readGoods && readGoods.length > 0) {
    if (!goodsTouched) next.goods_items = readGoods;
    else {
      const goods = [...((next.goods_items as Json[] | undefined) ?? [])];
      readGoods.slice(0, goods.length).forEach((item, index) => {
        const line: Json = { ...goods[index] };
        for (const [pointer, value] of leaves(item, '', new Map()))
          if (pointer !== '/sequence_number' && !touched(`/goods_items/${index}${pointer}`, hand))
            setAt(line, pointer, value);
        goods[index] = line;
      });
      next.goods_items = goods;
    }
  }
  return next as unknown as CanonicalDeclaration;
};
