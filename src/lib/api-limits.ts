/** Calls per batched tRPC request: the server refuses more, and the client's batch link never sends more. */
export const MAX_BATCH_SIZE = 10;
