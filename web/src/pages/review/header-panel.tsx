import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { memo } from 'react';
import type { Declaration, Regime } from '../../api/types.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { useT } from '../../i18n/use-t.ts';
import { valueAt } from './draft.ts';
import type { DecimalSeparator } from './grid-columns.ts';
import { headerSections, PARTIES, PARTY_FIELDS } from './header-fields.ts';
import { HeaderValue } from './header-value.tsx';
import type { Found, ReviewFinding, ValueSource } from './reading.ts';
import { markOf, worstFinding } from './value-marks.ts';

export interface HeaderPanelProps {
  readonly regime: Regime;
  readonly declaration: Declaration;
  readonly readings: ReadonlyMap<string, Found>;
  readonly checked: ReadonlySet<string>;
  readonly findings: ReadonlyMap<string, ReviewFinding[]>;
  readonly findingText: (finding: ReviewFinding) => string;
  readonly editable: boolean;
  readonly separator: DecimalSeparator;
  readonly onCommit: (path: string, value: unknown) => void;
  readonly onFocusValue: (path: string, source: ValueSource | undefined) => void;
}

/** The header of a regime's declaration: parties, invoice and shipment, totals, transport, offices. */
// Memoised: moving in the goods grid re-renders the workspace, never the header's inputs.
export const HeaderPanel = memo(function HeaderPanel(props: HeaderPanelProps) {
  const t = useT();
  const value = (path: string, label: string, kind: Parameters<typeof HeaderValue>[0]['kind']) => {
    const current = valueAt(props.declaration, path);
    const findings = props.findings.get(path);
    const mark = markOf(current, props.readings.get(path), props.checked.has(path), findings);
    const worst = worstFinding(findings);
    return (
      <HeaderValue
        key={path}
        path={path}
        label={label}
        kind={kind}
        value={current}
        mark={mark}
        {...(worst ? { findingText: props.findingText(worst) } : {})}
        editable={props.editable}
        separator={props.separator}
        onCommit={props.onCommit}
        onFocusValue={props.onFocusValue}
      />
    );
  };
  return (
    <Stack gap="xs">
      <Paper withBorder p="xs">
        <Title order={3} size="h6" mb={4}>
          {t('review.section.parties')}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xs">
          {PARTIES[props.regime].map((role) => (
            <Paper key={role} p={6} bg="var(--mantine-color-gray-0)" data-party={role}>
              <Title order={4} size="xs" tt="uppercase" c="dimmed" mb={2}>
                {t(`dossier.party.${role}` as MessageId)}
              </Title>
              <SimpleGrid cols={2} spacing={6} verticalSpacing={2}>
                {PARTY_FIELDS.map(({ member, kind }) =>
                  value(
                    `/parties/${role}/${member}`,
                    t(`review.party.${member}` as MessageId),
                    kind,
                  ),
                )}
              </SimpleGrid>
            </Paper>
          ))}
        </SimpleGrid>
      </Paper>
      {headerSections(props.regime).map((section) => (
        <Paper withBorder p="xs" key={section.title}>
          <Title order={3} size="h6" mb={4}>
            {t(section.title)}
          </Title>
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing={6} verticalSpacing={2}>
            {section.fields.map((field) => value(field.path, t(field.label), field.kind))}
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
});
