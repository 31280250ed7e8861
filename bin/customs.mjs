#!/usr/bin/env node
// The service runs its TypeScript sources through tsx (no build step); see docs/decisions.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
