import { execFileSync } from 'node:child_process';
import { lambdaEnv } from './lambda-env';

export interface ImportRun {
  ms: number;
  rssMB: number;
  /** A fixed loop timed in the same process after the import: how fast this process's CPU was. */
  loopMs: number;
}

/**
 * One fresh Node process importing a bundle: milliseconds from import() to its end, its resident memory then, and a
 * fixed loop's time after it. On a shared VM a vCPU can run ~30 % slower for minutes (seen here: the same bundle in 88
 * ms on one vCPU and 128 ms on the other); the loop shows a run's slow processes for what they are.
 */
export function importOnce(file: string, options: { node?: string; env?: NodeJS.ProcessEnv } = {}): ImportRun {
  const script = `const t=performance.now();import(${JSON.stringify(file)}).then(()=>{const ms=performance.now()-t;
    const l=performance.now();let x=0;for(let i=0;i<2e7;i++)x+=i%7;
    console.log(JSON.stringify({ms,rss:process.memoryUsage().rss,loopMs:performance.now()-l,x}))})`;
  // stderr piped: the SDK warns on every start under node 20.
  const out = execFileSync(options.node ?? process.execPath, ['-e', script], {
    env: options.env ?? lambdaEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const { ms, rss, loopMs } = JSON.parse(out.toString()) as { ms: number; rss: number; loopMs: number };
  return { ms, rssMB: rss / 1024 / 1024, loopMs };
}
