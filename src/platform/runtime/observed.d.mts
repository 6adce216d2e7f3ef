export function inRequest<T>(requestId: string, work: () => T): T;
/** What a request carries: its id, and what the app notes while handling it. */
export type RequestStore = { requestId?: string; databaseUnavailable?: boolean; databaseAnswered?: boolean };
export function currentRequest(): RequestStore | undefined;
export function withRequestStore<T>(store: RequestStore, work: () => T): T;
export function currentRequestId(): string | undefined;
export function countQuery<T>(query: () => Promise<T>): Promise<T>;
export function queriesInFlight(): number;
export function provideReading(name: "outboxQueueDepth", read: () => Promise<number>): void;
export function takeReading(name: "outboxQueueDepth"): Promise<number | undefined>;
