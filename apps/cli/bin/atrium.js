#!/usr/bin/env node
// The sources are TypeScript, run through tsx (`node --import tsx`).
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
