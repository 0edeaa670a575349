// An encoding thread of index builds (index-encode-threads.ts starts it): the TypeScript runs through tsx, registered
// here because a worker does not inherit the main thread's module hooks.
import { register } from 'tsx/esm/api';

register();
await import('./index-encode-worker.ts');
