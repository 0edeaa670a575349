export declare const HEADLESS_SHELL: string;
export declare const FULL_CHROMIUM: string;
/** The Chromium binary the end-to-end tests drive (scripts/chromium.mjs). */
export declare function chromiumPath(): string;
