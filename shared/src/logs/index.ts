export * from './log-text';
export * from './schemas';
