import { Text } from '@mantine/core';
import { useLanguage } from '../../../i18n/language-context.ts';
import { useT } from '../../../i18n/use-t.ts';
import { chainText } from './tariff-chain.ts';
import { codeDigits, isCommodityCode } from './tariff-code.ts';
import { useTariffLine } from './tariff-queries.ts';

// One line under the goods line: the heading and the line's own words stay, the middle gives way.
const DESCRIPTION_MAX = 160;

/**
 * What a commodity code stands for, as one dimmed line under the focused goods line: its
 * description chain in the page's language ("Screws, bolts … > Threaded articles > Other"), the
 * whole chain on hover; a short note for a code the tariff has not or that is not whole.
 */
export function TariffDescription({ code }: { code: string }) {
  const t = useT();
  const { language } = useLanguage();
  const digits = codeDigits(code);
  const line = useTariffLine(digits);
  if (digits === '') return null;
  const whole = line.data ? chainText(line.data.chain, language) : undefined;
  const text = !isCommodityCode(digits)
    ? t('reviewTariff.incomplete')
    : line.isPending
      ? t('reviewTariff.lookingUp')
      : line.isError
        ? t('reviewTariff.unavailable')
        : line.data
          ? chainText(line.data.chain, language, { max: DESCRIPTION_MAX })
          : t('reviewTariff.notInTariff');
  return (
    <Text size="sm" c="dimmed" truncate="end" title={whole} aria-live="polite">
      {text}
    </Text>
  );
}
