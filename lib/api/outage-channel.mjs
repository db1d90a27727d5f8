// @ts-check
import { channel, subscribe, unsubscribe } from 'node:diagnostics_channel';

/**
 * The seam between a page's render and the production server (server/outage.mjs): the render
 * reports that it met an outage, the server listens. The two sides run as two copies of this module,
 * one bundled by Next.js and one loaded by plain Node, so the report goes through a Node diagnostics
 * channel, which the process names once for both. With no listener (`next start`, the build, tests)
 * a report is dropped.
 */
const OUTAGES = 'tocin.outage';
const outages = channel(OUTAGES);

/**
 * The render met an outage: 'maintenance' (the maintenance layout), 'api' (a call got no answer or a 5xx).
 * @typedef {'maintenance' | 'api'} OutageKind
 * @param {OutageKind} kind
 */
export function reportOutage(kind) {
  outages.publish(kind);
}

/**
 * Calls `listener` with every report, synchronously, in the reporting request's async context.
 * @param {(kind: OutageKind) => void} listener
 */
export function onOutageReport(listener) {
  subscribe(OUTAGES, asChannelListener(listener));
}

/**
 * Stops calling `listener`.
 * @param {(kind: OutageKind) => void} listener
 */
export function offOutageReport(listener) {
  unsubscribe(OUTAGES, asChannelListener(listener));
}

/**
 * `listener` as the channel's: the channel carries only what reportOutage publishes, an OutageKind.
 * @param {(kind: OutageKind) => void} listener
 */
const asChannelListener = (listener) => /** @type {import('node:diagnostics_channel').ChannelListener} */ (listener);
