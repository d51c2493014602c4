import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The venue's desk (issue 17): a page of its own at /desk, built apart from the widget so nothing of it
// reaches a hotel's visitors. Its pages are lazy chunks; the server serves dist/desk/ under /desk/.
export default defineConfig({
  root: 'desk',
  plugins: [react()],
  base: '/desk/',
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: '../dist/desk',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 1200,
  },
});
