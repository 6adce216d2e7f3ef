// Posts: owners publish updates, offers and events on their business's profile (the feature checks
// the business is theirs, live, and their email proven); anyone reads a city's newest posts; signed-in
// users report a post; admins hide, restore or dismiss reports (audited).
import {
  adminProcedure,
  createTRPCRouter,
  ownerProcedure,
  protectedProcedure,
  publicProcedure,
} from "@/server/api/trpc";
import { KNOWN_CITIES } from "@/lib/cities";
import { cachedRead, CACHE_TAGS } from "@/features/catalogue/cache";
import { listPostsForAdmin, moderatePost, reportPost } from "@/features/posts/moderation";
import { createPost, deletePost, updatePost } from "@/features/posts/mutations";
import { cityPosts, listOwnPosts, POSTS_CACHE_TAG } from "@/features/posts/queries";
import {
  ZAdminPostsSchema,
  ZBusinessPostsSchema,
  ZCityPostsSchema,
  ZCreatePostSchema,
  ZModeratePostSchema,
  ZPostIdSchema,
  ZReportPostSchema,
  ZUpdatePostSchema,
} from "@/features/posts/schema";
import type { Role } from "@/lib/roles";

const editor = (ctx: { session: { id: string; email: string | null }; roles: readonly Role[] }) => ({
  id: ctx.session.id,
  email: ctx.session.email,
  roles: ctx.roles,
});

/** A city's strip is read at most once a minute per process (and again after any post changes). */
const CITY_STRIP_MAX_AGE_MS = 60_000;
const KNOWN_CITY_SLUGS = new Set(KNOWN_CITIES.map((city) => city.slug));

export const postsRouter = createTRPCRouter({
  mine: ownerProcedure
    .input(ZBusinessPostsSchema)
    .query(({ ctx, input }) => listOwnPosts(ctx.db, editor(ctx), input.businessId)),
  create: ownerProcedure.input(ZCreatePostSchema).mutation(({ ctx, input }) => createPost(ctx.db, editor(ctx), input)),
  update: ownerProcedure.input(ZUpdatePostSchema).mutation(({ ctx, input }) => updatePost(ctx.db, editor(ctx), input)),
  remove: ownerProcedure
    .input(ZPostIdSchema)
    .mutation(({ ctx, input }) => deletePost(ctx.db, editor(ctx), input.postId)),
  report: protectedProcedure
    .input(ZReportPostSchema)
    .mutation(({ ctx, input }) => reportPost(ctx.db, ctx.session.id, input)),

  /**
   * "What's new in {city}": the city's newest live posts of verified businesses. Kept in the process
   * for a minute; a post that expires meanwhile is dropped from the kept answer as it is read.
   */
  city: publicProcedure.input(ZCityPostsSchema).query(async ({ ctx, input }) => {
    if (!KNOWN_CITY_SLUGS.has(input.city)) return [];
    const posts = await cachedRead(
      `posts.city:${input.city}`,
      [POSTS_CACHE_TAG, CACHE_TAGS.businesses],
      () => cityPosts(ctx.db, input.city),
      CITY_STRIP_MAX_AGE_MS,
    );
    const now = new Date();
    return posts.filter((post) => post.expiresAt > now);
  }),

  adminList: adminProcedure.input(ZAdminPostsSchema).query(({ ctx, input }) => listPostsForAdmin(ctx.db, input)),
  moderate: adminProcedure
    .input(ZModeratePostSchema)
    .mutation(({ ctx, input }) => moderatePost({ db: ctx.db, session: ctx.session }, input)),
});
