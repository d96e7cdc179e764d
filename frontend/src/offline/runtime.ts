/**
 * The offline parts the first load reaches for only when needed, behind one lazy import (offline/lazy.ts):
 * the response cache, the write queue and the start of the service worker and the queue's replay.
 */
export { rememberAnswer, recallAnswer } from './responseCache';
export { enqueue } from './outbox';
export { startOffline, applyUpdate } from './start';
