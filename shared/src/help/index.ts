export * from './attributes';
export * from './media-url';
export * from './questions';
export * from './schemas';
