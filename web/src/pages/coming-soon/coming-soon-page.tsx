import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { usePageTitle } from '../../app/page-title.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { useT } from '../../i18n/use-t.ts';

// What each later page will do, in SPEC.md's words ("Web pages (routes)").
const PURPOSES: [RegExp, MessageId][] = [
  [/\/Review(Import|Export|Transit)$/i, 'soon.review'],
  [/\/GoodsBreakdown(Import|Transit)$/i, 'soon.breakdown'],
  [/TransportCosts$/i, 'soon.costs'],
  [/\/Declare(Import|Export|Transit)$/i, 'soon.declare'],
  [/^\/Integrations\/ReferenceData$/i, 'soon.referenceData'],
  [/^\/Admin\//i, 'soon.admin'],
];

/** A SPEC.md page that a later issue builds: it opens inside the shell, so no link leads to a 404. */
export default function ComingSoonPage({ notFound = false }: { notFound?: boolean }) {
  const t = useT();
  const { pathname } = useLocation();
  const { id } = useParams();
  const purpose = PURPOSES.find(([pattern]) => pattern.test(pathname))?.[1];
  const title = t(notFound ? 'soon.notFoundTitle' : 'soon.title');
  usePageTitle(title);
  const path = <code key="path">{pathname}</code>;
  return (
    <Stack gap="sm" maw={640}>
      <Title order={2} size="h3">
        {title}
      </Title>
      <Alert color={notFound ? 'red' : 'blue'} role="status">
        <Text size="sm">
          {notFound ? (
            <PathSentence text={t('soon.notFound', { path: '\u0000' })} path={path} />
          ) : (
            <>
              <PathSentence text={t('soon.notBuilt', { path: '\u0000' })} path={path} />
              {purpose && ` ${t(purpose)}`}
            </>
          )}
        </Text>
      </Alert>
      {id ? (
        <Anchor component={Link} to={`/Dossiers/${id}`}>
          {t('soon.backToDossier')}
        </Anchor>
      ) : (
        <Anchor component={Link} to="/Dossiers">
          {t('soon.toDossiers')}
        </Anchor>
      )}
    </Stack>
  );
}

/** A translated sentence with the path set in code type where the translation puts it. */
function PathSentence({ text, path }: { text: string; path: ReactNode }) {
  const [before = '', after = ''] = text.split('\u0000');
  return (
    <>
      {before}
      {path}
      {after}
    </>
  );
}
