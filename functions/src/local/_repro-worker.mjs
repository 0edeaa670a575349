import { register } from 'tsx/esm/api';
register();
await import('./_repro-worker.ts');
