import "server-only";
// A business's gallery for its editor (owner or admin only): the photos in order and the cover.
import type { Db, DbOrTx } from "@/platform/db";
import { findEditableBusiness, type Editor } from "../access";
import type { Gallery } from "./types";

/** The photos in the owner's order (the profile reads them the same way) and the cover image. */
export async function readGallery(db: DbOrTx, businessId: string): Promise<Gallery> {
  const business = await db.businessProfile.findUniqueOrThrow({
    where: { id: businessId },
    select: {
      coverImageUrl: true,
      photos: { orderBy: [{ position: "asc" }, { createdAt: "asc" }], select: { id: true, url: true, altText: true } },
    },
  });
  return business;
}

export async function galleryForEdit(db: Db, editor: Editor, businessId: string): Promise<Gallery> {
  await findEditableBusiness(db, businessId, editor);
  return readGallery(db, businessId);
}
