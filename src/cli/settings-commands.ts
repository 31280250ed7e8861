import type { Command } from 'commander';
import {
  getRuntimeSetting,
  readRuntimeSettings,
  setRuntimeSetting,
  shownValue,
} from '../runtime-settings/index.ts';
import { catalog, definitionOf, findSettingKey, runtimeSettingKeys } from '../settings/index.ts';
import { withDatabase } from './context.ts';

export const registerSettingsCommands = (program: Command): void => {
  const settings = program.command('settings').description('Read and change settings');

  settings
    .command('get')
    .description('Print a setting: runtime settings from the database, others as configured')
    .argument('<key>', 'e.g. declarations:sender_gln (case-insensitive)')
    .action((typed: string) =>
      withDatabase(async ({ database, loaded, out }) => {
        const key = findSettingKey(typed);
        if (key && !definitionOf(key).runtime) {
          const kind = catalog[key].kind as { format(value: unknown): string };
          const shown = definitionOf(key).secret
            ? '(secret, not shown)'
            : kind.format(loaded.settings[key]);
          out(`${shown}\t(start-up configuration, from ${loaded.sources.get(key) ?? 'default'})`);
          return;
        }
        const setting = await getRuntimeSetting(database.db, typed);
        out(shownValue(setting.key, setting.value));
      }),
    );

  settings
    .command('set')
    .description('Change a runtime setting; validated and written to the audit log')
    .argument('<key>', 'e.g. declarations:sender_gln')
    .argument('<value>', 'new value; an empty string clears it')
    .action((typed: string, value: string) =>
      withDatabase(async ({ database, actor, out }) => {
        const changed = await setRuntimeSetting(database.db, typed, value, actor);
        out(`${changed.key} = ${shownValue(changed.key, changed.value)}`);
      }),
    );

  settings
    .command('list')
    .description('Print every runtime setting with its current value')
    .action(() =>
      withDatabase(async ({ database, out }) => {
        const values = await readRuntimeSettings(database.db);
        for (const key of runtimeSettingKeys) {
          const kind = catalog[key].kind as { format(value: unknown): string };
          out(`${key} = ${shownValue(key, kind.format(values[key]))}`);
        }
      }),
    );
};
