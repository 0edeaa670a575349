export * from './botium-import';
export * from './definition';
export * from './json-schema';
