import type { DescriptionRow, GoodsLineRow, MeasureRow, TariffChange } from './tariff-changes.ts';

/** The net effect of a batch on one kind of row: keys to delete first, then rows to upsert. */
export interface EntityPlan<Row> {
  readonly deleted: Set<number>;
  readonly upserts: Map<number, Row>;
}

export interface BatchPlan {
  readonly goods: EntityPlan<GoodsLineRow>;
  readonly descriptions: EntityPlan<DescriptionRow>;
  readonly measures: EntityPlan<MeasureRow>;
}

const emptyPlan = <Row>(): EntityPlan<Row> => ({ deleted: new Set(), upserts: new Map() });

// A later statement of the same row wins, except for what it does not say (a language, the indent,
// the unit), which the earlier one keeps: the same rule as the SQL merge in stage-changes.ts.
const mergeGoods = (before: GoodsLineRow, after: GoodsLineRow): GoodsLineRow => ({
  ...after,
  indent: after.indent ?? before.indent,
});
const mergeDescription = (before: DescriptionRow, after: DescriptionRow): DescriptionRow => ({
  ...after,
  nl: after.nl ?? before.nl,
  fr: after.fr ?? before.fr,
  en: after.en ?? before.en,
});
const mergeMeasure = (before: MeasureRow, after: MeasureRow): MeasureRow => ({
  ...after,
  unit: after.unit ?? before.unit,
  amount: after.amount ?? before.amount,
});

const upsert = <Row>(
  plan: EntityPlan<Row>,
  key: number,
  row: Row,
  merge: (a: Row, b: Row) => Row,
) => {
  const before = plan.upserts.get(key);
  plan.upserts.set(key, before ? merge(before, row) : row);
};

/**
 * Folds a batch of changes, in file order, into what to write: a deletion forgets what the batch
 * said of the row before it and is kept (so that a row created again after it replaces, not
 * merges with, the stored one); deleting a goods line deletes its description periods too.
 */
export const planChanges = (changes: readonly TariffChange[]): BatchPlan => {
  const plan: BatchPlan = {
    goods: emptyPlan(),
    descriptions: emptyPlan(),
    measures: emptyPlan(),
  };
  for (const change of changes) {
    if (change.op === 'delete') {
      const target =
        change.entity === 'goods'
          ? plan.goods
          : change.entity === 'description'
            ? plan.descriptions
            : plan.measures;
      target.upserts.delete(change.sid);
      target.deleted.add(change.sid);
      if (change.entity === 'goods')
        for (const [key, row] of plan.descriptions.upserts)
          if (row.goodsSid === change.sid) plan.descriptions.upserts.delete(key);
    } else if (change.entity === 'goods') {
      upsert(plan.goods, change.row.sid, change.row, mergeGoods);
    } else if (change.entity === 'description') {
      upsert(plan.descriptions, change.row.periodSid, change.row, mergeDescription);
    } else {
      upsert(plan.measures, change.row.sid, change.row, mergeMeasure);
    }
  }
  return plan;
};
