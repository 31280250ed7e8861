import { Checkbox, Code, SimpleGrid, Table, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import {
  useDeleteProvenanceType,
  useProvenanceTypes,
  useSaveProvenanceType,
  type ProvenanceType,
  type ProvenanceTypeChange,
} from '../../../api/masterdata-queries.ts';
import { useT } from '../../../i18n/use-t.ts';
import { AdminGate } from '../admin-gate.tsx';
import { EntryCells } from '../masterdata/entry-cells.tsx';
import { DeleteDialog, EntryDialog } from '../masterdata/entry-dialogs.tsx';
import { ListPage } from '../masterdata/list-page.tsx';
import { useFormFaults } from '../masterdata/masterdata-faults.ts';

const EMPTY: ProvenanceTypeChange = {
  code: '',
  name_nl: '',
  name_fr: '',
  name_en: '',
  active: true,
};
const FIELDS = ['code', 'name_nl', 'name_fr', 'name_en'] as const;

function ProvenanceTypeDialog({
  editing,
  onClose,
}: {
  editing: ProvenanceType | 'new' | null;
  onClose: () => void;
}) {
  const t = useT();
  const [form, setForm] = useState<ProvenanceTypeChange>(EMPTY);
  const [seen, setSeen] = useState<typeof editing>(null);
  if (editing !== seen) {
    setSeen(editing);
    setForm(editing && editing !== 'new' ? { ...editing } : EMPTY);
  }
  const save = useSaveProvenanceType({
    onSuccess: (saved) => {
      notifications.show({ color: 'green', message: t('masterdata.saved', { name: saved.code }) });
      onClose();
    },
  });
  const faults = useFormFaults(save.error, FIELDS);
  const close = () => {
    save.reset();
    onClose();
  };
  const field = (name: (typeof FIELDS)[number]) => ({
    value: form[name],
    error: faults.byField[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setForm({ ...form, [name]: event.currentTarget.value }),
  });
  const id = editing && editing !== 'new' ? editing.id : undefined;
  return (
    <EntryDialog
      opened={editing !== null}
      title={id ? t('provenance.editTitle', { name: form.code }) : t('provenance.new')}
      onClose={close}
      onSubmit={() => save.mutate({ id, body: form })}
      saving={save.isPending}
      elsewhere={faults.elsewhere}
    >
      <TextInput
        data-autofocus
        required
        label={t('provenance.code')}
        description={t('provenance.codeHint')}
        w={260}
        {...field('code')}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput required label={t('provenance.nameNl')} {...field('name_nl')} />
        <TextInput required label={t('provenance.nameFr')} {...field('name_fr')} />
        <TextInput required label={t('provenance.nameEn')} {...field('name_en')} />
      </SimpleGrid>
      <Checkbox
        label={t('masterdata.active')}
        description={t('masterdata.activeHint')}
        checked={form.active ?? true}
        onChange={(event) => setForm({ ...form, active: event.currentTarget.checked })}
      />
    </EntryDialog>
  );
}

function ProvenanceTypes() {
  const t = useT();
  const list = useProvenanceTypes();
  const [editing, setEditing] = useState<ProvenanceType | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ProvenanceType | null>(null);
  const remove = useDeleteProvenanceType({
    onSuccess: () => {
      notifications.show({
        color: 'green',
        message: t('masterdata.deleted', { name: deleting?.code ?? '' }),
      });
      setDeleting(null);
    },
  });
  return (
    <>
      <ListPage
        intro="provenance.intro"
        none="provenance.none"
        newLabel="provenance.new"
        query={list}
        onNew={() => setEditing('new')}
        head={
          <>
            <Table.Th>{t('provenance.code')}</Table.Th>
            <Table.Th>{t('provenance.nameNl')}</Table.Th>
            <Table.Th>{t('provenance.nameFr')}</Table.Th>
            <Table.Th>{t('provenance.nameEn')}</Table.Th>
          </>
        }
        row={(entry: ProvenanceType) => (
          <Table.Tr key={entry.id}>
            <Table.Td>
              <Code>{entry.code}</Code>
            </Table.Td>
            <Table.Td lang="nl">{entry.name_nl}</Table.Td>
            <Table.Td lang="fr">{entry.name_fr}</Table.Td>
            <Table.Td lang="en">{entry.name_en}</Table.Td>
            <EntryCells
              name={entry.code}
              active={entry.active}
              updatedAt={entry.updated_at}
              updatedBy={entry.updated_by}
              onEdit={() => setEditing(entry)}
              onDelete={() => setDeleting(entry)}
            />
          </Table.Tr>
        )}
      />
      <ProvenanceTypeDialog editing={editing} onClose={() => setEditing(null)} />
      <DeleteDialog
        name={deleting?.code ?? null}
        onClose={() => setDeleting(null)}
        remove={{ ...remove, mutate: () => deleting && remove.mutate(deleting.id) }}
      />
    </>
  );
}

/** `/Admin/ProvenanceTypes` (RequiresSuperUserOrAdmin): where dossiers' data comes from, as the office names it. */
export default function ProvenanceTypesPage() {
  return (
    <AdminGate title="admin.page.ProvenanceTypes" policy="superUserOrAdmin">
      <ProvenanceTypes />
    </AdminGate>
  );
}
