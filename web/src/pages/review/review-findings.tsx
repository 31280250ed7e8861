import { Alert, Anchor, List, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useFaultWords } from '../../api/field-faults.ts';
import { useT } from '../../i18n/use-t.ts';
import { findingPlace } from '../dossier/finding-place.ts';
import { gaveNoLines, reasonsOf, reasonText } from './read-reasons.ts';
import type { Reading, ReviewFinding } from './reading.ts';

export interface ReviewFindingsProps {
  readonly reading: Reading | null;
  readonly findings: readonly ReviewFinding[];
  readonly findingText: (finding: ReviewFinding) => string;
  /** Takes the declarant to the value a finding names. */
  readonly onGoTo: (path: string) => void;
}

const SEVERITY_ORDER = { error: 0, warning: 1, info: 2 } as const;

/**
 * What extraction noticed on the documents that gave lines (a page that was a scan, no model to
 * read it), in the page's language, then what the checks find on the declaration as it stands,
 * each a link to its value. Why a document gave no line is said above the goods
 * (no-lines-reasons.tsx), where the declarant looks for them.
 */
export function ReviewFindings(props: ReviewFindingsProps) {
  const t = useT();
  const intl = useIntl();
  const words = useFaultWords();
  const has = (id: string) => id in intl.messages;
  const notices = (props.reading?.documents ?? [])
    .filter((document) => !gaveNoLines(document))
    .flatMap((document) =>
      reasonsOf(document).map((reason) => ({ file: document.fileName, reason })),
    );
  const sorted = [...props.findings].sort(
    (a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity],
  );
  const errors = sorted.filter((finding) => finding.severity === 'error').length;
  return (
    <>
      {!props.reading && (
        <Text size="sm" c="dimmed">
          {t('review.noReading')}
        </Text>
      )}
      {notices.length > 0 && (
        <Alert color="blue" variant="light" p="xs" title={t('review.notices')}>
          <List size="sm" spacing={0}>
            {notices.map(({ file, reason }, index) => (
              <List.Item key={`${file}:${index}`} data-code={reason.code ?? ''}>
                <Text span fw={600} size="sm">
                  {file}
                </Text>
                {`: ${reasonText(reason, words)}`}
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
