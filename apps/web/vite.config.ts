import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The build is base-path agnostic: asset URLs are relative ('./'), the server makes the page's URLs
// absolute under app.baseUrl's path when it answers a page, chunks load each other relative to
// themselves, and the router takes its basename from the config.
export default defineConfig({
  // So the build works whichever directory it is started from.
  root: import.meta.dirname,
  base: './',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
});
