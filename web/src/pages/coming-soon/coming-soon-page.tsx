import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useParams } from 'react-router';

// What each later page will do, in SPEC.md's words ("Web pages (routes)").
const PURPOSES: [RegExp, string][] = [
  [/\/Review(Import|Export|Transit)$/i, 'Review and correct the extracted data.'],
  [/\/GoodsBreakdown(Import|Transit)$/i, 'Break the goods down into declaration items.'],
  [/TransportCosts$/i, 'Calculate transport costs.'],
  [
    /\/Declare(Import|Export|Transit)$/i,
    'Fill the declaration-specific fields and generate the XML.',
  ],
  [
    /^\/Integrations\/ReferenceData$/i,
    'What the code pickers offer, and whether each list is synced or the embedded fallback.',
  ],
  [/^\/Admin\//i, 'Administration.'],
];

/** A SPEC.md page that a later issue builds: it opens inside the shell, so no link leads to a 404. */
export default function ComingSoonPage({ notFound = false }: { notFound?: boolean }) {
  const { pathname } = useLocation();
  const { id } = useParams();
  const purpose = PURPOSES.find(([pattern]) => pattern.test(pathname))?.[1];
  return (
    <Stack gap="sm" maw={640}>
      <Title order={2} size="h3">
        {notFound ? 'No such page' : 'Coming soon'}
      </Title>
      <Alert color={notFound ? 'red' : 'blue'} role="status">
        <Text size="sm">
          {notFound ? (
            <>
              <code>{pathname}</code> is not a page of this application.
            </>
          ) : (
            <>
              <code>{pathname}</code> is not built yet. {purpose}
            </>
          )}
        </Text>
      </Alert>
      {id ? (
        <Anchor component={Link} to={`/Dossiers/${id}`}>
          Back to the dossier
        </Anchor>
      ) : (
        <Anchor component={Link} to="/Dossiers">
          Go to the dossiers
        </Anchor>
      )}
    </Stack>
  );
}
