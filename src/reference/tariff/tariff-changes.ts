/** A goods nomenclature line as an extraction states it. */
export interface GoodsLineRow {
  readonly sid: number;
  readonly code: string;
  readonly suffix: string;
  readonly validFrom: string;
  readonly validTo: string | null;
  /** Null when the record carries no indent: the stored one stays. */
  readonly indent: number | null;
}

/** One description period; a language the record does not carry is null and keeps its stored text. */
export interface DescriptionRow {
  readonly periodSid: number;
  readonly goodsSid: number;
  readonly validFrom: string;
  readonly nl: string | null;
  readonly fr: string | null;
  readonly en: string | null;
}

/** A supplementary-unit (109) or VAT measure. */
export interface MeasureRow {
  readonly sid: number;
  readonly goodsSid: number | null;
  readonly code: string;
  readonly codePrefix: string;
  readonly measureType: string;
  readonly validFrom: string;
  readonly validTo: string | null;
  readonly unit: string | null;
  readonly amount: string | null;
  readonly additionalCode: string | null;
  readonly geographicalArea: string | null;
}

export type TariffChange =
  | { readonly entity: 'goods'; readonly op: 'upsert'; readonly row: GoodsLineRow }
  | { readonly entity: 'description'; readonly op: 'upsert'; readonly row: DescriptionRow }
  | { readonly entity: 'measure'; readonly op: 'upsert'; readonly row: MeasureRow }
  | {
      readonly entity: 'goods' | 'description' | 'measure';
      readonly op: 'delete';
      readonly sid: number;
    };

/** Measure type of supplementary units (TARIC measure type 109). */
export const SUPPLEMENTARY_UNIT_MEASURE = '109';
