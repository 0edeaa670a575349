/** Bundles one Lambda entry into outDir (index.mjs, chunks/, source maps) as every Lambda is bundled (build.mjs). */
export declare function bundleLambdaSync(entry: string, outDir: string): void;
/** esbuild's options for one Lambda entry (build.mjs). */
export declare function bundleOptions(entry: string, outfile: string, sdk?: 'bundled' | 'external'): object;
