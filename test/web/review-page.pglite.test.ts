import { reviewPageWalks } from './review-page-walks.ts';
// Last: its check that PostgreSQL answers runs after every other module has loaded.
import { databaseKinds } from '../support/databases.ts';

reviewPageWalks(databaseKinds.find((kind) => kind.name === 'pglite')!);
