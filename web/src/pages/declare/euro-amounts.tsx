import { List, Paper, Text } from '@mantine/core';
import type { FilingProblem } from '../../api/declare-queries.ts';
import { useFormats } from '../../i18n/use-formats.ts';
import { useT } from '../../i18n/use-t.ts';
import { conversionTexts, euroConversions } from './euro-conversion.ts';

/**
 * The amounts the message declares in euro (additions and deductions, statistical values), each
 * with the rate it was converted at: a declarant checks the figure customs will read against the
 * invoice's (issue 28, point 3). Nothing shows while the message does not build.
 */
export function EuroAmounts({ notices }: { readonly notices: readonly FilingProblem[] }) {
  const t = useT();
  const formats = useFormats();
  const conversions = euroConversions(notices);
  if (conversions.length === 0) return null;
  return (
    <Paper withBorder p="sm">
      <Text size="sm" fw={600} mb={4}>
        {t('declare.euro.title')}
      </Text>
      <List size="sm" spacing={2} data-testid="euro-amounts">
        {conversions.map((conversion, index) => {
          const texts = conversionTexts(conversion, t, formats);
          return (
            <List.Item key={`${conversion.path}:${index}`} data-path={conversion.path}>
              <Text span size="sm" fw={600}>
                {texts.what}
              </Text>
              {`: ${texts.amounts}`}
              {texts.rate && (
                <Text span c="dimmed" size="xs">
                  {' '}
                  ({texts.rate})
                </Text>
              )}
            </List.Item>
          );
        })}
      </List>
    </Paper>
  );
}
