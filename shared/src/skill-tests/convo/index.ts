export * from './botium-export';
export * from './imported';
export * from './read-test-file';
export * from './resolve-lookups';
