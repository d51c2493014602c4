import { defineConfig } from 'vite';

// The partner-onboarding page (issue 19): plain TypeScript and the widget itself, a page of its own at
// /onboarding built apart from the widget so nothing of it reaches a hotel's visitors. The server
// serves dist/onboarding/ under /onboarding/ with a strict CSP (server/src/http/onboarding-page.ts).
export default defineConfig({
  root: 'demo/onboarding',
  base: '/onboarding/',
  publicDir: false,
  build: {
    outDir: '../../dist/onboarding',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // Vite's preload helper would add inline code for a page with no lazy chunks; nothing to preload.
    modulePreload: false,
    // No inline assets: the page's CSP has no `data:` for styles or scripts.
    assetsInlineLimit: 0,
  },
});
