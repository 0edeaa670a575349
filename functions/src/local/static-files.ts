import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { securityHeaders } from '../http/security-headers';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

interface Cached {
  body: Buffer;
  gzip?: Buffer;
  type: string;
}

/**
 * Serves the built console from web/dist: hashed assets cached for a year, extension-less paths fall back to
 * index.html (the SPA routes), compressible files gzipped once and kept in memory.
 */
export function staticFiles(root: string) {
  const cache = new Map<string, Cached>();

  function load(path: string): Cached | undefined {
    const hit = cache.get(path);
    if (hit) return hit;
    if (!existsSync(path) || !statSync(path).isFile()) return undefined;
    const body = readFileSync(path);
    const type = TYPES[extname(path)] ?? 'application/octet-stream';
    // Gzipped when it is text of some size and gzip makes it smaller (a file near 1 KB is worth it, too).
    const compressed = /text|javascript|json|svg/.test(type) && body.length > 256 ? gzipSync(body) : undefined;
    const entry = { body, type, gzip: compressed && compressed.length < body.length ? compressed : undefined };
    cache.set(path, entry);
    return entry;
  }

  /** Serves a GET or HEAD of the (already decoded) path. */
  return (request: IncomingMessage, response: ServerResponse, decodedPath: string): void => {
    const safe = normalize(decodedPath).replace(/^([/\\])+/, '');
    let path = join(root, safe);
    if (!path.startsWith(root + sep) && path !== root) path = join(root, 'index.html');
    let file = load(path);
    const isAsset = extname(safe) !== '';
    if (!file && !isAsset) file = load(join(root, 'index.html'));
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...securityHeaders });
      response.end(
        existsSync(join(root, 'index.html')) ? 'Not found' : 'The console is not built: run npm run build:web',
      );
      return;
    }
    const immutable = safe.startsWith('assets/');
    const headers: Record<string, string> = {
      'content-type': file.type,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...securityHeaders,
    };
    const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    if (file.gzip && acceptsGzip) {
      headers['content-encoding'] = 'gzip';
      headers.vary = 'accept-encoding';
    }
    response.writeHead(200, headers);
    response.end(request.method === 'HEAD' ? undefined : file.gzip && acceptsGzip ? file.gzip : file.body);
  };
}
