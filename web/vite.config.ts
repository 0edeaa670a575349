import { apiPathPrefixes } from '@switchboard/shared';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

/** Where `npm run dev` finds the API (the local runtime). */
const apiTarget = process.env.SWITCHBOARD_API_URL ?? 'http://localhost:3000';

/** Each API path prefix of the route table (e.g. /Auth, /SetupProcessEntity) and /health go to the API. */
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  [...apiPathPrefixes(), '/health'].map((prefix) => [`^${prefix}(/|$|\\?)`, { target: apiTarget }]),
);

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
  },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
});
