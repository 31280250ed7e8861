import { TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';
import { useFormats } from '../i18n/use-formats.ts';

/** "3/2/2026", "03-02-2026", "3.2.2026" as 2026-02-03; undefined when it is no day of the calendar. */
export const readDay = (typed: string): string | undefined => {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(typed.trim());
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
};

/**
 * A day typed as a Belgian declarant writes it, dd/MM/yyyy; the page gets it as yyyy-MM-dd when
 * the field is left or Enter is pressed, and an empty field clears it. A day that is not one says so
 * (`invalid`) and changes nothing.
 */
export function DayInput({
  value,
  onCommit,
  invalid,
  ...props
}: Omit<TextInputProps, 'value' | 'onChange' | 'error'> & {
  value: string;
  onCommit: (day: string) => void;
  invalid: string;
}) {
  const { day } = useFormats();
  const [text, setText] = useState(day(value));
  const [seen, setSeen] = useState(value);
  const [wrong, setWrong] = useState(false);
  // The back button changes the URL: the field shows the day it now holds.
  if (value !== seen) {
    setSeen(value);
    setText(day(value));
    setWrong(false);
  }
  const commit = () => {
    if (text.trim() === '') {
      setWrong(false);
      if (value !== '') onCommit('');
      return;
    }
    const read = readDay(text);
    setWrong(!read);
    if (read && read !== value) onCommit(read);
  };
  return (
    <TextInput
      {...props}
      value={text}
      error={wrong ? invalid : undefined}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
    />
  );
}
