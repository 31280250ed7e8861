import { DatabaseInUseError } from './db/index.ts';
import { runService } from './service.ts';

try {
  await runService();
} catch (error) {
  // Start-up failures a person can act on get one plain line; anything else keeps its stack for the logs.
  process.stderr.write(
    `${error instanceof DatabaseInUseError ? error.message : ((error as Error).stack ?? String(error))}\n`,
  );
  process.exit(1);
}
