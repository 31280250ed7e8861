import type { FilingProblem } from '../../api/declare-queries.ts';
import type { MessageId } from '../../i18n/messages/index.ts';

type Say = (id: MessageId, values?: Record<string, string | number>) => string;

/** A number the message gives a group in place of the dossier's own (R0987, R0007). */
export interface Renumbering {
  readonly path: string;
  readonly from: number;
  readonly to: number;
}

const HOUSE = /^\/house_consignments\/\d+\/sequence_number$/;
const ITEM = /^\/goods_items\/\d+\/declaration_goods_item_number$/;
const GUARANTEE = /^\/guarantees\/\d+\/sequence_number$/;
const LINE_DOCUMENT = /^\/goods_items\/(\d+)\/[a-z_]+\/\d+\/sequence_number$/;

/** The preview's renumbering notices (params.renumbered); anything unexpected is left out. */
export const renumberings = (notices: readonly FilingProblem[]): Renumbering[] =>
  notices.flatMap((notice) => {
    const moved = notice.params?.renumbered as { from?: unknown; to?: unknown } | undefined;
    return typeof moved?.from === 'number' && typeof moved.to === 'number'
      ? [{ path: notice.path, from: moved.from, to: moved.to }]
      : [];
  });

/** What the page calls the group a number belongs to, in the user's language. */
export const renumberedLabel = (renumbering: Renumbering, t: Say): string => {
  const { path, from } = renumbering;
  if (HOUSE.test(path)) return t('declare.numbers.house', { from });
  if (ITEM.test(path)) return t('declare.numbers.item', { from });
  if (GUARANTEE.test(path)) return t('declare.numbers.guarantee', { from });
  const line = LINE_DOCUMENT.exec(path);
  if (line) return t('declare.numbers.document', { from, line: Number(line[1]) + 1 });
  return t('declare.numbers.consignmentDocument', { from });
};
