import type * as Shared from '@switchboard/shared';
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';

// The contract's TypeScript sources are loaded with tsx: Vite hands package imports of its config to Node as they are.
const { apiPathPrefixes } = (await tsImport('@switchboard/shared', import.meta.url)) as typeof Shared;

/** Where `npm run dev` finds the API (the local runtime). */
const apiTarget = process.env.SWITCHBOARD_API_URL ?? 'http://localhost:3000';

/** Each API path prefix of the route table (e.g. /Auth, /SetupProcessEntity) and /health go to the API. */
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  [...apiPathPrefixes(), '/health'].map((prefix) => [`^${prefix}(/|$|\\?)`, { target: apiTarget }]),
);

const INLINE_FONT = /url\((['"]?)data:font\/(woff2?|ttf|otf);base64,([A-Za-z0-9+/=]+)\1\)/g;

/**
 * Cloudscape's global styles carry their fonts as data: URLs, which a strict Content-Security-Policy
 * (default-src 'self', no font-src data:) blocks, and which make the first page's CSS ~140 KB gzip. This writes each
 * one to a file and points the CSS at it, so Vite emits the fonts as hashed assets loaded from 'self' on demand.
 */
function extractInlineFonts(cacheDir: string): Plugin {
  return {
    name: 'switchboard:extract-inline-fonts',
    enforce: 'pre',
    transform(code, id) {
      const path = id.split('?')[0]!;
      if (!path.endsWith('.css') || !code.includes('data:font/')) return null;
      mkdirSync(cacheDir, { recursive: true });
      const rewritten = code.replace(INLINE_FONT, (_match, _quote, extension: string, base64: string) => {
        const bytes = Buffer.from(base64, 'base64');
        const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}.${extension}`;
        const file = join(cacheDir, name);
        if (!existsSync(file)) writeFileSync(file, bytes);
        return `url("${relative(dirname(path), file).split(sep).join('/')}")`;
      });
      return { code: rewritten, map: null };
    },
  };
}

export default defineConfig({
  plugins: [react(), extractInlineFonts(fileURLToPath(new URL('./node_modules/.cache/inline-fonts', import.meta.url)))],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
  },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
});
