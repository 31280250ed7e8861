import type { Command } from 'commander';

// Placeholder until the tariff part lands.
export const registerTariffCommands = (_reference: Command): void => {};
