import type { BuildOptions } from 'esbuild';

/** esbuild's options for one Lambda entry; `outfile` is the entry's …/index.mjs, its chunks go beside it (build.mjs). */
export declare function bundleOptions(entry: string, outfile: string, sdk?: 'bundled' | 'external'): BuildOptions;
/** Bundles one Lambda entry into outDir (index.mjs, chunks/, source maps) as every Lambda is bundled (build.mjs). */
export declare function bundleLambdaSync(entry: string, outDir: string): void;
