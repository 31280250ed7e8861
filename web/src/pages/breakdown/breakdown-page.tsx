import { Alert, Anchor, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useParams } from 'react-router';
import { useBreakdown } from '../../api/breakdown-queries.ts';
import { useDossier } from '../../api/dossier-queries.ts';
import { useSaveDeclaration } from '../../api/review-queries.ts';
import type { Declaration, DossierDetail } from '../../api/types.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { ErrorBox, PageSkeleton } from '../../components/query-state.tsx';
import { StatusBadge, useStatusWord } from '../../components/status-badge.tsx';
import { useT } from '../../i18n/use-t.ts';
import { declarePath } from '../declare/declare-route.ts';
import { breakdownPath } from './breakdown-route.ts';
import { itemKeyLabel } from './item-key-label.ts';
import { mergeItems, renumber, splitLine } from './item-numbers.ts';
import { ItemsTable } from './items-table.tsx';

const EDITABLE = new Set(['Review', 'Approved']);
const MESSAGE = { IM: 'IE415B', EX: 'CC515C', T1: 'CC015C', T2: 'CC015C' } as const;

const withNumbers = (declaration: Declaration, numbers: readonly number[]): Declaration => ({
  ...declaration,
  goods_items: (declaration.goods_items ?? []).map((line, index) => ({
    ...line,
    declaration_goods_item_number: numbers[index],
  })),
});

/** `/Dossiers/{id}/GoodsBreakdownImport` and `GoodsBreakdownTransit` (issue 28). */
export default function BreakdownPage() {
  const t = useT();
  const { id = '' } = useParams();
  const dossier = useDossier(id);
  usePageTitle(
    dossier.data ? t('breakdown.title', { ucr: dossier.data.ucr }) : t('breakdown.open'),
  );
  if (dossier.isPending) return <PageSkeleton />;
  if (dossier.isError)
    return <ErrorBox error={dossier.error} onRetry={() => void dossier.refetch()} />;
  const path = breakdownPath(id, dossier.data.regime);
  if (!path || !dossier.data.declaration) return <Navigate to={`/Dossiers/${id}`} replace />;
  if (!window.location.pathname.endsWith(path.split('/').pop()!))
    return <Navigate to={path} replace />;
  return <Breakdown key={dossier.data.revision} dossier={dossier.data} />;
}

function Breakdown({ dossier }: { dossier: DossierDetail }) {
  const t = useT();
  const statusWord = useStatusWord();
  const intl = useIntl();
  const has = (id: string) => id in intl.messages;
  const queryClient = useQueryClient();
  const stored = dossier.declaration as Declaration;
  const lines = stored.goods_items ?? [];
  // What the declarant grouped, not yet saved: item numbers per line, 1..n.
  const [numbers, setNumbers] = useState<number[] | undefined>(undefined);
  const declaration = numbers ? withNumbers(stored, numbers) : stored;
  const breakdown = useBreakdown(dossier.uuid, declaration);
  const save = useSaveDeclaration(dossier.uuid);
  const editable = EDITABLE.has(dossier.status);
  if (breakdown.isPending) return <PageSkeleton />;
  if (breakdown.isError)
    return <ErrorBox error={breakdown.error} onRetry={() => void breakdown.refetch()} />;
  const answer = breakdown.data;
  // The numbers on screen: each line's item, as the service grouped it.
  const current = renumber(
    lines.map((_, line) => answer.items.find((item) => item.lines.includes(line))?.number ?? 0),
  );
  const change = (next: number[]) => setNumbers(next);
  const saveNow = async () => {
    if (!numbers) return;
    try {
      await save.mutateAsync({
        declaration: withNumbers(stored, numbers),
        revision: dossier.revision,
      });
      // Said beside the button (breakdown-state); a toast would sit over the next page's button.
      await queryClient.invalidateQueries({ queryKey: ['dossiers'] });
    } catch (error) {
      notifications.show({
        color: 'red',
        message: error instanceof Error ? error.message : String(error),
      });
    }
  };
  return (
    <Stack gap="sm">
      <Anchor component={Link} to={`/Dossiers/${dossier.uuid}`} size="sm">
        {t('declare.back')}
      </Anchor>
      <Group gap="sm">
        <Title order={2} size="h3" ff="monospace">
          {dossier.ucr}
        </Title>
        <StatusBadge status={dossier.status} />
        <Group ml="auto" gap="xs">
          {dossier.regime === 'IM' && (
            <Button
              component={Link}
              to={`/Dossiers/${dossier.uuid}/TransportCosts`}
              size="xs"
              variant="default"
            >
              {t('breakdown.costs')}
            </Button>
          )}
          <Button
            component={Link}
            to={declarePath(dossier.uuid, dossier.regime)}
            size="xs"
            variant="default"
          >
            {t('breakdown.next')}
          </Button>
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {t('breakdown.intro', {
          type: MESSAGE[dossier.regime],
          keys: answer.keys.map((key) => itemKeyLabel(key, t, has)).join(', '),
        })}
      </Text>
      {!editable && (
        <Text size="sm">{t('breakdown.readOnly', { status: statusWord(dossier.status) })}</Text>
      )}
      {editable && (
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => change(renumber(answer.suggested))}>
            {t('breakdown.suggest')}
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => change(lines.map((_, line) => line + 1))}
          >
            {t('breakdown.perLine')}
          </Button>
          <Group ml="auto" gap="xs">
            <Text size="xs" c={numbers ? 'orange' : 'dimmed'} data-testid="breakdown-state">
              {numbers ? t('breakdown.unsaved') : t('breakdown.saved')}
            </Text>
            <Button
              size="xs"
              onClick={() => void saveNow()}
              disabled={!numbers}
              loading={save.isPending}
            >
              {t('breakdown.save')}
            </Button>
          </Group>
        </Group>
      )}
      {answer.conflicts.length > 0 && (
        <Alert
          color="red"
          variant="light"
          p="xs"
          title={t('breakdown.conflicts', { count: answer.conflicts.length })}
        >
          <List size="sm">
            {answer.conflicts.map((conflict) => (
              <List.Item key={`${conflict.line}:${conflict.field}`}>
                {t('breakdown.conflict', {
                  line: conflict.line + 1,
                  first: conflict.firstLine + 1,
                  number: conflict.number,
                  field: itemKeyLabel(conflict.field, t, has),
                })}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      <ItemsTable
        breakdown={answer}
        lines={lines}
        editable={editable}
        onSplit={(line) => change(splitLine(current, line))}
        onMerge={(from, into) => change(mergeItems(current, from, into))}
      />
    </Stack>
  );
}
