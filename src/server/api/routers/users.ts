import { adminProcedure, createTRPCRouter } from "@/server/api/trpc";
import { listUsers, setUserRole } from "@/features/users/admin";
import { ZListUsersSchema, ZSetUserRoleSchema } from "@/features/users/schema";

export const usersRouter = createTRPCRouter({
  list: adminProcedure.input(ZListUsersSchema).query(({ ctx, input }) => listUsers(ctx.db, input)),
  setRole: adminProcedure.input(ZSetUserRoleSchema).mutation(({ ctx, input }) => setUserRole(ctx.db, ctx.session.id, input)),
});
