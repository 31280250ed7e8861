import { Autocomplete, Select, type ComboboxItem } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useApi } from '../../api/api-context.tsx';
import { dataOf } from '../../api/client.ts';
import { useCodeList } from '../../api/reference-queries.ts';
import { useCodeText, withMeaning } from '../../components/code-label.tsx';
import { useLanguage } from '../../i18n/language-context.ts';
import { codeFirstFilter } from './code-first-filter.ts';
import { hasHighlighted, officeOnEnter } from './office-on-enter.ts';

/** What every picker of the header takes: the value, how it is committed, and its dressing. */
export interface PickerProps {
  readonly value: string;
  readonly onCommit: (value: string) => void;
  readonly label: string;
  readonly description?: ReactNode;
  readonly error?: ReactNode;
  /** Shown, focusable and copyable, not edited: a dossier past Review. */
  readonly readOnly?: boolean;
  readonly onFocus?: () => void;
  readonly className?: string;
  readonly 'data-path'?: string;
}

// Incoterms 2020 (ICC), and XXX for a term that is none of them (EU code list CL090).
const INCOTERMS = [
  'EXW',
  'FCA',
  'CPT',
  'CIP',
  'DAP',
  'DPU',
  'DDP',
  'FAS',
  'FOB',
  'CFR',
  'CIF',
  'XXX',
];

/** A value of an EU code list (currencies, transport modes, nationalities), typed or picked. */
export function ListPicker({ list, ...props }: PickerProps & { readonly list: string }) {
  const codes = useCodeList(list);
  const data = useMemo(
    () =>
      withCurrent(
        [...(codes.data ?? new Map<string, string>()).entries()].map(([code, meaning]) => ({
          value: code,
          label: withMeaning(code, meaning),
        })),
        props.value,
      ),
    [codes.data, props.value],
  );
  return <CodeSelect {...props} data={data} />;
}

/** A country by its ISO code, named in the page's language. */
export function CountryPicker(props: PickerProps) {
  const codes = useCodeList('CountryCodesFullList');
  const text = useCodeText();
  const data = useMemo(
    () =>
      withCurrent(
        [...(codes.data?.keys() ?? [])].map((code) => ({ value: code, label: text.country(code) })),
        props.value,
      ),
    [codes.data, text, props.value],
  );
  return <CodeSelect {...props} data={data} />;
}

export function IncotermPicker(props: PickerProps) {
  const data = useMemo(
    () =>
      withCurrent(
        INCOTERMS.map((code) => ({ value: code, label: code })),
        props.value,
      ),
    [props.value],
  );
  return <CodeSelect {...props} data={data} />;
}

/** A value the list does not hold stays shown (and the check says what is wrong with it). */
const withCurrent = (data: ComboboxItem[], value: string) =>
  value && !data.some((item) => item.value === value) ? [{ value, label: value }, ...data] : data;

function CodeSelect({
  data,
  onCommit,
  value,
  ...props
}: PickerProps & { readonly data: ComboboxItem[] }) {
  return (
    <Select
      {...props}
      size="xs"
      searchable
      clearable
      data={data}
      value={value || null}
      limit={50}
      // Typed and Enter: the code typed, as a declarant expects (codeFirstFilter).
      filter={codeFirstFilter}
      selectFirstOptionOnChange
      onChange={(next) => onCommit(next ?? '')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/**
 * The text of a searching picker: what is typed, following the value when it changes from outside
 * (undo, a capture), and the search it asks for once typing rests.
 */
const useTypedSearch = (value: string) => {
  const [typed, setTyped] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setTyped(value);
  }
  const [q] = useDebouncedValue(typed, 200);
  return [typed, setTyped, q] as const;
};

/** A customs office by its reference number or name, of the role the field needs (DEP, DES ...). */
export function OfficePicker({ role, ...props }: PickerProps & { readonly role?: string }) {
  const api = useApi();
  const { language } = useLanguage();
  const [typed, setTyped, q] = useTypedSearch(props.value);
  const offices = useQuery({
    queryKey: ['reference', 'offices', role ?? '', q],
    queryFn: ({ signal }) =>
      dataOf(
        api.http.GET('/api/reference/offices', {
          params: { query: { q, limit: 20, ...(role ? { role } : {}) } },
          signal,
        }),
      ),
    enabled: q.trim().length >= 2 && q !== props.value,
    staleTime: 60 * 60 * 1000,
  });
  const data = (offices.data ?? []).map((office) => ({
    value: office.id,
    label: `${office.id} – ${office.names[language.toUpperCase()] ?? office.names.EN ?? Object.values(office.names)[0] ?? ''}`,
  }));
  return (
    <Autocomplete
      {...props}
      size="xs"
      value={typed}
      data={data}
      // A code typed in full is its office: Enter takes the first office offered, also when the
      // offices came after the typing (then none is highlighted for the list to submit).
      selectFirstOptionOnChange
      onChange={setTyped}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' || props.readOnly || hasHighlighted(event.currentTarget)) return;
        const office = officeOnEnter(
          typed,
          q,
          data.map((option) => option.value),
        );
        if (!office) return;
        event.preventDefault();
        setTyped(office);
        if (office !== props.value) props.onCommit(office);
      }}
      onOptionSubmit={(id) => {
        setTyped(id);
        props.onCommit(id);
      }}
      onBlur={() => {
        const id = typed.trim().toUpperCase().split(/\s/)[0] ?? '';
        if (id !== props.value) props.onCommit(id);
      }}
    />
  );
}

/** A place: free text, with UN/LOCODE places offered as it is typed. */
export function LocodePicker(props: PickerProps) {
  const api = useApi();
  const [typed, setTyped, q] = useTypedSearch(props.value);
  const places = useQuery({
    queryKey: ['reference', 'locodes', q],
    queryFn: ({ signal }) =>
      dataOf(api.http.GET('/api/locodes/search', { params: { query: { q, limit: 10 } }, signal })),
    enabled: q.trim().length >= 2 && q !== props.value,
    staleTime: 60 * 60 * 1000,
  });
  const data = [...new Set((places.data ?? []).map((place) => place.name))];
  return (
    <Autocomplete
      {...props}
      size="xs"
      value={typed}
      data={data}
      onChange={setTyped}
      onOptionSubmit={(name) => {
        setTyped(name);
        props.onCommit(name);
      }}
      onBlur={() => {
        if (typed.trim() !== props.value) props.onCommit(typed.trim());
      }}
    />
  );
}
