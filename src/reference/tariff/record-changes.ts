import { ExtractionFileError } from './extraction-file-error.ts';
import type { TariffItem, XmlNode } from './read-tariff-xml.ts';
import {
  SUPPLEMENTARY_UNIT_MEASURE,
  type DescriptionRow,
  type MeasureRow,
  type TariffChange,
} from './tariff-changes.ts';

export interface RecordOptions {
  /** Measure types read as VAT (Tarbel:VatMeasureTypes). */
  readonly vatMeasureTypes: ReadonlySet<string>;
  readonly kind: 'full' | 'delta';
}

type Op = 'C' | 'U' | 'D';

const child = (node: XmlNode, name: string) => node.children.find((c) => c.name === name);
const childrenNamed = (node: XmlNode, name: string) => node.children.filter((c) => c.name === name);

/** The trimmed text at a path of child names (`measureType/measureTypeId`), or undefined. */
const textAt = (node: XmlNode, path: string): string | undefined => {
  let current: XmlNode | undefined = node;
  for (const name of path.split('/')) current = current && child(current, name);
  const text = current?.text.trim();
  return text ? text : undefined;
};

/** A code with its trailing pairs of zeros taken off: the codes below it start with this. */
export const codePrefixOf = (code: string): string => {
  let prefix = code;
  while (prefix.length > 2 && prefix.endsWith('00')) prefix = prefix.slice(0, -2);
  return prefix;
};

const LANGUAGES = { NL: 'nl', FR: 'fr', EN: 'en' } as const;

/**
 * Maps one item of an extraction to the changes it makes to the tariff: goods nomenclature lines
 * (with their description periods and indents) and the measures the service reads (supplementary
 * unit, VAT). Every record and sub-record carries `metainfo/opType`: C created, U updated, D
 * deleted; a sub-record without one takes its parent's. Other records (regulations, footnotes,
 * quotas, geographical areas ...) change nothing here. A record the format does not allow is an
 * ExtractionFileError naming the item.
 */
export const changesOfItem = (item: TariffItem, options: RecordOptions): TariffChange[] =>
  item.records.flatMap((record) => {
    const where = `item ${item.index + 1} (${record.name})`;
    const invalid = (message: string): never => {
      throw new ExtractionFileError(`${where}: ${message}`);
    };
    const read = reader(invalid);
    if (record.name === 'GoodsNomenclature') return goodsChanges(record, read);
    if (record.name === 'Measure') return measureChanges(record, read, options);
    return [];
  });

type Reader = ReturnType<typeof reader>;

const reader = (invalid: (message: string) => never) => ({
  op(node: XmlNode, inherited?: Op): Op {
    const value = textAt(node, 'metainfo/opType') ?? inherited;
    if (value === 'C' || value === 'U' || value === 'D') return value;
    return invalid(
      value ? `opType ${value} is not C, U or D` : `${node.name} has no metainfo/opType`,
    );
  },
  sid(node: XmlNode, path = 'sid'): number {
    const value = textAt(node, path);
    const sid = value !== undefined && /^-?\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(sid) || sid < -(2 ** 31) || sid >= 2 ** 31)
      return invalid(`${node.name}/${path} ${value ?? '(missing)'} is not a whole number`);
    return sid;
  },
  code(node: XmlNode, path: string): string {
    const value = textAt(node, path);
    if (!value || !/^\d{10}$/.test(value))
      return invalid(`${path} ${value ?? '(missing)'} is not ten digits`);
    return value;
  },
  date(node: XmlNode, path: string): string {
    const value = textAt(node, path);
    const match =
      value && /^(\d{4}-\d{2}-\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$/.exec(value);
    if (!match) return invalid(`${node.name}/${path} ${value ?? '(missing)'} is not a date`);
    return match[1]!;
  },
  suffix(node: XmlNode): string {
    const value = textAt(node, 'produclineSuffix');
    if (!value || !/^\d{2}$/.test(value))
      return invalid(`produclineSuffix ${value ?? '(missing)'} is not two digits`);
    return value;
  },
  optionalDate(node: XmlNode, path: string): string | null {
    return textAt(node, path) === undefined ? null : this.date(node, path);
  },
});

const goodsChanges = (record: XmlNode, read: Reader): TariffChange[] => {
  const op = read.op(record);
  const sid = read.sid(record);
  if (op === 'D') return [{ entity: 'goods', op: 'delete', sid }];
  // The indent in force last: the one with the latest start among those not deleted.
  const indents = childrenNamed(record, 'goodsNomenclatureIndents')
    .filter((indent) => read.op(indent, op) !== 'D')
    .map((indent) => ({
      from: read.date(indent, 'validityStartDate'),
      value: textAt(indent, 'numberIndents'),
    }))
    .filter((indent) => indent.value !== undefined && /^\d{1,2}$/.test(indent.value))
    .sort((a, b) => a.from.localeCompare(b.from));
  const changes: TariffChange[] = [
    {
      entity: 'goods',
      op: 'upsert',
      row: {
        sid,
        code: read.code(record, 'goodsNomenclatureItemId'),
        suffix: read.suffix(record),
        validFrom: read.date(record, 'validityStartDate'),
        validTo: read.optionalDate(record, 'validityEndDate'),
        indent: indents.length > 0 ? Number(indents.at(-1)!.value) : null,
      },
    },
  ];
  for (const period of childrenNamed(record, 'goodsNomenclatureDescriptionPeriod')) {
    const periodOp = read.op(period, op);
    const periodSid = read.sid(period);
    if (periodOp === 'D') {
      changes.push({ entity: 'description', op: 'delete', sid: periodSid });
      continue;
    }
    const texts: Record<'nl' | 'fr' | 'en', string | null> = { nl: null, fr: null, en: null };
    for (const description of childrenNamed(period, 'goodsNomenclatureDescription')) {
      if (read.op(description, periodOp) === 'D') continue;
      const language = textAt(description, 'language/languageId')?.toUpperCase();
      const text = textAt(description, 'description');
      if (language && language in LANGUAGES && text)
        texts[LANGUAGES[language as keyof typeof LANGUAGES]] = text;
    }
    const row: DescriptionRow = {
      periodSid,
      goodsSid: sid,
      validFrom: read.date(period, 'validityStartDate'),
      ...texts,
    };
    changes.push({ entity: 'description', op: 'upsert', row });
  }
  return changes;
};

const measureChanges = (record: XmlNode, read: Reader, options: RecordOptions): TariffChange[] => {
  const op = read.op(record);
  const sid = read.sid(record);
  if (op === 'D') return [{ entity: 'measure', op: 'delete', sid }];
  const measureType = textAt(record, 'measureType/measureTypeId') ?? '';
  const wanted =
    measureType === SUPPLEMENTARY_UNIT_MEASURE || options.vatMeasureTypes.has(measureType);
  const goods = child(record, 'goodsNomenclature');
  if (!wanted || !goods) {
    // A delta may turn a measure the service kept into one it does not read: it stops counting.
    return options.kind === 'delta' ? [{ entity: 'measure', op: 'delete', sid }] : [];
  }
  const components = childrenNamed(record, 'measureComponent').filter(
    (component) => read.op(component, op) !== 'D',
  );
  const withUnit = components.find((c) => textAt(c, 'measurementUnit/measurementUnitCode'));
  const unitCode = withUnit && textAt(withUnit, 'measurementUnit/measurementUnitCode');
  const qualifier =
    withUnit && textAt(withUnit, 'measurementUnitQualifier/measurementUnitQualifierCode');
  const withAmount = components.find((c) => textAt(c, 'dutyAmount'));
  const additionalType = textAt(record, 'additionalCode/additionalCodeType/additionalCodeTypeId');
  const additionalCode = textAt(record, 'additionalCode/additionalCodeCode');
  const code = read.code(goods, 'goodsNomenclatureItemId');
  const row: MeasureRow = {
    sid,
    goodsSid: textAt(goods, 'sid') === undefined ? null : read.sid(goods),
    code,
    codePrefix: codePrefixOf(code),
    measureType,
    validFrom: read.date(record, 'validityStartDate'),
    validTo: read.optionalDate(record, 'validityEndDate'),
    unit: unitCode ? (qualifier ? `${unitCode} ${qualifier}` : unitCode).slice(0, 16) : null,
    amount: (withAmount && textAt(withAmount, 'dutyAmount')?.slice(0, 24)) ?? null,
    additionalCode: additionalCode ? `${additionalType ?? ''}${additionalCode}`.slice(0, 8) : null,
    geographicalArea: textAt(record, 'geographicalArea/geographicalAreaId')?.slice(0, 8) ?? null,
  };
  return [{ entity: 'measure', op: 'upsert', row }];
};
