// Flood clients on their own thread: a real flood comes from other machines, so the clients'
// fetch work must not queue on the event loop of the server being measured.
import { parentPort, workerData } from 'node:worker_threads';

const { url, connections, durationMs } = workerData;
const statuses = [];
const until = Date.now() + durationMs;
const connection = async () => {
  while (Date.now() < until) {
    const response = await fetch(url);
    statuses.push(response.status);
    await response.arrayBuffer();
  }
};
await Promise.all(Array.from({ length: connections }, connection));
parentPort.postMessage(statuses);
