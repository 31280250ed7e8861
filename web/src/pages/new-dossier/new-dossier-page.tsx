import { Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { NewDossierForm } from './new-dossier-form.tsx';

/** `/NewDossier`: upload the documents of a manual dossier; it then waits for extraction. */
export default function NewDossierPage() {
  const navigate = useNavigate();
  return (
    <Stack gap="md" maw={1200}>
      <Title order={2} size="h3">
        New dossier
      </Title>
      <NewDossierForm
        onCreated={(created) => {
          notifications.show({
            color: 'green',
            message: `Dossier ${created.ucr} created; it waits for extraction`,
          });
          void navigate(`/Dossiers/${created.uuid}`);
        }}
      />
    </Stack>
  );
}
