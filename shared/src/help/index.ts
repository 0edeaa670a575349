export * from './attributes';
export * from './media-url';
export * from './questions';
export * from './schemas';
export * from './bulk';
export * from './bulk-format';
export * from './bulk-parse';
