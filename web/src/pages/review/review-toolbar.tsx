import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Menu,
  Switch,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useT } from '../../i18n/use-t.ts';
import type { SaveState } from './use-review-draft.ts';

export interface ReviewToolbarProps {
  readonly ucr: string;
  readonly editable: boolean;
  readonly state: SaveState;
  readonly dirty: boolean;
  readonly autosave: boolean;
  readonly onAutosave: (on: boolean) => void;
  readonly onSave: () => void;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly onUndo: () => void;
  readonly onRedo: () => void;
  readonly errors: number | undefined;
  readonly checking: boolean;
  readonly canReadAgain: boolean;
  readonly onReadAgain: (mode: 'standard' | 'vision') => void;
  readonly onApprove: () => void;
  readonly approving: boolean;
}

/** Where the review stands: saved or not, errors standing, and the ways on (save, approve). */
export function ReviewToolbar(props: ReviewToolbarProps) {
  const t = useT();
  const { state } = props;
  const saveText =
    state.kind === 'saving'
      ? t('review.saving')
      : state.kind === 'failed'
        ? t('review.saveFailed', {
            reason: state.error instanceof Error ? state.error.message : String(state.error),
          })
        : props.dirty || state.kind === 'unsaved' || state.kind === 'stale'
          ? t('review.unsaved')
          : t('review.saved');
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Group gap="xs" wrap="nowrap">
        <Title order={2} size="h4" style={{ whiteSpace: 'nowrap' }}>
          {t('review.title', { ucr: props.ucr })}
        </Title>
        {props.errors !== undefined && (
          <Badge
            color={props.errors > 0 ? 'red' : 'teal'}
            variant="light"
            data-testid="errors-standing"
            style={{ flexShrink: 0 }}
          >
            {props.checking
              ? t('review.checking')
              : props.errors > 0
                ? t('review.errorsStand', { count: props.errors })
                : t('review.noErrors')}
          </Badge>
        )}
      </Group>
      {props.editable && (
        <Group gap="xs" wrap="nowrap" ml="auto">
          <Text
            size="sm"
            c={state.kind === 'failed' ? 'red' : props.dirty ? 'orange' : 'dimmed'}
            data-testid="save-state"
            data-state={props.dirty ? 'unsaved' : state.kind}
            aria-live="polite"
            style={{ whiteSpace: 'nowrap' }}
          >
            {saveText}
          </Text>
          <Switch
            size="xs"
            label={t('review.autosave')}
            checked={props.autosave}
            onChange={(event) => props.onAutosave(event.currentTarget.checked)}
          />
          <Tooltip label={t('review.undo')}>
            <ActionIcon
              variant="default"
              aria-label={t('review.undo')}
              disabled={!props.canUndo}
              onClick={props.onUndo}
            >
              ↶
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('review.redo')}>
            <ActionIcon
              variant="default"
              aria-label={t('review.redo')}
              disabled={!props.canRedo}
              onClick={props.onRedo}
            >
              ↷
            </ActionIcon>
          </Tooltip>
          <Button
            variant="default"
            size="xs"
            onClick={props.onSave}
            disabled={!props.dirty || state.kind === 'saving'}
          >
            {t('review.save')}
          </Button>
          {props.canReadAgain && (
            <Menu position="bottom-end">
              <Menu.Target>
                <Button variant="default" size="xs">
                  {t('review.readAgain')} ▾
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{t('review.readAgainHint')}</Menu.Label>
                <Menu.Item onClick={() => props.onReadAgain('standard')}>
                  {t('review.readAgain')}
                </Menu.Item>
                <Menu.Item onClick={() => props.onReadAgain('vision')}>
                  {t('review.processAi')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          )}
          <Button
            size="xs"
            color="teal"
            onClick={props.onApprove}
            loading={props.approving}
            disabled={state.kind === 'saving' || state.kind === 'stale'}
          >
            {t('review.approve')}
          </Button>
        </Group>
      )}
    </Group>
  );
}
