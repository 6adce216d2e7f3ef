import { handleTRPCRequest } from "@/server/api/handler";

export const GET = handleTRPCRequest;
export const POST = handleTRPCRequest;
