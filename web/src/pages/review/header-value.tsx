import { TextInput } from '@mantine/core';
import { memo, useState, type ReactNode } from 'react';
import { DayInput } from '../../components/day-input.tsx';
import { readDecimal } from '../../i18n/read-decimal.ts';
import { useT } from '../../i18n/use-t.ts';
import type { DecimalSeparator } from './grid-columns.ts';
import type { HeaderKind } from './header-fields.ts';
import type { ValueSource } from './reading.ts';
import {
  CountryPicker,
  IncotermPicker,
  ListPicker,
  LocodePicker,
  OfficePicker,
  type PickerProps,
} from './reference-pickers.tsx';
import type { ValueMark } from './value-marks.ts';
import classes from './review-page.module.css';
import { valueText } from './value-text.ts';

export interface HeaderValueProps {
  readonly path: string;
  readonly label: string;
  readonly kind: HeaderKind;
  readonly value: unknown;
  readonly mark: ValueMark;
  /** The finding on this value, worded in the page's language. */
  readonly findingText?: string;
  readonly editable: boolean;
  readonly separator: DecimalSeparator;
  readonly onCommit: (path: string, value: unknown) => void;
  readonly onFocusValue: (path: string, source: ValueSource | undefined) => void;
}

/** A number as the page's language writes it, without grouping, for typing over. */
const numberText = (value: unknown, separator: DecimalSeparator) =>
  typeof value === 'number' ? String(value).replace('.', separator) : valueText(value);

/** What a typed number stores; a text that is no number stays, for the check to name it. */
const typedNumber = (text: string, separator: DecimalSeparator): unknown => {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const read = readDecimal(trimmed);
  if ('value' in read) return read.value;
  if ('ambiguous' in read) return separator === ',' ? read.ambiguous[0] : read.ambiguous[1];
  return trimmed;
};

/** Text and numbers: committed when the field is left or Enter is pressed, one undo step each. */
function TypedInput({
  kind,
  value,
  separator,
  onCommit,
  ...props
}: Omit<PickerProps, 'value' | 'onCommit'> & {
  readonly kind: Extract<HeaderKind, { type: 'text' | 'number' }>;
  readonly value: unknown;
  readonly separator: DecimalSeparator;
  readonly onCommit: (value: unknown) => void;
}) {
  const shown = kind.type === 'number' ? numberText(value, separator) : valueText(value);
  const [text, setText] = useState(shown);
  const [seen, setSeen] = useState(shown);
  if (shown !== seen) {
    setSeen(shown);
    setText(shown);
  }
  const commit = () => {
    if (text === shown) return;
    if (kind.type === 'number') onCommit(typedNumber(text, separator));
    else {
      const trimmed = kind.upper ? text.replace(/\s/g, '').toUpperCase() : text.trim();
      onCommit(trimmed === '' ? undefined : trimmed);
    }
  };
  return (
    <TextInput
      {...props}
      size="xs"
      value={text}
      inputMode={kind.type === 'number' ? 'decimal' : undefined}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
        if (event.key === 'Escape') setText(shown);
      }}
    />
  );
}

/** The confidence and source of a value, or who checked it, under its input. */
function MarkText({ mark }: { mark: ValueMark }) {
  const t = useT();
  const found = mark.found;
  if (mark.kind === 'checked') return <>{t('review.checkedByYou')}</>;
  if (!found) return null;
  const percent = Math.round(found.confidence * 100);
  if (mark.kind === 'not-taken')
    return <>{t('review.readOther', { value: valueText(found.value) })}</>;
  if (mark.kind === 'low') return <>{t('review.low', { percent })}</>;
  if (found.source?.embedded)
    return <>{t('review.sureEmbedded', { percent, file: found.source.embedded })}</>;
  const place = found.source?.cell
    ? t('review.cell', { cell: found.source.cell })
    : t('review.page', { page: found.source?.page ?? 1 });
  return <>{t('review.sure', { percent, place })}</>;
}

const MARK_CLASS: Record<ValueMark['kind'], string | undefined> = {
  checked: classes.checkedValue,
  read: undefined,
  low: classes.lowValue,
  'not-taken': classes.lowValue,
  none: undefined,
};

/**
 * One header value of the review: its input or picker by kind, its confidence and source, the
 * check that names it. Focusing it shows where it was read on the document.
 */
export const HeaderValue = memo(function HeaderValue(props: HeaderValueProps) {
  const t = useT();
  const { kind, path, mark } = props;
  const description: ReactNode = <MarkText mark={mark} />;
  const common: Omit<PickerProps, 'value' | 'onCommit'> = {
    label: props.label,
    description,
    ...(props.findingText ? { error: props.findingText } : {}),
    readOnly: !props.editable,
    onFocus: () => props.onFocusValue(path, mark.found?.source),
    ...(MARK_CLASS[mark.kind] ? { className: MARK_CLASS[mark.kind] } : {}),
    'data-path': path,
  };
  const text = valueText(props.value);
  const commit = (value: unknown) => props.onCommit(path, value === '' ? undefined : value);
  switch (kind.type) {
    case 'text':
    case 'number':
      return (
        <TypedInput
          {...common}
          kind={kind}
          value={props.value}
          separator={props.separator}
          onCommit={commit}
        />
      );
    case 'day':
      return (
        <DayInput
          {...common}
          size="xs"
          value={text}
          onCommit={commit}
          invalid={t('review.dayInvalid')}
        />
      );
    case 'list':
      return <ListPicker {...common} list={kind.list} value={text} onCommit={commit} />;
    case 'country':
      return <CountryPicker {...common} value={text} onCommit={commit} />;
    case 'incoterm':
      return <IncotermPicker {...common} value={text} onCommit={commit} />;
    case 'office':
      return (
        <OfficePicker
          {...common}
          {...(kind.role ? { role: kind.role } : {})}
          value={text}
          onCommit={commit}
        />
      );
    case 'locode':
      return <LocodePicker {...common} value={text} onCommit={commit} />;
  }
});
