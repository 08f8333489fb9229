/** Build id injected by vite.config.ts `define`; the service worker build inherits it. */
declare const __BUILD_ID__: string;
