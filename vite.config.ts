import { defineConfig } from 'vite';

// The client lives in client/; the built bundle goes to dist/client and is served by the game server.
export default defineConfig({
  root: 'client',
  publicDir: '../public',
  build: { outDir: '../dist/client', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
});
