import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { benchInvoice, startInProcessRuntime } from './in-process-runtime';

/**
 * The list call the request-cost benches time: the local runtime in this process, an OrgAdmin of the demo
 * organization signed in, 50 invoices added, GetInvoices over HTTP, and the very Query it performs (its index, order
 * and Limit, caught on its way to the client as the service sends it; it must be its only one) to send raw.
 */
export async function startListCall() {
  const runtime = await startInProcessRuntime();
  const { dynamo } = await import('../../functions/src/data/clients');
  const signedIn = await runtime.signIn('org.admin@example.com');
  for (let i = 0; i < 50; i++)
    await runtime.send('/SetupProcessEntity/PostInvoice', 'POST', signedIn, JSON.stringify(benchInvoice(i)));
  const getInvoices = async () => {
    const answer = await runtime.send('/SetupProcessEntity/GetInvoices', 'GET', signedIn);
    if (answer.status !== 200) throw new Error(`GetInvoices answered ${answer.status}`);
  };

  const client = dynamo();
  const send = client.send.bind(client);
  const performed: QueryCommandInput[] = [];
  client.send = ((command: unknown, ...rest: never[]) => {
    if (command instanceof QueryCommand) performed.push(command.input);
    return send(command as never, ...rest);
  }) as typeof client.send;
  try {
    await getInvoices();
  } finally {
    // Back to the prototype's send (an own property left behind would hide any later wrapper of it).
    Reflect.deleteProperty(client, 'send');
  }
  if (performed.length !== 1) throw new Error(`GetInvoices performed ${performed.length} Queries, not one`);
  const input = performed[0]!;
  const query = () => dynamo().send(new QueryCommand(input));
  return { runtime, signedIn, getInvoices, query, input };
}
