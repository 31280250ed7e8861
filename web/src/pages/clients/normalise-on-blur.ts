import type { FocusEvent } from 'react';
import { normaliseIdentifier } from '../../api/identifier-faults.ts';

/**
 * @mantine/form's input props for an identifier (an EORI, a container number): when the person
 * leaves the input, "BE 0403.000.158" becomes "BE0403000158", as customs keeps it, before the
 * form checks it. The input is not controlled, so its own text is changed too.
 */
export const normaliseOnBlur = (inputProps: { onChange?: unknown; onBlur?: unknown }) => {
  const formOnChange = inputProps.onChange as (value: string) => void;
  const formOnBlur = inputProps.onBlur as
    ((event: FocusEvent<HTMLInputElement>) => void) | undefined;
  return {
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      const input = event.currentTarget;
      const normalised = normaliseIdentifier(input.value);
      if (normalised !== input.value) {
        input.value = normalised;
        formOnChange(normalised);
      }
      formOnBlur?.(event);
    },
  };
};
