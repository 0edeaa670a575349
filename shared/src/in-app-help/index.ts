export * from './default-help';
export * from './help-path';
export * from './schemas';
