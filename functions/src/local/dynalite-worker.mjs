// Runs dynalite on its own thread, so the stand-in database and the API use both cores of the machine.
import dynalite from 'dynalite';
import { parentPort, workerData } from 'node:worker_threads';

const server = dynalite({ path: workerData.path, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
// Node closes a kept-alive connection after 5 idle seconds; the SDK's agent keeps its idle sockets and may send on
// one in the very moment the server closes it ("socket hang up"). After a burst (an import's 32 parallel writes) the
// idle sockets all close about 5 s later, and three retries in a row met closing sockets: a 500 in about one run of
// sixteen of help-bulk.test.ts. DynamoDB itself keeps idle connections far longer; so does the stand-in now.
server.keepAliveTimeout = 120_000;
server.headersTimeout = 121_000;
server.listen(0, '127.0.0.1', () => parentPort.postMessage({ port: server.address().port }));
parentPort.on('message', (message) => {
  if (message === 'close') server.close(() => parentPort.postMessage({ closed: true }));
});
