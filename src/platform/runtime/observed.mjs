// What the production server (scripts/server.mjs) observes inside the app: the request each piece of
// work belongs to (its id goes on every log line written while handling it, and its database
// outcome decides a 503: outage-state.mjs), the database queries in flight, and readings the app
// provides for /metrics (the outbox queue). Kept on globalThis because the server and the app's
// bundle load this file as two separate modules. One AsyncLocalStorage holds everything a request
// carries: on Node 20 each store costs async-hook work on every promise of every render.
import { AsyncLocalStorage } from "node:async_hooks";

const OBSERVED = Symbol.for("localhub.observed");

const state = () =>
  (globalThis[OBSERVED] ??= { requests: new AsyncLocalStorage(), queriesInFlight: 0, readings: new Map() });

/** Runs `work` as part of the request `requestId`. */
export function inRequest(requestId, work) {
  return state().requests.run({ requestId }, work);
}

/** The store of the request the caller is working for, if any: `{ requestId?, ...what others note }`. */
export function currentRequest() {
  return state().requests.getStore();
}

/** Runs `work` with `store` as its request's store (a request the server did not observe, in tests). */
export function withRequestStore(store, work) {
  return state().requests.run(store, work);
}

/** The id of the request the caller is working for, if any. */
export function currentRequestId() {
  return currentRequest()?.requestId;
}

/** Counts `query()` as a database query in flight until it settles. */
export async function countQuery(query) {
  const observed = state();
  observed.queriesInFlight += 1;
  try {
    return await query();
  } finally {
    observed.queriesInFlight -= 1;
  }
}

export function queriesInFlight() {
  return state().queriesInFlight;
}

/** Registers `read` (async, returns a number) as the current value of the reading `name`. */
export function provideReading(name, read) {
  state().readings.set(name, read);
}

/** The reading `name` now, or undefined when the app provides none. */
export async function takeReading(name) {
  return state().readings.get(name)?.();
}
