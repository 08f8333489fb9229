import { execSync } from 'node:child_process';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const gitSha = (() => {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'nogit';
  }
})();
/** Unique per build: the portal polls builds/latest.json and reloads when this changes. */
const buildId = `${gitSha}-${Date.now().toString(36)}`;

function buildManifest(): Plugin {
  return {
    name: 'portal-build-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: JSON.stringify({ id: buildId, builtAt: new Date().toISOString() }),
      });
    },
  };
}

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes' }),
    react(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    lingui(),
    buildManifest(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      // The web app manifest is per tenant (name, colours), so the server renders it.
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2}'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  server: {
    // `vite` dev serves src/; everything the backend answers goes to a running `npm run serve`.
    proxy: Object.fromEntries(
      ['/api', '/media', '/icons', '/manifest.webmanifest', '/hosted'].map((path) => [
        path,
        'http://localhost:8080',
      ]),
    ),
  },
  build: { target: 'es2022', sourcemap: false, manifest: true },
});
