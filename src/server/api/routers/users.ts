import { adminProcedure, createTRPCRouter } from "@/server/api/trpc";
import { adminChange } from "@/features/audit/admin-change";
import { listUsers, roleChange, setUserRole } from "@/features/users/admin";
import { ZListUsersSchema, ZSearchByEmailSchema, ZSetUserRoleSchema } from "@/features/users/schema";
import { searchUsersByEmail } from "@/features/users/search";

export const usersRouter = createTRPCRouter({
  list: adminProcedure.input(ZListUsersSchema).query(({ ctx, input }) => listUsers(ctx.db, input)),
  /** The owner picker: accounts whose email starts with the text, at most 10. */
  searchByEmail: adminProcedure
    .input(ZSearchByEmailSchema)
    .query(({ ctx, input }) => searchUsersByEmail(ctx.db, input.query)),
  setRole: adminProcedure
    .input(ZSetUserRoleSchema)
    .mutation(({ ctx, input }) => adminChange(ctx, roleChange(input), (tx) => setUserRole(tx, ctx.session.id, input))),
});
