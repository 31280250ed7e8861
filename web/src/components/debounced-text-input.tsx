import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState, type Ref } from 'react';

/**
 * A text filter that tells the page 250 ms after the last key, so typing "MSCU12" asks the server
 * once, not six times. When the value changes from outside (the back button restores the URL), the
 * field shows it.
 */
export function DebouncedTextInput({
  value,
  onCommit,
  delay = 250,
  inputRef,
  ...props
}: Omit<TextInputProps, 'value' | 'onChange' | 'ref'> & {
  value: string;
  onCommit: (value: string) => void;
  delay?: number;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const [sent, setSent] = useState(value);
  const commit = useDebouncedCallback((next: string) => {
    setSent(next.trim());
    onCommit(next.trim());
  }, delay);

  // Adjusting state while rendering (React's pattern for "state follows a prop"): a new value that
  // is not the one this field sent came from elsewhere and replaces the text.
  if (value !== seen) {
    setSeen(value);
    if (value !== sent) {
      setSent(value);
      setText(value);
    }
  }

  return (
    <TextInput
      {...props}
      ref={inputRef}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        // Enter searches at once; Escape empties the field.
        if (event.key === 'Enter') commit.flush();
        if (event.key === 'Escape' && text) {
          setText('');
          commit('');
          commit.flush();
        }
        props.onKeyDown?.(event);
      }}
    />
  );
}
