// Runs dynalite on its own thread, so the stand-in database and the API use both cores of the machine.
import dynalite from 'dynalite';
import { parentPort, workerData } from 'node:worker_threads';

const server = dynalite({ path: workerData.path, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
server.listen(0, '127.0.0.1', () => parentPort.postMessage({ port: server.address().port }));
parentPort.on('message', (message) => {
  if (message === 'close') server.close(() => parentPort.postMessage({ closed: true }));
});
