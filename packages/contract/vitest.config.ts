import { defineProject } from 'vitest/config';

// maxWorkers as the web project's (they share a group): vitest's default is cores - 1.
export default defineProject({ test: { name: 'contract', include: ['src/**/*.test.ts'], maxWorkers: 2 } });
