// The help index build job on its own thread (index-job-thread.ts starts it): the TypeScript job runs through tsx,
// registered here because a worker does not inherit the main thread's module hooks.
import { register } from 'tsx/esm/api';

register();
await import('./index-job-worker.ts');
