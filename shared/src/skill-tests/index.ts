export * from './botium-import';
export * from './definition';
export * from './json-schema';
export * from './routes';
export * from './schemas';
export * from './step-check';
export * from './report-mail';
export * from './tenant-limits';
