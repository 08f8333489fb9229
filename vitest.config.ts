import { availableParallelism } from 'node:os';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default leaves one core for itself; on 2 cores (CI) that is one worker, idle while a test waits
    // for PostgreSQL or argon2: two keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        plugins: [react(), babel({ presets: [linguiTransformerBabelPreset()] }), lingui()],
        define: { __BUILD_ID__: JSON.stringify('test') },
        // Dexie's import wrapper loads its UMD build, which only runs natively; its ESM build can be inlined.
        resolve: { alias: [{ find: /^dexie$/, replacement: 'dexie/dist/dexie.mjs' }] },
        test: {
          name: 'portal',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', 'contract/**/*.test.ts'],
          // One worker, window and set of imports for all files; the setup files give each file a fresh start.
          isolate: false,
          setupFiles: ['src/test/fresh-globals.ts', 'src/test/fresh-document.ts'],
          // Dependencies with module state (IndexedDB handles, Lingui's i18n, TanStack Query's online and
          // focus managers) are evaluated anew for every file, as in a fresh worker.
          server: {
            deps: {
              inline: [
                'dexie',
                'idb-keyval',
                'fake-indexeddb',
                /@lingui\/(core|react)/,
                /@tanstack\/(react-)?query/,
              ],
            },
          },
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          globalSetup: ['server/src/testing/global-setup.ts'],
          pool: 'forks',
          // As in the portal project: one worker process for many files, each given a fresh start.
          isolate: false,
          setupFiles: ['src/test/fresh-globals.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
