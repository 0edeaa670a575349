/**
 * The mixed load's requests as their AWS SDK calls alone: what DESIGN §5's stack (the AWS SDK and dynalite) allows on
 * this machine, whatever the runtime's own code does. Run by test/bench/run.ts in a child process. It starts the
 * local runtime in-process, makes each of the load's calls (load.ts) once over HTTP and catches the SDK commands it
 * sends (after a first call of each, so the session and the services are warm, as under the load), then replays
 * those commands through the same SDK clients to the same stand-in, 50 requests in flight for 10 s, with no HTTP
 * runtime, middleware or service code in between. A replayed write stores a new record (its ids renewed), as the
 * load's writes do. Prints requests a second and the CPU a request (main thread, other threads) as JSON.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { randomUUID } from 'node:crypto';
import { DEMO_ORG, OTHER_ORG } from './in-process-runtime';
import { startListCall } from './list-call';
import { calls } from './load';
import { cpuOf } from './cpu';

const IN_FLIGHT = 50;
const SECONDS = 10;

type Command = { constructor: new (input: unknown) => Command; input: unknown };
type Sender = { send: (command: Command) => Promise<unknown> };
interface Sent {
  client: Sender;
  Command: Command['constructor'];
  input: unknown;
  write: boolean;
}

// The runtime with the demo organization's admin signed in and 50 invoices added, as the load has it.
const { runtime, signedIn: reader } = await startListCall();
const writer = await runtime.signIn('other.admin@example.org');

// Every SDK client (the document client, the cached low-level one, Secrets Manager's) sends through smithy's Client.
const clientPrototype = Object.getPrototypeOf(DynamoDBClient.prototype) as Sender;
const send = clientPrototype.send;
let caught: Sent[] | undefined;
clientPrototype.send = function (this: Sender, command: Command, ...rest: never[]) {
  const name = command.constructor.name;
  caught?.push({
    client: this,
    Command: command.constructor,
    input: structuredClone(command.input),
    write: /^(Put|BatchWrite)/.test(name),
  });
  return (send as (...args: unknown[]) => Promise<unknown>).call(this, command, ...rest);
};

const requests: Sent[][] = [];
for (const { method, path, headers, body } of Object.values(
  calls({ reader: reader.cookie!, writer: writer.cookie! }),
)) {
  const call = async () => {
    const answer = await runtime.send(path!, method!, headers as Record<string, string>, body as string | undefined);
    if (answer.status >= 300) throw new Error(`${path} answered ${answer.status}`);
  };
  await call();
  caught = [];
  await call();
  if (!caught.length) throw new Error(`no SDK command was caught for ${path}`);
  requests.push(caught);
  caught = undefined;
}
clientPrototype.send = send;

const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const kept = new Set([DEMO_ORG, OTHER_ORG]);
/** A write's input with every id but the organizations' renewed (one new id for each old one). */
function renewed(input: unknown): unknown {
  const fresh = new Map<string, string>();
  const renew = (value: unknown): unknown => {
    if (typeof value === 'string')
      return value.replace(uuid, (id) =>
        kept.has(id) ? id : (fresh.get(id) ?? (fresh.set(id, randomUUID()), fresh.get(id)!)),
      );
    if (Array.isArray(value)) return value.map(renew);
    if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, renew(inner)]));
    return value;
  };
  return renew(input);
}

async function replay(request: Sent[]) {
  for (const sent of request)
    await sent.client.send(new sent.Command(sent.write ? renewed(sent.input) : structuredClone(sent.input)));
}

let done = 0;
const before = cpuOf(process.pid);
const until = performance.now() + SECONDS * 1000;
await Promise.all(
  Array.from({ length: IN_FLIGHT }, async (_, worker) => {
    for (let next = worker; performance.now() < until; next++) {
      await replay(requests[next % requests.length]!);
      done++;
    }
  }),
);
const after = cpuOf(process.pid);
const commands = requests.map((request) => request.length);
const mainMs = (1000 * (after.main - before.main)) / done;
const otherMs = (1000 * (after.all - before.all)) / done - mainMs;
process.stdout.write(`${JSON.stringify({ requestsPerSecond: done / SECONDS, commands, mainMs, otherMs })}\n`);
await runtime.close();
process.exit(0);
