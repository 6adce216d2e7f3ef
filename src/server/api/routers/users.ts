import { adminProcedure, createTRPCRouter } from "@/server/api/trpc";
import { adminChange } from "@/features/audit/admin-change";
import { listUsers, roleChange, setUserRole } from "@/features/users/admin";
import { ZListUsersSchema, ZSetUserRoleSchema } from "@/features/users/schema";

export const usersRouter = createTRPCRouter({
  list: adminProcedure.input(ZListUsersSchema).query(({ ctx, input }) => listUsers(ctx.db, input)),
  setRole: adminProcedure.input(ZSetUserRoleSchema).mutation(({ ctx, input }) => adminChange(ctx, roleChange(input), (tx) => setUserRole(tx, ctx.session.id, input))),
});
