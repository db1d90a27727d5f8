/**
 * The window event the browser client raises when a member call finds the session gone: a 401 /
 * 'Unauthenticated.' (the BFF has then ended the session) or a network failure. The state layer
 * listens to it (lib/state/session.ts) and shows the forced-logout notice once (spec-coverage “Production-ready”), so
 * that lib/api knows nothing of the state layer. Its own module, not member-browser.ts, so that a
 * test mocking the client still gets the real event name.
 */
export const SESSION_LOST_EVENT = 'tocin:session-lost';

export const announceSessionLost = () => window.dispatchEvent(new Event(SESSION_LOST_EVENT));
