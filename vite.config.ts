import { execSync } from 'node:child_process';
import { existsSync, lstatSync } from 'node:fs';
import { resolve } from 'node:path';
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

/**
 * `dist` and `dist-ssr` are links to the build being served (scripts/build.ts): a plain `vite build` would empty
 * that build in place under a running server. Builds go through `npm run build`, which names its own folders.
 */
function refuseServedOutDir(): Plugin {
  return {
    name: 'portal-refuse-served-out-dir',
    apply: 'build',
    configResolved(config) {
      const outDir = resolve(config.root, config.build.outDir);
      if (existsSync(outDir) && lstatSync(outDir).isSymbolicLink())
        throw new Error(
          `${config.build.outDir} is the build being served (a link into .builds/): run \`npm run build\` instead of \`vite build\`.`,
        );
    },
  };
}

/** The portal's own plugins, for the browser build and the server-rendering build alike. */
const portalPlugins = () => [
  refuseServedOutDir(),
  tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes' }),
  react(),
  babel({ presets: [linguiTransformerBabelPreset()] }),
  lingui(),
];

/**
 * `vite build --ssr`: the module the server imports to render pages (dist-ssr/entry-server.js). It sits
 * outside dist/ so it is never served or precached.
 */
const ssrBuild = defineConfig({
  define: { __BUILD_ID__: JSON.stringify(buildId), 'process.env.NODE_ENV': JSON.stringify('production') },
  plugins: portalPlugins(),
  // Packages go into the bundle too, built for production (React's server renderer in its fast form).
  ssr: { noExternal: true },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    target: 'node22',
    sourcemap: false,
    copyPublicDir: false,
    // One file: the server re-imports it under a new URL after a rebuild, which chunks would not follow.
    rolldownOptions: { output: { inlineDynamicImports: true } },
  },
});

const browserBuild = defineConfig({
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  plugins: [
    ...portalPlugins(),
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

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? ssrBuild : browserBuild));
