import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The server injects the path of app.baseUrl into the page at serve time and the router takes its
// basename from the config, so the build itself stays base-path agnostic (base '/').
export default defineConfig({
  // So the build works whichever directory it is started from.
  root: import.meta.dirname,
  base: '/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
});
