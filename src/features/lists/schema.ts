// List inputs (names trimmed, lengths as the spec sets them) and the toasts of the spec.
import { z } from "zod";
import { LISTS_PER_USER_MAX, ZId } from "@/features/favourites/schema";
import { zText } from "@/lib/text";

export const LIST_NAME_MAX = 80;
export const LIST_DESCRIPTION_MAX = 500;
export const LIST_NOTE_MAX = 500;
export { LISTS_PER_USER_MAX };
/** The most businesses one list holds: every screen stays one fast query. */
export const ITEMS_PER_LIST_MAX = 200;

export const LIST_NOT_FOUND_MESSAGE = "List not found";
export const ITEM_NOT_FOUND_MESSAGE = "This business is not in the list";
export const TOO_MANY_LISTS_MESSAGE = `You can keep up to ${LISTS_PER_USER_MAX} lists`;
export const LIST_FULL_MESSAGE = `A list can hold up to ${ITEMS_PER_LIST_MAX} businesses`;
export const PRIVATE_LIST_NOTICE = "Private: only you can see this list";

const listName = zText("List name is required")
  .trim()
  .min(1, "List name is required")
  .max(LIST_NAME_MAX, `List name must be ${LIST_NAME_MAX} characters or fewer`);
/** Empty text clears the field. */
const optionalText = (max: number, label: string) =>
  zText()
    .trim()
    .max(max, `${label} must be ${max} characters or fewer`)
    .transform((text) => text || null);
const description = optionalText(LIST_DESCRIPTION_MAX, "Description");
const notes = optionalText(LIST_NOTE_MAX, "Note");

export const ZCreateListSchema = z
  .object({ name: listName, description: description.optional(), isPublic: z.boolean().default(false) })
  .strict();

export const ZUpdateListSchema = z
  .object({
    listId: ZId,
    name: listName.optional(),
    description: description.optional(),
    isPublic: z.boolean().optional(),
  })
  .strict();
export type TUpdateListInput = z.infer<typeof ZUpdateListSchema>;

export const ZListIdSchema = z.object({ listId: ZId }).strict();

export const ZListItemSchema = z.object({ listId: ZId, businessId: ZId, notes: notes.optional() }).strict();
export type TListItemInput = z.infer<typeof ZListItemSchema>;

export const ZItemNoteSchema = z.object({ itemId: ZId, notes }).strict();
export type TItemNoteInput = z.infer<typeof ZItemNoteSchema>;

export type ListItemAddResult = { status: "added" | "already" };
