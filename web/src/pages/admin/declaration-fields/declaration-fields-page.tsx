import { Stack, Table, Text, Title } from '@mantine/core';
import { useDeclarationSettings } from '../../../api/admin-queries.ts';
import type { DeclarationSetting } from '../../../api/types.ts';
import { ErrorBox, TableSkeleton } from '../../../components/query-state.tsx';
import type { MessageId } from '../../../i18n/messages/index.ts';
import { useT } from '../../../i18n/use-t.ts';
import { AdminGate } from '../admin-gate.tsx';
import { CountryAliasesSection } from './country-aliases-section.tsx';
import { SettingRow } from './setting-row.tsx';

// The defaults as a declarant thinks of them, by the part of the declaration they fill.
const GROUPS: [MessageId, RegExp][] = [
  ['companyDefaults.group.declarant', /^declarations:(declarant_|crin|contact_|representative)/],
  ['companyDefaults.group.authorisations', /^declarations:auth_/],
  ['companyDefaults.group.offices', /^declarations:(.*_office|location_of_goods|warehouse)$/],
  ['companyDefaults.group.consignor', /^declarations:consignor_/],
  ['companyDefaults.group.principal', /^declarations:(transit_principal_|guarantee)/],
  ['companyDefaults.group.message', /./],
];

const groupOf = (setting: DeclarationSetting) =>
  GROUPS.find(([, pattern]) => pattern.test(setting.key))![0];

function DeclarationFields() {
  const t = useT();
  const settings = useDeclarationSettings();
  if (settings.isPending) return <TableSkeleton />;
  if (settings.isError)
    return <ErrorBox error={settings.error} onRetry={() => void settings.refetch()} />;
  return (
    <Stack gap="md">
      <Text size="sm" maw={900}>
        {t('companyDefaults.intro')}
      </Text>
      {GROUPS.map(([group]) => {
        const rows = settings.data.filter((setting) => groupOf(setting) === group);
        if (rows.length === 0) return null;
        return (
          <section key={group} aria-label={t(group)}>
            <Title order={3} size="h5" mb={6}>
              {t(group)}
            </Title>
            <Table withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('companyDefaults.setting')}</Table.Th>
                  <Table.Th>{t('companyDefaults.value')}</Table.Th>
                  <Table.Th>{t('companyDefaults.changed')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((setting) => (
                  <SettingRow key={setting.key} setting={setting} />
                ))}
              </Table.Tbody>
            </Table>
          </section>
        );
      })}
      <CountryAliasesSection />
    </Stack>
  );
}

/** `/Admin/DeclarationFields` (RequiresSuperUserOrAdmin): the company defaults of every declaration. */
export default function DeclarationFieldsPage() {
  return (
    <AdminGate title="admin.page.DeclarationFields" policy="superUserOrAdmin">
      <DeclarationFields />
    </AdminGate>
  );
}
