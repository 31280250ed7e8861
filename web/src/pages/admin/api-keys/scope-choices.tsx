import { Checkbox, Stack, Text } from '@mantine/core';
import type { ApiKey } from '../../../api/types.ts';
import { useT } from '../../../i18n/use-t.ts';

const SCOPES = ['declarations', 'masterdata'] as const satisfies ApiKey['scopes'];

/** The scopes a key may hold (decision 0015), each with what it allows. */
export function ScopeChoices({
  value,
  onChange,
}: {
  value: ApiKey['scopes'];
  onChange: (scopes: ApiKey['scopes']) => void;
}) {
  const t = useT();
  return (
    <Checkbox.Group
      label={t('apiKeys.scopes')}
      value={[...value]}
      onChange={(chosen) => onChange(SCOPES.filter((scope) => chosen.includes(scope)))}
      error={value.length === 0 ? t('apiKeys.pickScope') : undefined}
    >
      <Stack gap={6} mt={6}>
        {SCOPES.map((scope) => (
          <Checkbox
            key={scope}
            value={scope}
            label={
              <>
                {t(`apiKeys.scope.${scope}`)}{' '}
                <Text span size="xs" c="dimmed">
                  ({t(`apiKeys.scope.${scope}.hint`)})
                </Text>
              </>
            }
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
