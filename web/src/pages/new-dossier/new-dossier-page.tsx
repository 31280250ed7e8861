import { Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useApi } from '../../app/api-context.tsx';
import { queryKeys } from '../../app/query-keys.ts';
import { NewDossierForm, type CreatedDossier } from './new-dossier-form.tsx';

/** `/NewDossier`: upload the documents of a manual dossier; it then waits for extraction. */
export default function NewDossierPage() {
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <Stack gap="md" maw={1200}>
      <Title order={2} size="h3">
        New dossier
      </Title>
      <NewDossierForm
        submit={(body, onProgress) => api.upload<CreatedDossier>('/api/dossiers', body, onProgress)}
        onCreated={(created) => {
          void queryClient.invalidateQueries({ queryKey: queryKeys.dossiers });
          void queryClient.invalidateQueries({ queryKey: queryKeys.clients });
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
