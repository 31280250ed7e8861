import { Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../app/page-title.ts';
import { useT } from '../../i18n/use-t.ts';
import { NewDossierForm } from './new-dossier-form.tsx';

/** `/NewDossier`: upload the documents of a manual dossier; it then waits for extraction. */
export default function NewDossierPage() {
  const t = useT();
  usePageTitle(t('newDossier.title'));
  const navigate = useNavigate();
  return (
    <Stack gap="md" maw={1200}>
      <Title order={2} size="h3">
        {t('newDossier.title')}
      </Title>
      <NewDossierForm
        onCreated={(created) => {
          notifications.show({
            color: 'green',
            message: t('newDossier.created', { ucr: created.ucr }),
          });
          void navigate(`/Dossiers/${created.uuid}`);
        }}
      />
    </Stack>
  );
}
