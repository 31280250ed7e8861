import { Group, Stack } from '@mantine/core';
import { useT } from '../../i18n/use-t.ts';
import { TariffDescription } from './tariff/tariff-description.tsx';
import { ListPicker } from './reference-pickers.tsx';
import { TariffPicker } from './tariff/tariff-picker.tsx';

/**
 * The focused goods line's commodity code and kind of packages from the reference data: the
 * commodity code picked from the tariff by code or words, with its
 * description chain: typed digits go straight into the grid; words are looked up here.
 */
export function LineTariff(props: {
  readonly line: number;
  readonly code: string;
  readonly packageKind: string;
  readonly editable: boolean;
  readonly onPick: (code: string) => void;
  readonly onPackageKind: (kind: string) => void;
}) {
  const t = useT();
  return (
    <Stack gap={2} data-testid="line-tariff">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        {props.editable && (
          <div style={{ width: 340 }}>
            <TariffPicker
              key={props.line}
              label={t('review.lineTariff', { line: props.line + 1 })}
              value={props.code}
              onChange={props.onPick}
            />
          </div>
        )}
        {props.editable && (
          <div style={{ width: 260 }}>
            <ListPicker
              key={props.line}
              list="KindOfPackages"
              label={t('review.linePackageKind', { line: props.line + 1 })}
              value={props.packageKind}
              onCommit={props.onPackageKind}
            />
          </div>
        )}
      </Group>
      {props.code && <TariffDescription code={props.code} />}
    </Stack>
  );
}
