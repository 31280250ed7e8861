import { Alert, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../app/page-title.ts';
import { useSession } from '../../api/session-queries.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { useT } from '../../i18n/use-t.ts';
import { mayOpen, type AdminPolicy } from './admin-pages.ts';

/**
 * An administration page's frame: its title, and for someone without the role a sentence saying
 * whose page it is instead of a page of errors. The server refuses the API to them either way.
 */
export function AdminGate({
  title,
  policy,
  children,
}: {
  title: MessageId;
  policy: AdminPolicy;
  children: ReactNode;
}) {
  const t = useT();
  usePageTitle(t(title));
  const roles = useSession().data?.user.roles ?? [];
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t(title)}
      </Title>
      {mayOpen(roles, policy) ? (
        children
      ) : (
        <Alert color="yellow" role="status" maw={640}>
          <Text size="sm">
            {t('admin.notAllowed', {
              roles: t(policy === 'admin' ? 'admin.roles.admin' : 'admin.roles.superUserOrAdmin'),
              yours: roles.map((role) => t(`role.${role}` as MessageId)).join(', '),
            })}
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
