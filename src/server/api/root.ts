import { createCallerFactory, createTRPCRouter } from "@/server/api/trpc";
import { accountRouter } from "./routers/account";
import { adminHubRouter } from "./routers/admin-hub";
import { adminReviewsRouter } from "./routers/admin-reviews";
import { auditRouter } from "./routers/audit";
import { authRouter } from "./routers/auth";
import { catalogueRouter } from "./routers/catalogue";
import { emailTemplatesRouter } from "./routers/email-templates";
import { businessOwnershipRouter } from "./routers/business-ownership";
import { businessProfileRouter } from "./routers/business-profile";
import { businessAdminRouter } from "./routers/business-admin";
import { businessesRouter } from "./routers/businesses";
import { claimsRouter } from "./routers/claims";
import { directoryRouter } from "./routers/directory";
import { enquiriesRouter } from "./routers/enquiries";
import { favouritesRouter } from "./routers/favourites";
import { galleryRouter } from "./routers/gallery";
import { listsRouter } from "./routers/lists";
import { reviewsRouter } from "./routers/reviews";
import { homeRouter } from "./routers/home";
import { insightsRouter } from "./routers/insights";
import { networkRouter } from "./routers/network";
import { newsletterRouter } from "./routers/newsletter";
import { notificationsRouter } from "./routers/notifications";
import { organizationsRouter } from "./routers/organizations";
import { organizationPagesRouter } from "./routers/organization-pages";
import { organizationAdminRouter } from "./routers/organization-admin";
import { postsRouter } from "./routers/posts";
import { sitemapRouter } from "./routers/sitemap";
import { siteSettingsRouter } from "./routers/site-settings";
import { usersRouter } from "./routers/users";
import { waitlistRouter } from "./routers/waitlist";
import { waitlistAdminRouter } from "./routers/waitlist-admin";

export const appRouter = createTRPCRouter({
  auth: authRouter,
  account: accountRouter,
  siteSettings: siteSettingsRouter,
  users: usersRouter,
  notifications: notificationsRouter,
  waitlist: waitlistRouter,
  waitlistAdmin: waitlistAdminRouter,
  emailTemplates: emailTemplatesRouter,
  newsletter: newsletterRouter,
  home: homeRouter,
  network: networkRouter,
  insights: insightsRouter,
  organizations: organizationsRouter,
  organizationPages: organizationPagesRouter,
  organizationAdmin: organizationAdminRouter,
  businessProfile: businessProfileRouter,
  sitemap: sitemapRouter,
  directory: directoryRouter,
  enquiries: enquiriesRouter,
  businesses: businessesRouter,
  gallery: galleryRouter,
  businessAdmin: businessAdminRouter,
  businessOwnership: businessOwnershipRouter,
  claims: claimsRouter,
  adminHub: adminHubRouter,
  audit: auditRouter,
  favourites: favouritesRouter,
  lists: listsRouter,
  catalogue: catalogueRouter,
  reviews: reviewsRouter,
  posts: postsRouter,
  adminReviews: adminReviewsRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
