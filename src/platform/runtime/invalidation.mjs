// One invalidation for every app process. A write that changes cached reads names tags (the process
// cache's, src/platform/process-cache.ts, and PAGES_TAG for the page cache of
// scripts/server.mjs); `hub.invalidate(tags)` drops them in this process at once and tells every
// other process through a channel: Redis pub/sub when REDIS_URL is set, else PostgreSQL
// LISTEN/NOTIFY when DATABASE_URL is PostgreSQL. A single process on SQLite has no channel.
//
// While Redis is not connected (before its first connection, after a drop) the caches are bypassed
// (`hub.cachesUsable` is false): other processes may still write. PostgreSQL's notifications travel
// on the database itself, so while they cannot, neither can writes: the caches keep answering (a
// page kept from before a database outage is the best answer). Either way, when the channel connects
// again every cache is emptied first, since messages may have been missed meanwhile. Tags
// invalidated while it was down are sent then.
//
// Plain JavaScript on a globalThis symbol: the production server (page cache, /readyz) and the app's
// server bundle (process cache) load their own copies of this module in one process and share one hub.
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import pg from "pg";

/** The tag the page cache listens for besides every other: a change no process-cache tag names. */
export const PAGES_TAG = "pages";
/** The Redis channel and PostgreSQL notification channel the processes share. */
const DEFAULT_CHANNEL = "localhub_invalidation";
/** PostgreSQL refuses notification payloads from 8,000 bytes; a longer list becomes "everything". */
const MAX_PAYLOAD = 7_900;
const HUB = Symbol.for("localhub.invalidation");

/**
 * @typedef {(tags: readonly string[] | null) => void} Listener  `null`: everything.
 * @typedef {{ kind: "redis" | "postgresql", readonly connected: boolean, publish(tags: readonly string[] | null): void, close(): Promise<void> }} Channel
 */

/** A hub: the caches listen to it; writers invalidate through it. */
export function createHub() {
  /** @type {Set<Listener>} */
  const listeners = new Set();
  const hub = {
    id: randomUUID(),
    /** @type {Channel | null} The configured channel; null when this process is the only one. */
    channel: null,
    /** Calls `listener` for every invalidation, this process's and the others'; returns its removal. */
    listen(/** @type {Listener} */ listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Drops `tags` (null: everything) in this process only. */
    drop(/** @type {readonly string[] | null} */ tags) {
      for (const listener of listeners) listener(tags);
    },
    /** Drops `tags` here and in every other process. */
    invalidate(/** @type {readonly string[]} */ tags) {
      hub.drop(tags);
      hub.channel?.publish(tags);
    },
    /** Whether caches may answer: no channel is configured, it is connected, or it is the database's own. */
    get cachesUsable() {
      // PostgreSQL's notifications travel on the database itself: while they cannot, the database is
      // most likely down for every process, so what is cached is still what it holds (and a page
      // kept from before an outage is the best answer); the caches are emptied on reconnecting.
      return hub.channel === null || hub.channel.connected || hub.channel.kind === "postgresql";
    },
  };
  return hub;
}

/** This process's hub, shared by every copy of this module. */
export function invalidationHub() {
  const holder = /** @type {Record<symbol, ReturnType<typeof createHub>>} */ (/** @type {unknown} */ (globalThis));
  return (holder[HUB] ??= createHub());
}

/** The wait before reconnection attempt `attempt` (0, 1, ...): 100 ms doubling up to 5 s. */
const reconnectDelay = (attempt) => Math.min(100 * 2 ** attempt, 5_000);

/**
 * Connects `hub` to the other processes: through Redis when `redisUrl` is set, else through
 * PostgreSQL when `databaseUrl` is one; else (SQLite alone) nothing, and null is returned.
 * `channel` names the shared channel (tests use their own); `log` hears about drops and returns.
 * @param {ReturnType<typeof createHub>} hub
 * @param {{ redisUrl?: string, databaseUrl?: string, channel?: string, log?: Pick<Console, "info" | "warn"> }} options
 * @returns {Channel | null}
 */
export function connectInvalidation(hub, { redisUrl, databaseUrl, channel = DEFAULT_CHANNEL, log = console }) {
  const transport = redisUrl
    ? redisTransport
    : /^postgres(ql)?:\/\//.test(databaseUrl ?? "")
      ? postgresTransport
      : null;
  if (!transport) return null;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Invalid invalidation channel name "${channel}"`);
  const kind = transport === redisTransport ? "redis" : "postgresql";
  /** Tags invalidated while the channel could not send them (null: everything). */
  let unsent = /** @type {Set<string> | null | undefined} */ (undefined);
  let connected = false;
  let wasConnected = false;

  const remember = (/** @type {readonly string[] | null} */ tags) => {
    if (tags === null || unsent === null) unsent = null;
    else for (const tag of tags) (unsent ??= new Set()).add(tag);
  };
  const send = (/** @type {readonly string[] | null} */ tags) => {
    let payload = JSON.stringify({ origin: hub.id, tags });
    if (payload.length > MAX_PAYLOAD) payload = JSON.stringify({ origin: hub.id, tags: null });
    transportHandle.send(payload).catch(() => remember(tags));
  };
  const events = {
    up() {
      // Messages may have been missed while down: everything cached before is dropped first.
      hub.drop(null);
      connected = true;
      log.info(`Invalidation channel (${kind}) ${wasConnected ? "reconnected" : "connected"}`);
      wasConnected = true;
      if (unsent !== undefined) {
        const tags = unsent === null ? null : [...unsent];
        unsent = undefined;
        send(tags);
      }
    },
    down() {
      if (!connected) return;
      connected = false;
      log.warn(`Invalidation channel (${kind}) lost: caches bypassed until it reconnects`);
    },
    received(/** @type {string} */ payload) {
      const message = parseMessage(payload);
      if (message && message.origin !== hub.id) hub.drop(message.tags);
    },
  };
  const transportHandle = transport(
    redisUrl || /** @type {string} */ (databaseUrl),
    channel,
    events,
    `localhub-invalidation-${hub.id.slice(0, 8)}`,
  );
  /** @type {Channel} */
  const handle = {
    kind,
    get connected() {
      return connected;
    },
    publish(tags) {
      if (connected) send(tags);
      else remember(tags);
    },
    async close() {
      if (hub.channel === handle) hub.channel = null;
      connected = false;
      await transportHandle.close();
    },
  };
  hub.channel = handle;
  return handle;
}

/** A message from another process, or null when it is not one. */
function parseMessage(payload) {
  try {
    const message = JSON.parse(payload);
    const tags = message?.tags;
    if (typeof message?.origin !== "string") return null;
    if (tags === null || (Array.isArray(tags) && tags.every((tag) => typeof tag === "string")))
      return { origin: message.origin, tags };
  } catch {
    // Not ours.
  }
  return null;
}

/**
 * @typedef {{ up(): void, down(): void, received(payload: string): void }} TransportEvents
 * @typedef {{ send(payload: string): Promise<unknown>, close(): Promise<void> }} Transport
 */

/**
 * Redis pub/sub: one connection subscribed, one publishing; ioredis reconnects both with backoff.
 * @returns {Transport}
 */
function redisTransport(url, channel, /** @type {TransportEvents} */ events, name) {
  const options = { connectionName: name, retryStrategy: (times) => reconnectDelay(times - 1) };
  const subscriber = new Redis(url, { ...options, autoResubscribe: false, maxRetriesPerRequest: null });
  // A message sent while the publisher reconnects waits for it, however long that takes.
  const publisher = new Redis(url, { ...options, maxRetriesPerRequest: null });
  // Errors are the drops and failed attempts the events below report; without a listener ioredis prints each.
  subscriber.on("error", () => {});
  publisher.on("error", () => {});
  subscriber.on("ready", () => {
    subscriber.subscribe(channel).then(events.up, () => subscriber.disconnect(true));
  });
  subscriber.on("close", events.down);
  subscriber.on("message", (from, payload) => {
    if (from === channel) events.received(payload);
  });
  return {
    send: (payload) => publisher.publish(channel, payload),
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}

/**
 * PostgreSQL LISTEN/NOTIFY on one dedicated connection, which also sends (pg_notify); a lost
 * connection is replaced with backoff.
 * @returns {Transport}
 */
function postgresTransport(url, channel, /** @type {TransportEvents} */ events, name) {
  /** @type {pg.Client | null} The connection being made or listening. */
  let current = null;
  let listening = false;
  let closed = false;
  let attempt = 0;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let retry;

  function connect() {
    const client = new pg.Client({
      connectionString: url,
      application_name: name,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
    });
    current = client;
    let ended = false;
    const lost = () => {
      if (ended) return;
      ended = true;
      listening = false;
      client.end().catch(() => {});
      events.down();
      if (!closed) retry = setTimeout(connect, reconnectDelay(attempt++));
    };
    client.on("error", lost);
    client.on("end", lost);
    client.on("notification", (notification) => {
      if (notification.channel === channel) events.received(notification.payload ?? "");
    });
    client
      .connect()
      .then(() => client.query(`LISTEN ${channel}`))
      .then(() => {
        if (ended || closed) return;
        attempt = 0;
        listening = true;
        events.up();
      }, lost);
  }
  connect();
  return {
    async send(payload) {
      if (!listening || !current) throw new Error("not connected");
      await current.query("SELECT pg_notify($1, $2)", [channel, payload]);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await current?.end().catch(() => {});
    },
  };
}
