export * from './log-text';
export * from './schemas';
export * from './record-words';
