import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Mantine's styles are not needed to assert what a user reads and what is sent.
    css: false,
    // Two shared cores: the component tests run in one worker after the node:test suite.
    pool: 'threads',
    maxWorkers: 1,
    testTimeout: 20_000,
  },
});
