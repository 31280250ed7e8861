import { useMemo } from 'react';
import { formatsFor, type Formats } from './formats.ts';
import { useLanguage } from './language-context.ts';

/** The page's formats, in the language it shows. */
export const useFormats = (): Formats => {
  const { language } = useLanguage();
  return useMemo(() => formatsFor(language), [language]);
};
