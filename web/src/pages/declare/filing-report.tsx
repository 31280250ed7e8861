import { Alert, Anchor, List, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { FilingPreview, FilingProblem } from '../../api/declare-queries.ts';
import { useT } from '../../i18n/use-t.ts';
import { findingPlace } from '../dossier/finding-place.ts';
import { fieldOfPath, isSetting } from './field-of-path.ts';

export interface FilingReportProps {
  readonly preview: FilingPreview;
  /** The review page, opened at a value: `?at=<pointer>`. */
  readonly reviewAt: (path: string) => string;
  /** Focuses a field of this page. */
  readonly onField: (field: string) => void;
}

/**
 * What stands in the way of filing, each problem a link to what fixes it: a field of this page, a
 * value on the review page, or a company setting (named; an administrator's). Once the message
 * builds, says so.
 */
export function FilingReport({ preview, reviewAt, onField }: FilingReportProps) {
  const t = useT();
  const intl = useIntl();
  const has = (id: string) => id in intl.messages;
  if (!preview.available)
    return (
      <Alert color="red" variant="light" p="xs" data-testid="filing-report">
        {t('declare.unavailable', { reason: preview.unavailable ?? '' })}
      </Alert>
    );
  if (preview.problems.length === 0)
    return (
      <Alert color="teal" variant="light" p="xs" data-testid="filing-report" data-complete="true">
        {t('declare.complete', { type: preview.messageType })}
      </Alert>
    );
  const place = (problem: FilingProblem) => {
    const field = fieldOfPath(problem.path);
    const name = findingPlace(problem.path, t, has);
    if (field)
      return (
        <Anchor component="button" type="button" size="sm" fw={600} onClick={() => onField(field)}>
          {t(`declare.field.${field}` as 'declare.field.billOfLadingRef')}
        </Anchor>
      );
    if (isSetting(problem.path))
      return (
        <Text span size="sm" fw={600}>
          {name}{' '}
          <Text span c="dimmed" size="xs">
            ({t('declare.inSettings')})
          </Text>
        </Text>
      );
    return (
      <Anchor component={Link} to={reviewAt(problem.path)} size="sm" fw={600}>
        {name === problem.path ? problem.element : name}{' '}
        <Text span c="dimmed" size="xs">
          ({t('declare.onReview')})
        </Text>
      </Anchor>
    );
  };
  return (
    <Alert
      color="red"
      variant="light"
      p="xs"
      title={t('declare.problems', { count: preview.problems.length })}
      data-testid="filing-report"
      data-complete="false"
    >
      <List size="sm" spacing={2}>
        {preview.problems.map((problem, index) => (
          <List.Item key={`${problem.path}:${problem.element}:${index}`} data-path={problem.path}>
            {place(problem)}
            {`: ${problem.message}`}
            {problem.rule && (
              <Text span c="dimmed" size="xs">
                {' '}
                ({t('declare.rule', { rule: problem.rule })})
              </Text>
            )}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
