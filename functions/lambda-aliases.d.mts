/** Package name → the absolute path of the file bundled in its place (lambda-aliases.mjs). */
export declare const lambdaAliases: Readonly<Record<string, string>>;
