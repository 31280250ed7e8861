import type { ChangeEvent } from 'react';

/**
 * Capitals as they are typed (a country code, a container number) in an input the page does not
 * control: the input's own text is changed before the form reads it, and the caret stays put.
 */
export const upperCaseInput = (event: ChangeEvent<HTMLInputElement>): void => {
  const input = event.currentTarget;
  const upper = input.value.toUpperCase();
  if (upper === input.value) return;
  const { selectionStart, selectionEnd } = input;
  input.value = upper;
  input.setSelectionRange(selectionStart, selectionEnd);
};

/**
 * @mantine/form's input props with capitals typed (its enhanceGetInputProps). The form's own
 * onChange is taken now: the props returned are merged into the very object it came in.
 */
export const upperCaseOnChange = (inputProps: { onChange?: unknown }) => {
  const formOnChange = inputProps.onChange as (event: ChangeEvent<HTMLInputElement>) => void;
  return {
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      upperCaseInput(event);
      formOnChange(event);
    },
  };
};
