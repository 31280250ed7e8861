import { Anchor, Badge, Group, Stack, Tabs, Text } from '@mantine/core';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { useDossier } from '../../api/dossier-queries.ts';
import type { DossierDetail } from '../../api/types.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { ErrorBox, PageSkeleton } from '../../components/query-state.tsx';
import { useT } from '../../i18n/use-t.ts';
import { DeclarationView } from './declaration-view.tsx';
import { DocumentsList } from './documents-list.tsx';
import { DossierHeader } from './dossier-header.tsx';
import { FiledXml } from './filed-xml.tsx';
import { FindingsAlert } from './findings-alert.tsx';
import { GoodsItemsTable } from './goods-items-table.tsx';
import { HistoryTable } from './history-table.tsx';
import { ReadingReasonsAlert } from './reading-reasons-alert.tsx';

const TABS = ['declaration', 'goods', 'documents', 'xml', 'history'] as const;
type Tab = (typeof TABS)[number];

/**
 * Whether there is declaration data to read: a manual dossier holds only its type, UCR and client
 * until the extraction fills it (docs/web-api.md).
 */
const hasData = (
  dossier: DossierDetail,
): dossier is DossierDetail & { declaration: NonNullable<DossierDetail['declaration']> } => {
  const declaration = dossier.declaration;
  if (!declaration) return false;
  return !(
    dossier.source === 'Manual' &&
    !declaration.goods_items?.length &&
    !Object.values(declaration.parties ?? {}).some(Boolean)
  );
};

/** `/Dossiers/{id}`: one dossier, read-only; review and declaration come with their own pages. */
export default function DossierPage() {
  const t = useT();
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const fromList = (useLocation().state as { list?: unknown } | null)?.list;
  const backTo = `/Dossiers${typeof fromList === 'string' ? fromList : ''}`;
  // Asked again every 5 seconds while the documents wait for or go through extraction.
  const dossier = useDossier(id);
  usePageTitle(dossier.data?.ucr ?? t('shell.nav.dossiers'));

  const requested = search.get('tab');
  // A dossier without data yet (a manual upload waiting for extraction) opens on its documents.
  const firstTab: Tab = dossier.data && !hasData(dossier.data) ? 'documents' : 'declaration';
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : firstTab;

  return (
    <Stack gap="sm">
      <Anchor component={Link} to={backTo} size="sm">
        {t('dossier.back')}
      </Anchor>
      {dossier.isPending ? (
        <PageSkeleton />
      ) : dossier.isError ? (
        <ErrorBox error={dossier.error} onRetry={() => void dossier.refetch()} />
      ) : (
        <>
          <DossierHeader dossier={dossier.data} />
          <ReadingReasonsAlert dossier={dossier.data} />
          <FindingsAlert findings={dossier.data.findings} />
          <Tabs
            value={tab}
            keepMounted={false}
            onChange={(next) =>
              setSearch(
                (current) => {
                  const params = new URLSearchParams(current);
                  if (!next || next === firstTab) params.delete('tab');
                  else params.set('tab', next);
                  return params;
                },
                { replace: true },
              )
            }
          >
            <Tabs.List>
              <Tabs.Tab value="declaration">{t('dossier.tab.declaration')}</Tabs.Tab>
              <Tabs.Tab
                value="goods"
                rightSection={
                  <Badge size="xs" variant="light" circle>
                    {dossier.data.declaration?.goods_items?.length ?? 0}
                  </Badge>
                }
              >
                {t('dossier.tab.goods')}
              </Tabs.Tab>
              <Tabs.Tab
                value="documents"
                rightSection={
                  <Badge size="xs" variant="light" circle>
                    {dossier.data.documents.length}
                  </Badge>
                }
              >
                {t('dossier.tab.documents')}
              </Tabs.Tab>
              <Tabs.Tab value="xml" disabled={!dossier.data.filed}>
                {t('dossier.tab.xml')}
              </Tabs.Tab>
              <Tabs.Tab value="history">{t('dossier.tab.history')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="declaration" pt="sm">
              {hasData(dossier.data) ? (
                <DeclarationView declaration={dossier.data.declaration} />
              ) : (
                <Text c="dimmed" size="sm">
                  {t('dossier.noData')}
                </Text>
              )}
            </Tabs.Panel>
            <Tabs.Panel value="goods" pt="sm">
              <GoodsItemsTable items={dossier.data.declaration?.goods_items ?? []} />
            </Tabs.Panel>
            <Tabs.Panel value="documents" pt="sm">
              <DocumentsList dossierId={dossier.data.uuid} documents={dossier.data.documents} />
            </Tabs.Panel>
            <Tabs.Panel value="xml" pt="sm">
              {dossier.data.filed ? (
                <FiledXml dossierId={dossier.data.uuid} filed={dossier.data.filed} />
              ) : (
                <Group>
                  <Text c="dimmed" size="sm">
                    {t('dossier.notFiled')}
                  </Text>
                </Group>
              )}
            </Tabs.Panel>
            <Tabs.Panel value="history" pt="sm">
              <HistoryTable dossierId={dossier.data.uuid} updatedAt={dossier.data.updatedAt} />
            </Tabs.Panel>
          </Tabs>
        </>
      )}
    </Stack>
  );
}
