import { List, Paper, Text } from '@mantine/core';
import { useT } from '../../i18n/use-t.ts';
import { renumberedLabel, type Renumbering } from './renumbered.ts';

/**
 * The dossier's numbers the message replaced with 1, 2, 3 … (R0987, R0007), before and after
 * filing: customs will speak of house consignment 1 where the forwarder's papers say 17, and the
 * declarant must be able to answer without opening the XML. Nothing shows when none changed.
 */
export function RenumberedList({ renumbered }: { readonly renumbered: readonly Renumbering[] }) {
  const t = useT();
  if (renumbered.length === 0) return null;
  return (
    <Paper withBorder p="sm">
      <Text size="sm" fw={600}>
        {t('declare.numbers.title')}
      </Text>
      <Text size="xs" c="dimmed" mb={4}>
        {t('declare.numbers.hint')}
      </Text>
      <List size="sm" spacing={2} data-testid="renumbered">
        {renumbered.map((renumbering) => (
          <List.Item key={renumbering.path} data-path={renumbering.path}>
            <Text span size="sm" fw={600}>
              {renumberedLabel(renumbering, t)}
            </Text>
            {`: ${t('declare.numbers.filedAs', { to: renumbering.to })}`}
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
