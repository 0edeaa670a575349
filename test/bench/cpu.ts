import { readFileSync } from 'node:fs';

/** CPU seconds used so far (utime + stime from /proc, in ticks of 10 ms) by a process, all its threads, or one thread. */
function cpuSeconds(statFile: string): number {
  const fields = readFileSync(statFile, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime, the 14th and 15th fields of stat (the 12th and 13th after the command's name).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** A process's CPU seconds so far: all its threads, and its main thread alone (whose task has the process's id). */
export const cpuOf = (pid: number) => ({
  all: cpuSeconds(`/proc/${pid}/stat`),
  main: cpuSeconds(`/proc/${pid}/task/${pid}/stat`),
});
