// A stand-in for card-render-worker.mjs in the renderer's tests: a card whose text is "crash"
// ends the thread (as a native fault or an out-of-memory would); any other answers fake bytes.
import { parentPort } from 'node:worker_threads';

parentPort?.on('message', ({ id, tree }) => {
  if (tree.props.children === 'crash') process.exit(3);
  const bytes = new Uint8Array([1, 2, 3]);
  parentPort.postMessage({ id, png: bytes }, [bytes.buffer]);
});
