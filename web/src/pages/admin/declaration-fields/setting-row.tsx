import { Button, Code, Group, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useSaveDeclarationSetting } from '../../../api/admin-queries.ts';
import { ApiError } from '../../../api/api-error.ts';
import { identifierMessage, type IdentifierParams } from '../../../api/identifier-faults.ts';
import type { DeclarationSetting } from '../../../api/types.ts';
import type { MessageId } from '../../../i18n/messages/index.ts';
import { useFormats } from '../../../i18n/use-formats.ts';
import { useT } from '../../../i18n/use-t.ts';

const checkText = (
  setting: DeclarationSetting,
): [MessageId, Record<string, string>] | undefined => {
  const check = setting.check;
  if (!check) return undefined;
  if (check.kind === 'office-code' && check.role)
    return ['companyDefaults.check.office-code.role', { role: check.role }];
  return [`companyDefaults.check.${check.kind}` as MessageId, {}];
};

/** One default: what it is for, its value to edit, who changed it last; a refusal under the field. */
export function SettingRow({ setting }: { setting: DeclarationSetting }) {
  const t = useT();
  const { dateTime } = useFormats();
  const [value, setValue] = useState(setting.value);
  const [seen, setSeen] = useState(setting.value);
  // The stored value changed (saved here, normalised by the server): the field shows it.
  if (setting.value !== seen) {
    setSeen(setting.value);
    setValue(setting.value);
  }
  const save = useSaveDeclarationSetting({
    onSuccess: (saved) =>
      notifications.show({
        color: 'green',
        message: t('companyDefaults.saved', { key: saved.key }),
      }),
  });
  const fault =
    save.error instanceof ApiError
      ? (save.error.errors.map((complaint) => {
          const params = complaint.params as Partial<IdentifierParams> | undefined;
          if (params?.kind) {
            const { message, values } = identifierMessage(params);
            return t(message, values);
          }
          return complaint.message;
        })[0] ?? save.error.message)
      : undefined;
  const check = checkText(setting);
  const name = setting.key.slice('declarations:'.length);
  return (
    <Table.Tr>
      <Table.Td w={340}>
        <Code>{name}</Code>
        <Text size="xs" c="dimmed">
          {setting.description}
        </Text>
      </Table.Td>
      <Table.Td>
        <form
          aria-label={name}
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate({ key: setting.key, value });
          }}
        >
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              size="xs"
              w={260}
              aria-label={name}
              value={value}
              description={check ? t(check[0], check[1]) : undefined}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              error={fault}
              onChange={(event) => {
                setValue(event.currentTarget.value);
                if (save.isError) save.reset();
              }}
            />
            <Button
              size="xs"
              type="submit"
              variant="light"
              loading={save.isPending}
              disabled={value === setting.value}
            >
              {t('companyDefaults.save')}
            </Button>
          </Group>
        </form>
      </Table.Td>
      <Table.Td>
        <Text size="xs" c="dimmed">
          {setting.updated_at && setting.updated_by
            ? t('companyDefaults.by', {
                time: dateTime(setting.updated_at),
                name: setting.updated_by,
              })
            : t('companyDefaults.never')}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
