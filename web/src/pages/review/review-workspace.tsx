import { Badge, Group, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '@mantine/hooks';
import { problemMessage, useFaultWords } from '../../api/field-faults.ts';
import {
  useConfirmValues,
  useExtractAgain,
  useExtractionAttempt,
} from '../../api/review-queries.ts';
import type { DossierDetail } from '../../api/types.ts';
import { useDecimalSeparator, useFormats } from '../../i18n/use-formats.ts';
import { useStatusWord } from '../../components/status-badge.tsx';
import { useT } from '../../i18n/use-t.ts';
import { ApproveDialog } from './approve-dialog.tsx';
import { attemptReading } from './attempt-reading.ts';
import { AttemptsPanel } from './attempts-panel.tsx';
import { DocumentPane } from './document-pane.tsx';
import { gridLinesOf, withGridLines, withValueAt, type GridLine } from './draft.ts';
import { GoodsGrid, type GoodsGridHandle } from './goods-grid.tsx';
import type { DecimalSeparator } from './grid-columns.ts';
import { HeaderPanel } from './header-panel.tsx';
import { LineTariff } from './line-tariff.tsx';
import { capturedValue } from './header-capture.ts';
import {
  headerReadings,
  lineReadings,
  readingFindings,
  type DossierReading,
  type ReviewFinding,
  type ValueSource,
} from './reading.ts';
import { NoLinesReasons } from './no-lines-reasons.tsx';
import { ReviewFindings } from './review-findings.tsx';
import { REOPENABLE, ReopenButton } from '../declare/reopen-button.tsx';
import { ReviewToolbar } from './review-toolbar.tsx';
import { StaleDialog } from './stale-dialog.tsx';
import { useApproval } from './use-approval.ts';
import { useReviewDraft } from './use-review-draft.ts';
import { findingsByPath } from './value-marks.ts';
import classes from './review-page.module.css';

export interface ReviewWorkspaceProps {
  readonly dossier: DossierDetail & { declaration: NonNullable<DossierDetail['declaration']> };
  readonly reading: DossierReading;
  readonly onReload: () => void;
  readonly onReadAgain: () => void;
}

interface Focus {
  readonly path: string;
  readonly source: ValueSource | undefined;
}

/** The review of one dossier: the document on the left, its values on the right. */
export function ReviewWorkspace({ dossier, reading, onReload, onReadAgain }: ReviewWorkspaceProps) {
  const t = useT();
  const statusWord = useStatusWord();
  const formats = useFormats();
  const words = useFaultWords();
  // Typed as shown: en-BE writes 1.234,5 as Dutch and French do (issue 26).
  const separator: DecimalSeparator = useDecimalSeparator();
  const regime = dossier.regime;
  const editable = dossier.status === 'Review';
  const [viewing, setViewing] = useState<{ id: string; fileName: string } | undefined>();
  const viewed = useExtractionAttempt(dossier.uuid, viewing?.id);
  // An older attempt's reading shows beside the same values: its confidence, its sources.
  const read = useMemo(
    () =>
      (viewing &&
        viewed.data &&
        reading.reading &&
        attemptReading(viewed.data, viewing.fileName, reading.reading)) ||
      reading.reading,
    [viewing, viewed.data, reading.reading],
  );
  const readLines = useMemo(() => lineReadings(read), [read]);
  const headerRead = useMemo(() => headerReadings(read), [read]);
  const draft = useReviewDraft({
    dossierId: dossier.uuid,
    declaration: dossier.declaration,
    revision: dossier.revision,
    readLines: readLines.length,
    editable,
  });
  const [confirmed, setConfirmed] = useState<ReadonlySet<string>>(new Set());
  const checked = useMemo(
    () => new Set([...reading.changedByHand, ...reading.confirmed, ...confirmed]),
    [reading.changedByHand, reading.confirmed, confirmed],
  );
  const findings: ReviewFinding[] = useMemo(
    () => draft.findings ?? readingFindings(read),
    [draft.findings, read],
  );
  const byPath = useMemo(() => findingsByPath(findings), [findings]);
  const errors = draft.findings?.filter((finding) => finding.severity === 'error').length;
  const findingText = useCallback(
    (finding: ReviewFinding) =>
      problemMessage(
        {
          path: finding.path,
          message: finding.message,
          ...(finding.params ? { keyword: 'identifier', params: finding.params } : {}),
        },
        words,
      ),
    [words],
  );

  const documentNames = useMemo(
    () => new Map(dossier.documents.map((document) => [document.id, document.file_name ?? ''])),
    [dossier.documents],
  );
  const [focus, setFocus] = useState<Focus | undefined>(undefined);
  const [activeDocument, setActiveDocument] = useState<string | undefined>(undefined);
  const onFocusValue = useCallback((path: string, source: ValueSource | undefined) => {
    setFocus({ path, source });
    if (source) setActiveDocument(source.document);
  }, []);

  // The header's inputs mount after the first frame: the grid's first lines are drawn first.
  const headerShown = useDeferredValue(true, false);
  const grid = useRef<GoodsGridHandle>(null);
  const focusedMatch = focus && /^\/goods_items\/(\d+)\//.exec(focus.path);
  // The line's pickers follow the focus once it rests: arrows through the grid stay light.
  const [focusedLine] = useDebouncedValue(focusedMatch ? Number(focusedMatch[1]) : undefined, 250);
  const lines = useMemo(() => gridLinesOf(draft.draft), [draft.draft]);
  const { update } = draft;
  const onLines = useCallback(
    (next: GridLine[]) => update((current) => withGridLines(current, next)),
    [update],
  );
  const onCommit = useCallback(
    (path: string, value: unknown) =>
      update((current) => ({
        ...current,
        declaration: withValueAt(current.declaration, path, value),
      })),
    [update],
  );
  const confirm = useConfirmValues(dossier.uuid);
  const { mutate: sendConfirmed } = confirm;
  const onConfirm = useCallback(
    (paths: string[]) => {
      if (!editable || paths.length === 0) return;
      setConfirmed((current) => new Set([...current, ...paths]));
      sendConfirmed(paths.slice(0, 2000), {
        onError: (error) => notifications.show({ color: 'red', message: error.message }),
      });
    },
    [editable, sendConfirmed],
  );
  const onCapture = useCallback(
    (text: string) => {
      if (!editable || !focus) return;
      if (focus.path.startsWith('/goods_items/')) grid.current?.capture(text);
      else onCommit(focus.path, capturedValue(regime, focus.path, text, separator));
    },
    [editable, focus, onCommit, regime, separator],
  );
  /** Focuses the value at `path`; false while the page has not drawn it yet. */
  const goTo = useCallback((path: string) => {
    const goods = /^\/goods_items\/(\d+)(\/.*)?$/.exec(path);
    if (goods) {
      return grid.current?.goTo(Number(goods[1]), goods[2] ?? '') ?? false;
    }
    const input = document.querySelector<HTMLElement>(`[data-path="${CSS.escape(path)}"]`);
    input?.focus();
    input?.scrollIntoView({ block: 'center' });
    return input !== null;
  }, []);

  // Opened from a problem elsewhere (the Declare page's report): the value it names, as soon as
  // the header and the grid are drawn (they come a moment after the page).
  const [search] = useSearchParams();
  const at = search.get('at');
  useEffect(() => {
    if (!at) return;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout>;
    const attempt = () => {
      // Up to 6 s: a 999-line dossier's first draw takes about 3 (README, Benchmarks).
      if (!goTo(at) && ++tries < 120) timer = setTimeout(attempt, 50);
    };
    timer = setTimeout(attempt, 0);
    return () => clearTimeout(timer);
  }, [at, goTo]);

  const [onlyEyes, setOnlyEyes] = useState(false);
  const approval = useApproval(dossier.uuid, regime, draft.save);
  const extractAgain = useExtractAgain(dossier.uuid);

  return (
    <Stack gap="xs">
      <ReviewToolbar
        ucr={dossier.ucr}
        editable={editable}
        state={draft.state}
        dirty={draft.dirty}
        autosave={draft.autosave}
        onAutosave={draft.setAutosave}
        onSave={() => void draft.save()}
        canUndo={draft.canUndo}
        canRedo={draft.canRedo}
        onUndo={draft.undo}
        onRedo={draft.redo}
        errors={errors}
        checking={draft.checking}
        canReadAgain={dossier.source === 'Manual'}
        onReadAgain={(mode) =>
          extractAgain.mutate(mode, {
            onSuccess: () => {
              notifications.show({ message: t('review.readQueued') });
              onReadAgain();
            },
            onError: (error) => notifications.show({ color: 'red', message: error.message }),
          })
        }
        onApprove={() => approval.start(errors)}
        approving={approval.busy}
      />
      <Group gap="xs">
        {!editable && (
          <Text size="sm" c="dimmed">
            {t('review.readOnly', { status: statusWord(dossier.status) })}
          </Text>
        )}
        {REOPENABLE.has(dossier.status) && <ReopenButton dossierId={dossier.uuid} />}
        {dossier.source === 'Manual' && (
          <AttemptsPanel
            dossierId={dossier.uuid}
            readingAt={reading.reading?.at ?? ''}
            viewing={viewing?.id}
            onView={setViewing}
          />
        )}
        {viewing && viewed.data && (
          <Badge color="violet" variant="light" data-testid="viewing-attempt">
            {t('review.viewingAttempt', { attempt: viewed.data.attempt })}
          </Badge>
        )}
      </Group>
      <div className={classes.layout}>
        <DocumentPane
          dossierId={dossier.uuid}
          documents={dossier.documents}
          active={activeDocument}
          onActive={setActiveDocument}
          source={focus?.source}
          onCapture={onCapture}
        />
        <div
          className={classes.valuesPane}
          onKeyDown={(event) => {
            // Ctrl+Enter on a header value confirms it as read, as on a cell of the grid.
            const path = (event.target as HTMLElement).getAttribute('data-path');
            if (path && (event.ctrlKey || event.metaKey) && event.key === 'Enter') {
              event.preventDefault();
              onConfirm([path]);
            }
          }}
        >
          <ReviewFindings
            reading={read}
            findings={findings}
            findingText={findingText}
            onGoTo={goTo}
          />
          <div className={classes.headerScroll}>
            {headerShown && (
              <HeaderPanel
                regime={regime}
                declaration={draft.draft.declaration}
                readings={headerRead}
                checked={checked}
                findings={byPath}
                findingText={findingText}
                editable={editable}
                separator={separator}
                onCommit={onCommit}
                onFocusValue={onFocusValue}
              />
            )}
          </div>
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={600}>
              {t('review.lines', { count: lines.length })}
            </Text>
            <Switch
              size="xs"
              label={t('review.onlyEyes')}
              checked={onlyEyes}
              onChange={(event) => setOnlyEyes(event.currentTarget.checked)}
            />
          </Group>
          <NoLinesReasons reading={read} lineCount={lines.length} editable={editable} />
          <div
            className={classes.goods}
            style={{ height: `min(52%, ${62 + 30 * Math.max(lines.length, 3)}px)` }}
          >
            <GoodsGrid
              ref={grid}
              lines={lines}
              readings={readLines}
              documentNames={documentNames}
              checked={checked}
              findings={byPath}
              editable={editable}
              onlyEyes={onlyEyes}
              separator={separator}
              formats={formats}
              height="100%"
              onLines={onLines}
              onConfirm={onConfirm}
              onUndo={draft.undo}
              onRedo={draft.redo}
              onFocusValue={onFocusValue}
            />
          </div>
          {focusedLine !== undefined && lines[focusedLine] && (
            <LineTariff
              line={focusedLine}
              code={lines[focusedLine].item.commodity_code ?? ''}
              editable={editable}
              onPick={(code) => onCommit(`/goods_items/${focusedLine}/commodity_code`, code)}
              packageKind={lines[focusedLine].item.packages?.[0]?.type ?? ''}
              onPackageKind={(kind) =>
                onCommit(`/goods_items/${focusedLine}/packages/0/type`, kind)
              }
            />
          )}
          <Text size="xs" c="dimmed">
            {t('review.keys')}
          </Text>
        </div>
      </div>
      <ApproveDialog
        opened={approval.asking}
        errors={errors ?? 0}
        busy={approval.busy}
        onClose={approval.cancel}
        onApprove={approval.withReason}
      />
      <StaleDialog
        error={draft.state.kind === 'stale' ? draft.state.error : undefined}
        onReload={onReload}
      />
    </Stack>
  );
}
