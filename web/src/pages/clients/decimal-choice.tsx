import { Button } from '@mantine/core';
import { readDecimal } from '../../i18n/read-decimal.ts';

/**
 * Under a number whose point may group thousands or start the decimals ("1.234"): the two numbers
 * it may mean, as buttons; the one chosen replaces the text. The form never guesses.
 */
export function DecimalChoice({
  typed,
  message,
  write,
  onChoose,
}: {
  typed: string;
  message: string;
  write: (value: number) => string;
  onChoose: (text: string) => void;
}) {
  const read = readDecimal(typed);
  if (!('ambiguous' in read)) return message;
  return (
    <>
      {message}{' '}
      {read.ambiguous.map((value) => (
        <Button
          key={value}
          size="compact-xs"
          variant="light"
          mx={4}
          onClick={() => onChoose(write(value))}
        >
          {write(value)}
        </Button>
      ))}
    </>
  );
}
