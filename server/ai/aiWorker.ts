import { parentPort } from 'node:worker_threads';
import { answerScript, type ScriptRequest } from '../../shared/ai/scriptRequest.ts';
import { yieldToTheRooms } from './workerPriority.ts';

// A worker thread of the scripted opponent's pool (aiPool.ts): it is sent a side's own view, the level
// and the level's seed, and answers the command, so a long search never holds the server's event loop.
// It never sees the battle's state or seed: only what that side's player sees.

yieldToTheRooms();

parentPort!.on('message', (m: { id: number; req: ScriptRequest }) => {
  try {
    parentPort!.postMessage({ id: m.id, command: answerScript(m.req) });
  } catch (e) {
    parentPort!.postMessage({ id: m.id, error: (e as Error).message ?? String(e) });
  }
});
