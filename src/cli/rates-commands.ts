import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { withDatabase } from './context.ts';
import { formatTable } from './format-table.ts';
import { load } from './modules.ts';

/** `customs rates`: the customs exchange rates filing converts with (issue 28). */
export const registerRatesCommands = (program: Command): void => {
  const rates = program
    .command('rates')
    .description('Customs exchange rates: units of a currency per euro, valid for a month');

  rates
    .command('import')
    .description('Import a CSV (columns currency, per_euro, month): all lines or none')
    .argument('<file>', 'CSV file, comma or semicolon separated')
    .action((file: string) =>
      withDatabase(async ({ database, actor, out }) => {
        const { importRates } = await load.reference();
        const stored = await importRates(database.db, readFileSync(file, 'utf8'), actor);
        out(`Imported ${stored.length} rate(s).`);
      }),
    );

  rates
    .command('set')
    .description('Set the rate of one currency for one month (a correction replaces it)')
    .argument('<currency>', 'ISO 4217 code, e.g. USD')
    .argument('<perEuro>', 'units of the currency per euro, e.g. 1.0712')
    .requiredOption('--month <yyyy-mm>', 'the month the rate is valid for')
    .option('--reason <text>', 'why it is set by hand, kept in the audit log')
    .action((currency: string, perEuro: string, options: { month: string; reason?: string }) =>
      withDatabase(async ({ database, actor, out }) => {
        const { setRate } = await load.reference();
        const rate = await setRate(
          database.db,
          { currency, perEuro, month: options.month },
          actor,
          options.reason ? { reason: options.reason } : {},
        );
        out(
          `${rate.currency} ${rate.perEuro} per euro, valid ${rate.validFrom} to ${rate.validTo}.`,
        );
      }),
    );

  rates
    .command('list')
    .description('The rates, oldest month first')
    .option('--currency <code>', 'only this currency')
    .option('--on <yyyy-mm-dd>', 'only the rates valid on this day')
    .option('--json', 'print JSON for scripts')
    .action((options: { currency?: string; on?: string; json?: boolean }) =>
      withDatabase(async ({ database, out }) => {
        const { listRates } = await load.reference();
        const list = await listRates(database.db, {
          ...(options.currency ? { currency: options.currency.toUpperCase() } : {}),
          ...(options.on ? { on: options.on } : {}),
        });
        if (options.json) return out(JSON.stringify(list));
        out(
          formatTable(
            ['Currency', 'Per euro', 'Valid from', 'Valid to', 'Source', 'Set by'],
            list.map((rate) => [
              rate.currency,
              String(rate.perEuro),
              rate.validFrom,
              rate.validTo,
              rate.source,
              rate.updatedBy,
            ]),
          ),
        );
      }),
    );
};
