// POST /api/uploads: stores one image for a signed-in user (see src/server/api/uploads.ts).
import { handleUpload } from "@/server/api/uploads";

export const dynamic = "force-dynamic";

export function POST(request: Request) {
  return handleUpload(request);
}
