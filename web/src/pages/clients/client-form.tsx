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
import { useEffect, useRef, useState } from 'react';
import { ApiError, placeProblems } from '../../api/api-error.ts';
import { problemWording } from '../../components/query-state.tsx';
import { useSaveClient, type ClientChanges } from '../../api/client-queries.ts';
import {
  hintMessage,
  messagesByField,
  problemMessage,
  useFaultWords,
  type FaultWords,
} from '../../api/field-faults.ts';
import type { Client } from '../../api/types.ts';
import { memberHint } from '../../api/validators.ts';
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
import { useLanguage } from '../../i18n/language-context.ts';
import { LOCALES } from '../../i18n/languages.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { readDecimal } from '../../i18n/read-decimal.ts';
import { useFormats } from '../../i18n/use-formats.ts';
import { useT } from '../../i18n/use-t.ts';
import { CountryName } from './country-name.tsx';
import { DecimalChoice } from './decimal-choice.tsx';
import { normaliseOnBlur } from './normalise-on-blur.ts';

const GROUPS: { title: MessageId; fields: ClientField[] }[] = [
  { title: 'client.group.identity', fields: ['code', 'name', 'identification_number'] },
  { title: 'client.group.address', fields: ['street_and_number', 'postcode', 'city', 'country'] },
  {
    title: 'client.group.references',
    fields: ['fr1', 'auth_c503', 'ref_4007', 'et_14000', 'default_procedure', 'ref_cbam'],
  },
  { title: 'client.group.air', fields: ['air_transport_rate_per_kg', 'air_transport_minimum'] },
];

const valuesOf = (client: Client | undefined, locale: string): ClientValues => {
  const values = emptyClientValues();
  if (client) for (const field of CLIENT_FIELDS) values[field] = toFormText(client[field], locale);
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
const validate = (values: ClientValues, words: FaultWords) =>
  messagesByField(checkClient(values, CLIENT_FIELDS).faults, words);

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
  const t = useT();
  const words = useFaultWords();
  const formats = useFormats();
  const { language } = useLanguage();
  const [initial] = useState(() => valuesOf(client, LOCALES[language]));
  const [refusal, setRefusal] = useState<{ title: string; lines: string[] } | null>(null);
  const form = useForm<ClientValues>({
    mode: 'uncontrolled',
    initialValues: initial,
    validate: (values) => validate(values, words),
    validateInputOnBlur: true,
    enhanceGetInputProps: ({ field, inputProps }) =>
      field === 'identification_number'
        ? normaliseOnBlur(inputProps)
        : (UPPER_CASE_FIELDS as readonly string[]).includes(field)
          ? upperCaseOnChange(inputProps)
          : undefined,
  });
  const country = form.useWatchValue('country');
  // A fault shown in one language is said again in the next one chosen.
  const wordedIn = useRef(language);
  useEffect(() => {
    if (wordedIn.current === language) return;
    wordedIn.current = language;
    for (const field of Object.keys(form.errors)) void form.validateField(field);
  }, [language, form]);

  const save = useSaveClient(client?.code, {
    onSuccess: (saved) => {
      notifications.show({ color: 'green', message: t('client.saved', { code: saved.code }) });
      onDone(saved);
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) {
        setRefusal({ title: t('client.notSaved'), lines: [String(error)] });
        return;
      }
      const { byField, elsewhere } = placeProblems(error, CLIENT_FIELDS, (problem) =>
        problemMessage(problem, words),
      );
      if (error.code === 'client-code-taken' && !byField.code)
        byField.code = error.detail ?? error.title;
      form.setErrors(byField);
      const placed = Object.keys(byField).length > 0;
      const worded = problemWording(error, t);
      setRefusal({
        title: worded.title,
        lines: [...(placed && !elsewhere.length ? [] : [worded.detail ?? '']), ...elsewhere].filter(
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
    <form
      onSubmit={submit}
      noValidate
      aria-label={client ? t('client.drawer', { code: client.code }) : t('client.formNew')}
    >
      <Stack gap="md">
        {client && (
          <Group gap="xs">
            <Badge variant="light" color={client.is_customs_client ? 'green' : 'gray'}>
              {t(client.is_customs_client ? 'client.isCustoms' : 'client.isMasterdata')}
            </Badge>
            <Text size="xs" c="dimmed">
              {t('client.stamps', {
                created: formats.dateTime(client.created_at),
                createdBy: client.created_by,
                updated: formats.dateTime(client.updated_at),
                updatedBy: client.updated_by,
              })}
            </Text>
          </Group>
        )}
        {client && handEdited.size > 0 && (
          <Text size="xs" c="dimmed">
            {t('client.handEdited', {
              fields: [...handEdited]
                .map((field) =>
                  field in CLIENT_LABELS ? t(CLIENT_LABELS[field as ClientField]) : field,
                )
                .join(', '),
            })}
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
              {t(group.title)}
            </Title>
            <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
              {group.fields.map((field) => (
                <TextInput
                  key={form.key(field)}
                  size="sm"
                  label={
                    <>
                      {t(CLIENT_LABELS[field])}
                      {handEdited.has(field) && (
                        <Badge size="xs" variant="light" color="grape" ml={6}>
                          {t('client.handEditedBadge')}
                        </Badge>
                      )}
                    </>
                  }
                  withAsterisk={!readOnly && (field === 'code' || field === 'name')}
                  readOnly={readOnly || (field === 'code' && !!client)}
                  placeholder={
                    readOnly ? undefined : hintMessage(memberHint('ClientItem', field), words)
                  }
                  inputMode={field.startsWith('air_') ? 'decimal' : undefined}
                  data-autofocus={field === (client ? 'name' : 'code') ? true : undefined}
                  {...form.getInputProps(field)}
                  description={field === 'country' ? <CountryName code={country} /> : undefined}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  error={
                    field.startsWith('air_') &&
                    form.errors[field] &&
                    'ambiguous' in readDecimal(form.getValues()[field]) ? (
                      <DecimalChoice
                        typed={form.getValues()[field]}
                        message={form.errors[field] as string}
                        write={words.plain}
                        onChoose={(text) => {
                          form.setFieldValue(field, text);
                          form.validateField(field);
                        }}
                      />
                    ) : (
                      form.errors[field]
                    )
                  }
                />
              ))}
            </SimpleGrid>
          </Stack>
        ))}
        {readOnly ? (
          <Text size="sm" c="dimmed">
            {t('client.readOnly')}
          </Text>
        ) : (
          <Group justify="flex-end">
            <Button variant="default" onClick={() => onDone(null)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t(client ? 'client.saveChanges' : 'client.create')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
