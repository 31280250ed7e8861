import { Alert, Anchor, List, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useT } from '../../i18n/use-t.ts';
import { findingPlace } from '../dossier/finding-place.ts';
import type { Reading, ReviewFinding } from './reading.ts';

export interface ReviewFindingsProps {
  readonly reading: Reading | null;
  readonly findings: readonly ReviewFinding[];
  readonly lineCount: number;
  readonly findingText: (finding: ReviewFinding) => string;
  /** Takes the declarant to the value a finding names. */
  readonly onGoTo: (path: string) => void;
}

const SEVERITY_ORDER = { error: 0, warning: 1, info: 2 } as const;

/**
 * What extraction noticed, on top (a page that is a scan, no goods table on page 1), then what
 * the checks find on the declaration as it stands, each a link to its value; and when there is no
 * goods line, why.
 */
export function ReviewFindings(props: ReviewFindingsProps) {
  const t = useT();
  const intl = useIntl();
  const has = (id: string) => id in intl.messages;
  const notices = (props.reading?.documents ?? []).flatMap((document) =>
    document.notices.map((notice) => ({ file: document.fileName, notice })),
  );
  const failed = (props.reading?.documents ?? []).filter((document) => document.error);
  const sorted = [...props.findings].sort(
    (a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity],
  );
  const errors = sorted.filter((finding) => finding.severity === 'error').length;
  const noLines = props.lineCount === 0;
  return (
    <>
      {!props.reading && (
        <Text size="sm" c="dimmed">
          {t('review.noReading')}
        </Text>
      )}
      {(notices.length > 0 || failed.length > 0 || noLines) && (
        <Alert
          color={noLines ? 'orange' : 'blue'}
          variant="light"
          p="xs"
          title={t('review.notices')}
        >
          <List size="sm" spacing={0}>
            {noLines && (
              <List.Item>
                {props.reading
                  ? t('review.noLinesRead', {
                      files: props.reading.documents
                        .map((document) => document.fileName)
                        .join(', '),
                    })
                  : t('review.noLines')}
              </List.Item>
            )}
            {failed.map((document) => (
              <List.Item key={`failed:${document.document}`}>
                <Text span fw={600} size="sm">
                  {document.fileName}
                </Text>
                {`: ${document.error}`}
              </List.Item>
            ))}
            {notices.map(({ file, notice }, index) => (
              <List.Item key={`${file}:${index}`}>
                <Text span fw={600} size="sm">
                  {file}
                </Text>
                {`: ${notice}`}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {sorted.length > 0 && (
        <Alert
          color={errors > 0 ? 'red' : 'orange'}
          variant="light"
          p="xs"
          title={t('review.findings', { count: sorted.length })}
          data-testid="review-findings"
        >
          <List size="sm" spacing={0} style={{ maxHeight: 140, overflow: 'auto' }}>
            {sorted.map((finding, index) => (
              <List.Item
                key={`${finding.code}:${finding.path}:${index}`}
                data-severity={finding.severity}
              >
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  fw={600}
                  onClick={() => props.onGoTo(finding.path)}
                >
                  {findingPlace(finding.path, t, has)}
                </Anchor>
                {': '}
                {props.findingText(finding)}{' '}
                <Text span c="dimmed" size="xs">
                  ({finding.code})
                </Text>
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </>
  );
}
