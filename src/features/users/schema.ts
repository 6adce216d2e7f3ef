import { z } from "zod";
import { zText } from "@/lib/text";
import { ROLES } from "@/lib/roles";

export const USERS_PAGE_SIZE = 25;

export const ZListUsersSchema = z
  .object({ search: zText().trim().max(100).default(""), page: z.number().int().min(1).max(100000).default(1) })
  .strict();

export const ZSetUserRoleSchema = z
  .object({ userId: zText().min(1).max(64), role: z.enum(ROLES), granted: z.boolean() })
  .strict();
export type TSetUserRoleInput = z.infer<typeof ZSetUserRoleSchema>;

export const CANNOT_REVOKE_OWN_ADMIN_MESSAGE = "You cannot remove your own admin role.";
export const USER_NOT_FOUND_MESSAGE = "User not found.";

/** The owner picker's search: the start of an email address, at most 10 accounts. */
export const USER_SEARCH_LIMIT = 10;
export const ZSearchByEmailSchema = z
  .object({
    query: zText()
      .trim()
      .toLowerCase()
      .min(1, "Type the start of an email address.")
      .max(254, "An email address has at most 254 characters."),
  })
  .strict();
