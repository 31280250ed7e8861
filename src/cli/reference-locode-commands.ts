import type { Command } from 'commander';

// Placeholder until the locode part lands.
export const registerLocodeCommands = (_reference: Command): void => {};
