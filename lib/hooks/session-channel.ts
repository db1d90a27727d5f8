'use client';

/** Messages between tabs of the same browser: activity keeps the others alive, logout ends them all. */
export type SessionMessage = { type: 'activity'; at: number } | { type: 'logout'; reason: 'logout' | 'idle' };

const CHANNEL = 'tocin-member-session';

let channel: BroadcastChannel | null | undefined;

function getChannel() {
  if (channel === undefined) channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  return channel;
}

export function broadcastSession(message: SessionMessage) {
  getChannel()?.postMessage(message);
}

/** Listens to the other tabs; returns the unsubscribe function. */
export function onSessionMessage(listener: (message: SessionMessage) => void) {
  const current = getChannel();
  if (!current) return () => {};
  const handler = (event: MessageEvent<SessionMessage>) => listener(event.data);
  current.addEventListener('message', handler);
  return () => current.removeEventListener('message', handler);
}
