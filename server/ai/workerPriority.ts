import { setPriority } from 'node:os';

/**
 * Called inside a scripted opponent's worker thread: lowers that thread's CPU priority (nice 10; on
 * Linux a thread has its own nice value), so on a busy machine the rooms' event loop is served first
 * and a long search waits instead. Where it may not be set, the thread runs at the normal priority.
 */
export function yieldToTheRooms(): void {
  try {
    setPriority(10);
  } catch {
    // Not permitted here: the worker still runs, only without the lower priority.
  }
}
