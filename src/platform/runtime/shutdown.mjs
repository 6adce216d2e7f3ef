// Shared between the production server (scripts/server.mjs) and the app: whether the process is
// shutting down (readiness then answers 503, so a load balancer stops sending), and the work the
// app registers to finish before the process exits. Kept on globalThis because the server and the
// app's bundle load this file as two separate modules.
const SHUTDOWN = Symbol.for("localhub.shutdown");

const state = () => (globalThis[SHUTDOWN] ??= { draining: false, stopping: [], closing: [] });

/** Whether the process has been asked to stop and is finishing the requests it accepted. */
export function isDraining() {
  return state().draining;
}

export function startDraining() {
  state().draining = true;
}

/** Work to finish once the last request is answered (stop a worker, write a queue), before connections close. */
export function onShutdown(hook) {
  state().stopping.push(hook);
}

/** A connection to close last (database clients, Redis), after every `onShutdown` hook has finished. */
export function onShutdownClose(hook) {
  state().closing.push(hook);
}

/** Runs the `onShutdown` hooks together, then the `onShutdownClose` ones; a failing hook is reported, not fatal. */
export async function runShutdownHooks(report) {
  for (const phase of ["stopping", "closing"]) {
    const hooks = state()[phase].splice(0);
    await Promise.all(hooks.map((hook) => Promise.resolve().then(hook).catch(report)));
  }
}
