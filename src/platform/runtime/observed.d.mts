export function inRequest<T>(requestId: string, work: () => T): T;
export function currentRequestId(): string | undefined;
export function countQuery<T>(query: () => Promise<T>): Promise<T>;
export function queriesInFlight(): number;
export function provideReading(name: "outboxQueueDepth", read: () => Promise<number>): void;
export function takeReading(name: "outboxQueueDepth"): Promise<number | undefined>;
