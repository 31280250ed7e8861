import { Checkbox, Select, TagsInput, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import {
  useSaveCustomsTeam,
  type CustomsTeam,
  type CustomsTeamChange,
} from '../../../api/masterdata-queries.ts';
import { useT } from '../../../i18n/use-t.ts';
import { EntryDialog } from '../masterdata/entry-dialogs.tsx';
import { useFormFaults } from '../masterdata/masterdata-faults.ts';

interface Form {
  name: string;
  role_claim: string;
  offices: string[];
  default_office: string | null;
  active: boolean;
}
const EMPTY: Form = { name: '', role_claim: '', offices: [], default_office: null, active: true };
const FIELDS = ['name', 'role_claim', 'offices', 'default_office'] as const;

export function TeamDialog({
  editing,
  onClose,
}: {
  editing: CustomsTeam | 'new' | null;
  onClose: () => void;
}) {
  const t = useT();
  const [form, setForm] = useState<Form>(EMPTY);
  const [seen, setSeen] = useState<typeof editing>(null);
  if (editing !== seen) {
    setSeen(editing);
    setForm(
      editing && editing !== 'new'
        ? {
            name: editing.name,
            role_claim: editing.role_claim,
            offices: [...editing.offices],
            default_office: editing.default_office,
            active: editing.active,
          }
        : EMPTY,
    );
  }
  const save = useSaveCustomsTeam({
    onSuccess: (saved) => {
      notifications.show({ color: 'green', message: t('masterdata.saved', { name: saved.name }) });
      onClose();
    },
  });
  const faults = useFormFaults(save.error, FIELDS);
  const close = () => {
    save.reset();
    onClose();
  };
  const id = editing && editing !== 'new' ? editing.id : undefined;
  // Codes typed in lower case or with spaces are the same office: the server keeps them so.
  const offices = [
    ...new Set(form.offices.map((office) => office.replace(/\s+/g, '').toUpperCase())),
  ];
  const body: CustomsTeamChange = { ...form, offices };
  return (
    <EntryDialog
      opened={editing !== null}
      title={id ? t('teams.editTitle', { name: form.name }) : t('teams.new')}
      onClose={close}
      onSubmit={() => save.mutate({ id, body })}
      saving={save.isPending}
      elsewhere={faults.elsewhere}
    >
      <TextInput
        data-autofocus
        required
        label={t('teams.name')}
        value={form.name}
        error={faults.byField.name}
        onChange={(event) => setForm({ ...form, name: event.currentTarget.value })}
      />
      <TextInput
        required
        label={t('teams.roleClaim')}
        description={t('teams.roleClaimHint')}
        value={form.role_claim}
        error={faults.byField.role_claim}
        onChange={(event) => setForm({ ...form, role_claim: event.currentTarget.value })}
      />
      <TagsInput
        label={t('teams.offices')}
        description={t('teams.officesHint')}
        value={offices}
        error={faults.byField.offices}
        onChange={(value) =>
          setForm({
            ...form,
            offices: value,
            default_office: value.includes(form.default_office ?? '') ? form.default_office : null,
          })
        }
        splitChars={[',', ' ', ';']}
        acceptValueOnBlur
      />
      <Select
        label={t('teams.defaultOffice')}
        description={t('teams.defaultOfficeHint')}
        data={offices}
        value={form.default_office}
        clearable
        error={faults.byField.default_office}
        onChange={(value) => setForm({ ...form, default_office: value })}
        w={260}
      />
      <Checkbox
        label={t('masterdata.active')}
        checked={form.active}
        onChange={(event) => setForm({ ...form, active: event.currentTarget.checked })}
      />
    </EntryDialog>
  );
}
