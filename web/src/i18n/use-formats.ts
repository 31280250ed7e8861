import { useMemo } from 'react';
import { formatsFor, type Formats } from './formats.ts';
import { useLanguage } from './language-context.ts';

/** The page's formats, in the language it shows. */
export const useFormats = (): Formats => {
  const { language } = useLanguage();
  return useMemo(() => formatsFor(language), [language]);
};

/** The decimal separator numbers are typed with: a comma in every language of Belgium, en-BE too. */
export const useDecimalSeparator = (): ',' | '.' =>
  useFormats().number(1.5, 1).includes(',') ? ',' : '.';
