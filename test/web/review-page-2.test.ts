import { reviewPageWalks } from './review-page-walks.ts';
// Last: its check that PostgreSQL answers (3 s) runs after every other module has loaded.
import { databaseKinds } from '../support/databases.ts';

// On PostgreSQL only: the saves, checks and approval behind the page run on both databases in
// test/web-api/review-saves.test.ts; the walks (2.5 minutes a database) test the page.
reviewPageWalks(
  databaseKinds.find((kind) => kind.name === 'postgres')!,
  2,
);
