import {
  Alert,
  Badge,
  Button,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ApiError, placeProblems } from '../../api/api-error.ts';
import { useSaveClient, type ClientChanges } from '../../api/client-queries.ts';
import { messagesByField } from '../../api/field-faults.ts';
import type { Client } from '../../api/types.ts';
import { memberHint } from '../../api/validators.ts';
import { formatDateTime } from '../../app/format.ts';
import {
  checkClient,
  CLIENT_FIELDS,
  CLIENT_LABELS,
  emptyClientValues,
  toApiValue,
  toFormText,
  UPPER_CASE_FIELDS,
  type ClientField,
  type ClientValues,
} from '../../components/client-fields.ts';
import { upperCaseOnChange } from '../../components/upper-case-input.ts';

const GROUPS: { title: string; fields: ClientField[] }[] = [
  { title: 'Identity', fields: ['code', 'name', 'identification_number'] },
  { title: 'Address', fields: ['street_and_number', 'postcode', 'city', 'country'] },
  {
    title: 'Authorisations and references',
    fields: ['fr1', 'auth_c503', 'ref_4007', 'et_14000', 'default_procedure', 'ref_cbam'],
  },
  { title: 'Air transport', fields: ['air_transport_rate_per_kg', 'air_transport_minimum'] },
];

const valuesOf = (client: Client | undefined): ClientValues => {
  const values = emptyClientValues();
  if (client) for (const field of CLIENT_FIELDS) values[field] = toFormText(client[field]);
  return values;
};

/** An edit's body: only what the person changed (null clears), so masterdata keeps the rest. */
export const changedMembers = (before: ClientValues, after: ClientValues): ClientChanges =>
  Object.fromEntries(
    CLIENT_FIELDS.filter((field) => before[field].trim() !== after[field].trim()).map((field) => [
      field,
      toApiValue(field, after[field]),
    ]),
  );

/** What the server's schema (and the form's reading of numbers) says of the values. */
const validate = (values: ClientValues) =>
  messagesByField(checkClient(values, CLIENT_FIELDS).faults);

/**
 * Create (no `client`) or edit a client with every SPEC.md member and its limit. Read-only for a
 * user without SuperUsers or Admins: the server would refuse the change anyway. The inputs keep
 * their own text (an uncontrolled form): typing does not draw the form again.
 */
export function ClientForm({
  client,
  readOnly,
  onDone,
}: {
  client?: Client;
  readOnly: boolean;
  onDone: (saved: Client | null) => void;
}) {
  const [initial] = useState(() => valuesOf(client));
  const [refusal, setRefusal] = useState<{ title: string; lines: string[] } | null>(null);
  const form = useForm<ClientValues>({
    mode: 'uncontrolled',
    initialValues: initial,
    validate,
    validateInputOnBlur: true,
    enhanceGetInputProps: ({ field, inputProps }) =>
      (UPPER_CASE_FIELDS as readonly string[]).includes(field)
        ? upperCaseOnChange(inputProps)
        : undefined,
  });

  const save = useSaveClient(client?.code, {
    onSuccess: (saved) => {
      notifications.show({ color: 'green', message: `Client ${saved.code} saved` });
      onDone(saved);
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) {
        setRefusal({ title: 'Not saved', lines: [String(error)] });
        return;
      }
      const { byField, elsewhere } = placeProblems(error, CLIENT_FIELDS);
      if (error.code === 'client-code-taken' && !byField.code)
        byField.code = error.detail ?? error.title;
      form.setErrors(byField);
      const placed = Object.keys(byField).length > 0;
      setRefusal({
        title: error.title,
        lines: [...(placed && !elsewhere.length ? [] : [error.detail ?? '']), ...elsewhere].filter(
          Boolean,
        ),
      });
    },
  });

  const submit = form.onSubmit((values) => {
    setRefusal(null);
    if (!client) {
      save.mutate(checkClient(values, CLIENT_FIELDS).item);
      return;
    }
    const changes = changedMembers(initial, values);
    if (Object.keys(changes).length === 0) onDone(null);
    else save.mutate(changes);
  });

  const handEdited = new Set(client?.hand_edited_fields ?? []);
  return (
    <form onSubmit={submit} noValidate aria-label={client ? `Client ${client.code}` : 'New client'}>
      <Stack gap="md">
        {client && (
          <Group gap="xs">
            <Badge variant="light" color={client.is_customs_client ? 'green' : 'gray'}>
              {client.is_customs_client ? 'Customs client' : 'Masterdata only'}
            </Badge>
            <Text size="xs" c="dimmed">
              Created {formatDateTime(client.created_at)} by {client.created_by} · updated{' '}
              {formatDateTime(client.updated_at)} by {client.updated_by}
            </Text>
          </Group>
        )}
        {client && handEdited.size > 0 && (
          <Text size="xs" c="dimmed">
            Edited by hand, kept when masterdata sends the client again:{' '}
            {[...handEdited]
              .map((field) => CLIENT_LABELS[field as ClientField] ?? field)
              .join(', ')}
          </Text>
        )}
        {refusal && (
          <Alert color="red" title={refusal.title} role="alert">
            {refusal.lines.map((line) => (
              <Text size="sm" key={line}>
                {line}
              </Text>
            ))}
          </Alert>
        )}
        {GROUPS.map((group) => (
          <Stack gap={6} key={group.title}>
            <Title order={3} size="h6">
              {group.title}
            </Title>
            <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
              {group.fields.map((field) => (
                <TextInput
                  key={form.key(field)}
                  size="sm"
                  label={
                    <>
                      {CLIENT_LABELS[field]}
                      {handEdited.has(field) && (
                        <Badge size="xs" variant="light" color="grape" ml={6}>
                          edited by hand
                        </Badge>
                      )}
                    </>
                  }
                  withAsterisk={!readOnly && (field === 'code' || field === 'name')}
                  readOnly={readOnly || (field === 'code' && !!client)}
                  placeholder={readOnly ? undefined : memberHint('ClientItem', field)}
                  inputMode={field.startsWith('air_') ? 'decimal' : undefined}
                  data-autofocus={field === (client ? 'name' : 'code') ? true : undefined}
                  {...form.getInputProps(field)}
                />
              ))}
            </SimpleGrid>
          </Stack>
        ))}
        {readOnly ? (
          <Text size="sm" c="dimmed">
            Only SuperUsers and Admins may change clients.
          </Text>
        ) : (
          <Group justify="flex-end">
            <Button variant="default" onClick={() => onDone(null)}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {client ? 'Save changes' : 'Create client'}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
