import { parentPort, workerData } from 'node:worker_threads';
import { heavyAnswer } from './heavyThinking.ts';
import { yieldToTheRooms } from '../../server/ai/workerPriority.ts';

// The bench's heavy scripted opponent in a worker thread: the same answer as a level, after spinning
// the CPU for workerData.spinMs (a stand-in for a deep search), so the bench can show the rooms'
// latency while it thinks.

yieldToTheRooms();

parentPort!.on('message', (m: { id: number; req: Parameters<typeof heavyAnswer>[0] }) => {
  parentPort!.postMessage({ id: m.id, command: heavyAnswer(m.req, (workerData as { spinMs: number }).spinMs) });
});
