import { defineConfig } from 'vite';

// The client lives in client/; the built bundle goes to dist/client and is served by the game server.
export default defineConfig({
  root: 'client',
  publicDir: '../public',
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    // A lazily loaded chunk is named for its folder too (battle-open, replay-open), so the sizes the
    // bench prints say which is which.
    rollupOptions: {
      output: {
        chunkFileNames: (chunk) => {
          const dir = chunk.facadeModuleId?.split(/[\\/]/).at(-2);
          return `assets/${dir && dir !== 'client' ? `${dir}-` : ''}[name]-[hash].js`;
        },
      },
    },
  },
});
