// Every procedure, every kind of caller, through real HTTP and the real middleware.
// A new procedure fails the first test until it is given an access level here.
import { TRPCClientError } from "@trpc/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appRouter } from "@/server/api/root";
import type { Role } from "@/lib/roles";
import { apiClient, outcome, startApiServer, type ApiClient } from "../helpers/http";
import { createNotification, createUser, sessionCookie, TEST_PASSWORD, uniqueEmail } from "../helpers/factories";
import { createFeature, featureInput, tagInput } from "../helpers/catalogue";
import { createBusiness, createTag } from "../helpers/business-factories";
import { newBusinessInput } from "../helpers/business-editor";
import { createReview, createReviewRequest, reviewInput } from "../helpers/reviews";
import {
  createConnection,
  createRecommendation,
  createReferral as createNetworkReferral,
  RECOMMENDATION_TEXT,
  referralInput,
} from "../helpers/network";
import { addMember, createMemberOffer, createOrganization } from "../helpers/organization-membership";
import { createPostRow, updateInput } from "../helpers/posts";
import {
  createCategory,
  createCategoryPair,
  createChallenge,
  createSpot,
  createWaitlistEntry,
  ensureCities,
  joinInput,
  randomZip,
} from "../helpers/waitlist";

type Access = "public" | "signed-in" | "owner" | "admin";
type Call = (api: ApiClient, ids: { self: string; other: string }) => Promise<unknown>;

const PROCEDURES: Record<string, { access: Access; call: Call }> = {
  "auth.signUp": {
    access: "public",
    call: (api) =>
      api.auth.signUp.mutate({ identifier: uniqueEmail("matrix"), password: "Sturdy-pass-77", displayName: "Matrix" }),
  },
  "auth.me": { access: "signed-in", call: (api) => api.auth.me.query() },
  "auth.requestPasswordReset": {
    access: "public",
    call: (api) => api.auth.requestPasswordReset.mutate({ email: uniqueEmail("reset") }),
  },
  "auth.resetPassword": {
    access: "public",
    call: (api) =>
      reachesValidation(api.auth.resetPassword.mutate({ token: "no-such-token", password: "Sturdy-pass-77" })),
  },
  "auth.verifyEmail": {
    access: "public",
    call: (api) => reachesValidation(api.auth.verifyEmail.mutate({ token: "no-such-token" })),
  },
  "auth.resendVerification": { access: "signed-in", call: (api) => api.auth.resendVerification.mutate() },
  "account.settings": { access: "signed-in", call: (api) => api.account.settings.query() },
  "account.updateDisplayName": {
    access: "signed-in",
    call: (api) => api.account.updateDisplayName.mutate({ displayName: "Matrix" }),
  },
  "account.changeEmail": {
    access: "signed-in",
    call: (api) => api.account.changeEmail.mutate({ email: uniqueEmail("change"), currentPassword: TEST_PASSWORD }),
  },
  "account.changePassword": {
    access: "signed-in",
    call: (api) => api.account.changePassword.mutate({ currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD }),
  },
  "account.sessions": { access: "signed-in", call: (api) => api.account.sessions.query() },
  "account.signOutOtherSessions": { access: "signed-in", call: (api) => api.account.signOutOtherSessions.mutate() },
  "account.exportData": { access: "signed-in", call: (api) => api.account.exportData.query() },
  // A wrong confirmation: the caller passes the access check and keeps their account for the other rows.
  "account.deleteAccount": {
    access: "signed-in",
    call: (api) => reachesValidation(api.account.deleteAccount.mutate({ confirmation: "not-my-email" })),
  },
  "siteSettings.get": { access: "public", call: (api) => api.siteSettings.get.query() },
  "siteSettings.list": { access: "admin", call: (api) => api.siteSettings.list.query() },
  "siteSettings.upsert": {
    access: "admin",
    call: (api) => api.siteSettings.upsert.mutate({ key: "contact_phone", value: "(512) 555-0100" }),
  },
  "siteSettings.save": {
    access: "admin",
    call: (api) => api.siteSettings.save.mutate({ contact_phone: "(512) 555-0100" }),
  },
  "catalogue.categories": { access: "admin", call: (api) => api.catalogue.categories.query() },
  "catalogue.createCategory": {
    access: "admin",
    call: (api) =>
      api.catalogue.createCategory.mutate({ name: `Matrix ${uniqueEmail("c")}`, parentId: null, icon: null }),
  },
  "catalogue.updateCategory": {
    access: "admin",
    call: async (api) => api.catalogue.updateCategory.mutate({ id: (await createCategory()).id, active: true }),
  },
  "catalogue.reorderCategories": {
    access: "admin",
    call: async (api) => api.catalogue.reorderCategories.mutate({ ids: [(await createCategory()).id] }),
  },
  "catalogue.deleteCategory": {
    access: "admin",
    call: async (api) => api.catalogue.deleteCategory.mutate({ id: (await createCategory()).id }),
  },
  "catalogue.tags": { access: "admin", call: (api) => api.catalogue.tags.query() },
  "catalogue.createTag": { access: "admin", call: (api) => api.catalogue.createTag.mutate(tagInput()) },
  "catalogue.updateTag": {
    access: "admin",
    call: async (api) => api.catalogue.updateTag.mutate({ id: (await createTag()).id, ...tagInput() }),
  },
  "catalogue.deleteTag": {
    access: "admin",
    call: async (api) => api.catalogue.deleteTag.mutate({ id: (await createTag()).id }),
  },
  "catalogue.features": { access: "admin", call: (api) => api.catalogue.features.query() },
  "catalogue.createFeature": { access: "admin", call: (api) => api.catalogue.createFeature.mutate(featureInput()) },
  "catalogue.updateFeature": {
    access: "admin",
    call: async (api) => api.catalogue.updateFeature.mutate({ id: (await createFeature()).id, ...featureInput() }),
  },
  "catalogue.reorderFeatures": {
    access: "admin",
    call: async (api) => {
      const { db } = await import("@/platform/db");
      const ids = (await db.platformFeature.findMany({ select: { id: true } })).map((row) => row.id);
      return api.catalogue.reorderFeatures.mutate({ ids: ids.length ? ids : [(await createFeature()).id] });
    },
  },
  "catalogue.deleteFeature": {
    access: "admin",
    call: async (api) => api.catalogue.deleteFeature.mutate({ id: (await createFeature()).id }),
  },
  "catalogue.subcategories": { access: "admin", call: (api) => api.catalogue.subcategories.query() },
  "catalogue.templates": { access: "admin", call: (api) => api.catalogue.templates.query() },
  "catalogue.saveTemplate": {
    access: "admin",
    call: async (api) =>
      api.catalogue.saveTemplate.mutate({
        categoryId: (await createCategory()).id,
        description: "Starter",
        tagIds: [],
        services: [],
      }),
  },
  "catalogue.deleteTemplate": {
    access: "admin",
    call: async (api) => {
      const { db } = await import("@/platform/db");
      const category = await createCategory();
      await db.businessTemplate.create({ data: { categoryId: category.id, description: "Starter" } });
      return api.catalogue.deleteTemplate.mutate({ categoryId: category.id });
    },
  },
  "catalogue.templateForCategory": {
    access: "signed-in",
    call: (api) => api.catalogue.templateForCategory.query({ categoryId: "cat_none" }),
  },
  "users.list": { access: "admin", call: (api) => api.users.list.query({}) },
  "users.searchByEmail": { access: "admin", call: (api) => api.users.searchByEmail.query({ query: "matrix" }) },
  "users.setRole": {
    access: "admin",
    call: (api, ids) => api.users.setRole.mutate({ userId: ids.other, role: "customer", granted: true }),
  },
  "notifications.unreadCount": { access: "signed-in", call: (api) => api.notifications.unreadCount.query() },
  "notifications.list": { access: "signed-in", call: (api) => api.notifications.list.query() },
  "notifications.markAllRead": { access: "signed-in", call: (api) => api.notifications.markAllRead.mutate() },
  "waitlist.topCategories": { access: "public", call: (api) => api.waitlist.topCategories.query() },
  "waitlist.subcategories": {
    access: "public",
    call: (api) => api.waitlist.subcategories.query({ parentId: "cat_none" }),
  },
  "waitlist.challenges": { access: "public", call: (api) => api.waitlist.challenges.query() },
  "waitlist.organization": {
    access: "public",
    call: (api) => api.waitlist.organization.query({ slug: "no-such-organization" }),
  },
  "waitlist.join": {
    access: "public",
    call: async (api) => api.waitlist.join.mutate(joinInput(await createCategoryPair())),
  },
  "waitlist.confirmEmail": {
    access: "public",
    call: async (api) => {
      const { newConfirmationToken } = await import("@/features/waitlist/confirmation");
      const { token, columns } = newConfirmationToken();
      await createWaitlistEntry({ ...columns, emailConfirmedAt: null });
      return api.waitlist.confirmEmail.mutate({ token });
    },
  },
  "waitlist.areaProgress": { access: "public", call: (api) => api.waitlist.areaProgress.query({ area: "austin" }) },
  "waitlist.areaPage": { access: "public", call: (api) => api.waitlist.areaPage.query({ area: "austin" }) },
  "waitlist.organizationLeaderboard": {
    access: "public",
    call: (api) => api.waitlist.organizationLeaderboard.query({ slug: "austin-chamber" }),
  },
  "waitlist.spot": {
    access: "public",
    call: async (api) => api.waitlist.spot.query({ key: (await createSpot()).key }),
  },
  "waitlist.setLeaderboardOptIn": {
    access: "public",
    call: async (api) => api.waitlist.setLeaderboardOptIn.mutate({ key: (await createSpot()).key, optIn: true }),
  },
  "waitlist.resendConfirmation": {
    access: "public",
    call: (api) => api.waitlist.resendConfirmation.mutate({ email: uniqueEmail("confirm") }),
  },
  "waitlistAdmin.challenges": { access: "admin", call: (api) => api.waitlistAdmin.challenges.query() },
  "adminHub.summary": { access: "admin", call: (api) => api.adminHub.summary.query() },
  "adminHub.overview": { access: "admin", call: (api) => api.adminHub.overview.query() },
  "audit.list": { access: "admin", call: (api) => api.audit.list.query({ filters: {} }) },
  "audit.filterOptions": { access: "admin", call: (api) => api.audit.filterOptions.query() },
  "waitlistAdmin.unapprovedResponses": {
    access: "admin",
    call: (api) => api.waitlistAdmin.unapprovedResponses.query(),
  },
  "waitlistAdmin.moderateChallenge": {
    access: "admin",
    call: async (api) =>
      api.waitlistAdmin.moderateChallenge.mutate({ action: "approve", id: (await createChallenge()).id }),
  },
  "waitlistAdmin.referralStats": {
    access: "admin",
    call: (api) => api.waitlistAdmin.referralStats.query({ filters: {} }),
  },
  "waitlistAdmin.entries": { access: "admin", call: (api) => api.waitlistAdmin.entries.query({ filters: {} }) },
  "waitlistAdmin.clearEntry": {
    access: "admin",
    call: async (api) =>
      api.waitlistAdmin.clearEntry.mutate({ id: (await createWaitlistEntry({ riskLevel: "high", held: true })).id }),
  },
  "waitlistAdmin.assignArea": {
    access: "admin",
    call: async (api) =>
      api.waitlistAdmin.assignArea.mutate({
        id: (await createWaitlistEntry({ citySlug: null, zipCode: null, location: "Nowhere" })).id,
        area: randomZip(),
      }),
  },
  "waitlistAdmin.conversionEntry": {
    access: "admin",
    call: async (api) => api.waitlistAdmin.conversionEntry.query({ id: (await createWaitlistEntry()).id }),
  },
  "waitlistAdmin.convert": {
    access: "admin",
    call: async (api) => {
      const [entry, category] = await Promise.all([createWaitlistEntry(), createCategory()]);
      return api.waitlistAdmin.convert.mutate({
        entryId: entry.id,
        businessName: entry.businessName,
        categoryId: category.id,
        citySlug: "austin",
      });
    },
  },
  "waitlistAdmin.launchOverview": { access: "admin", call: (api) => api.waitlistAdmin.launchOverview.query() },
  "waitlistAdmin.setAreaSettings": {
    access: "admin",
    call: (api) =>
      api.waitlistAdmin.setAreaSettings.mutate({
        area: randomZip(),
        goal: 20,
        foundingMemberSlots: 3,
        referralBoost: 2,
      }),
  },
  "waitlistAdmin.launchPreview": {
    access: "admin",
    call: (api) => api.waitlistAdmin.launchPreview.query({ area: randomZip() }),
  },
  "waitlistAdmin.launchArea": {
    access: "admin",
    call: (api) => api.waitlistAdmin.launchArea.mutate({ area: randomZip() }),
  },
  "emailTemplates.list": { access: "admin", call: (api) => api.emailTemplates.list.query() },
  "emailTemplates.update": {
    access: "admin",
    call: async (api) => {
      const { db } = await import("@/platform/db");
      const template = await db.emailTemplate.create({
        data: { key: uniqueEmail("tpl"), name: "Matrix", subject: "Hi", bodyText: "Hello", variables: "name" },
      });
      return api.emailTemplates.update.mutate({
        id: template.id,
        subject: "Hi {{name}}",
        bodyText: "Hello {{name}}",
        bodyHtml: "",
      });
    },
  },
  "emailTemplates.recentEmails": { access: "admin", call: (api) => api.emailTemplates.recentEmails.query({}) },
  "emailTemplates.email": {
    access: "admin",
    call: async (api) => {
      const { db } = await import("@/platform/db");
      const email = await db.emailMessage.create({
        data: { toAddress: uniqueEmail("mail"), subject: "s", bodyText: "b", status: "outbox" },
      });
      return api.emailTemplates.email.mutate({ id: email.id });
    },
  },
  "home.featuredBusinesses": { access: "public", call: (api) => api.home.featuredBusinesses.query() },
  "home.platformFeatures": { access: "public", call: (api) => api.home.platformFeatures.query() },
  "businessProfile.get": {
    access: "public",
    call: (api) => api.businessProfile.get.query({ key: "no-such-business" }),
  },
  "sitemap.cities": { access: "public", call: (api) => api.sitemap.cities.query() },
  "sitemap.cityBusinesses": { access: "public", call: (api) => api.sitemap.cityBusinesses.query({ city: "austin" }) },
  "newsletter.subscribe": {
    access: "public",
    call: (api) => api.newsletter.subscribe.mutate({ email: uniqueEmail("news") }),
  },
  "directory.search": { access: "public", call: (api) => api.directory.search.query({ search: "bakery" }) },
  "directory.suggest": { access: "public", call: (api) => api.directory.suggest.query({ text: "ba" }) },
  "directory.filterOptions": { access: "public", call: (api) => api.directory.filterOptions.query() },
  "businessProfile.redirect": {
    access: "public",
    call: (api) => api.businessProfile.redirect.query({ city: "austin", slug: "no-such-business" }),
  },
  "businesses.formOptions": { access: "signed-in", call: (api) => api.businesses.formOptions.query() },
  "businesses.create": {
    access: "signed-in",
    // Creating makes the caller an owner; the role is taken back so the other rows test the caller as they came.
    call: async (api, ids) => {
      const { db } = await import("@/platform/db");
      const before = await db.userRole.findMany({ where: { userId: ids.self } });
      const input = await newBusinessInput();
      const created = await withVerifiedEmail(ids.self, () => api.businesses.create.mutate(input));
      await db.userRole.deleteMany({ where: { userId: ids.self, role: { notIn: before.map((row) => row.role) } } });
      return created;
    },
  },
  "businesses.forEdit": {
    access: "signed-in",
    call: async (api, ids) => api.businesses.forEdit.query({ id: await ownBusiness(ids.self) }),
  },
  "businesses.updateBasics": {
    access: "signed-in",
    call: async (api, ids) =>
      api.businesses.updateBasics.mutate({ id: await ownBusiness(ids.self), data: (await newBusinessInput()).basics }),
  },
  "businesses.updateLocation": {
    access: "signed-in",
    call: async (api, ids) =>
      api.businesses.updateLocation.mutate({
        id: await ownBusiness(ids.self),
        data: { citySlug: "austin", zipCode: "78701" },
      }),
  },
  "businesses.updateContact": {
    access: "signed-in",
    call: async (api, ids) =>
      api.businesses.updateContact.mutate({ id: await ownBusiness(ids.self), data: { phone: "512" } }),
  },
  "businesses.updatePhotos": {
    access: "signed-in",
    call: async (api, ids) => api.businesses.updatePhotos.mutate({ id: await ownBusiness(ids.self), data: {} }),
  },
  "businesses.saveHours": {
    access: "signed-in",
    call: async (api, ids) =>
      api.businesses.saveHours.mutate({
        id: await ownBusiness(ids.self),
        data: [{ dayOfWeek: 1, open: "09:00", close: "17:00" }],
      }),
  },
  "businesses.saveServices": {
    access: "signed-in",
    call: async (api, ids) =>
      api.businesses.saveServices.mutate({ id: await ownBusiness(ids.self), data: [{ serviceName: "Cut" }] }),
  },
  "businesses.saveOffers": {
    access: "signed-in",
    call: async (api, ids) =>
      api.businesses.saveOffers.mutate({ id: await ownBusiness(ids.self), data: [{ title: "Deal", isPinned: true }] }),
  },
  "businesses.setActive": {
    access: "signed-in",
    call: async (api, ids) => api.businesses.setActive.mutate({ id: await ownBusiness(ids.self), active: false }),
  },
  "businesses.specialHours": {
    access: "owner",
    call: async (api, ids) => api.businesses.specialHours.query({ id: await ownBusiness(ids.self) }),
  },
  "businesses.saveSpecialHours": {
    access: "owner",
    call: async (api, ids) =>
      api.businesses.saveSpecialHours.mutate({
        id: await ownBusiness(ids.self),
        data: { from: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10), closed: true },
      }),
  },
  "businesses.removeSpecialHours": {
    access: "owner",
    call: async (api, ids) =>
      api.businesses.removeSpecialHours.mutate({ id: await ownBusiness(ids.self), day: "2030-01-01" }),
  },
  "businesses.closeOnUsHolidays": {
    access: "owner",
    call: async (api, ids) => api.businesses.closeOnUsHolidays.mutate({ id: await ownBusiness(ids.self) }),
  },
  "businesses.dashboard": { access: "owner", call: (api) => api.businesses.dashboard.query() },
  "gallery.forEdit": {
    access: "owner",
    call: async (api, ids) => api.gallery.forEdit.query({ businessId: await ownBusiness(ids.self) }),
  },
  "gallery.add": {
    access: "owner",
    call: async (api, ids) => {
      const input = {
        businessId: await ownBusiness(ids.self),
        url: await ownUpload(ids.self),
        altText: "Matrix photo",
      };
      return withVerifiedEmail(ids.self, () => api.gallery.add.mutate(input));
    },
  },
  "gallery.editAltText": {
    access: "owner",
    call: async (api, ids) => {
      const photo = await ownPhoto(ids.self);
      return withVerifiedEmail(ids.self, () => api.gallery.editAltText.mutate({ ...photo, altText: "Matrix text" }));
    },
  },
  "gallery.remove": { access: "owner", call: async (api, ids) => api.gallery.remove.mutate(await ownPhoto(ids.self)) },
  "gallery.reorder": {
    access: "owner",
    call: async (api, ids) => {
      const { businessId, photoId } = await ownPhoto(ids.self);
      return api.gallery.reorder.mutate({ businessId, photoIds: [photoId] });
    },
  },
  "gallery.setCover": {
    access: "owner",
    call: async (api, ids) => api.gallery.setCover.mutate(await ownPhoto(ids.self)),
  },
  "businessAdmin.list": { access: "admin", call: (api) => api.businessAdmin.list.query({ q: "a" }) },
  "businessAdmin.categoryOptions": { access: "admin", call: (api) => api.businessAdmin.categoryOptions.query() },
  "businessAdmin.setVerification": {
    access: "admin",
    call: async (api, ids) =>
      api.businessAdmin.setVerification.mutate({
        id: await ownBusiness(ids.other),
        status: "rejected",
        reason: "Photos do not match.",
      }),
  },
  "businessAdmin.setFeatured": {
    access: "admin",
    call: async (api, ids) =>
      api.businessAdmin.setFeatured.mutate({ id: await ownBusiness(ids.other), featured: false }),
  },
  "businessAdmin.setActive": {
    access: "admin",
    call: async (api, ids) => api.businessAdmin.setActive.mutate({ id: await ownBusiness(ids.other), active: true }),
  },
  "businessAdmin.bulk": {
    access: "admin",
    call: async (api, ids) => api.businessAdmin.bulk.mutate({ ids: [await ownBusiness(ids.other)], action: "verify" }),
  },
  "businessOwnership.facts": {
    access: "admin",
    call: async (api, ids) => api.businessOwnership.facts.query({ id: await ownBusiness(ids.other) }),
  },
  "businessOwnership.setOwner": {
    access: "admin",
    call: async (api, ids) => api.businessOwnership.setOwner.mutate({ id: await ownBusiness(""), ownerId: ids.other }),
  },
  "businessOwnership.setMemberSince": {
    access: "admin",
    call: async (api, ids) =>
      api.businessOwnership.setMemberSince.mutate({ id: await ownBusiness(ids.other), date: "2020-02-02" }),
  },
  "claims.submit": {
    access: "signed-in",
    call: async (api, ids) => {
      const businessId = (await createBusiness({ name: "Unowned" })).id;
      return withVerifiedEmail(ids.self, () =>
        api.claims.submit.mutate({ businessId, roleAtBusiness: "Owner", phone: "512-555-0100" }),
      );
    },
  },
  "claims.list": { access: "admin", call: (api) => api.claims.list.query({}) },
  "claims.approve": {
    access: "admin",
    call: async (api, ids) => api.claims.approve.mutate({ id: await pendingClaim(ids.other) }),
  },
  "claims.reject": {
    access: "admin",
    call: async (api, ids) => api.claims.reject.mutate({ id: await pendingClaim(ids.other) }),
  },
  "notifications.markRead": {
    access: "signed-in",
    call: async (api, ids) =>
      api.notifications.markRead.mutate({ id: (await createNotification(ids.self || ids.other)).id }),
  },
  "favourites.list": { access: "signed-in", call: (api) => api.favourites.list.query({}) },
  "favourites.cardState": { access: "signed-in", call: (api) => api.favourites.cardState.query({ businessIds: [] }) },
  "favourites.add": {
    access: "signed-in",
    call: async (api) => api.favourites.add.mutate({ businessId: await anyBusinessId() }),
  },
  "favourites.remove": {
    access: "signed-in",
    call: async (api) => {
      const businessId = await anyBusinessId();
      await api.favourites.add.mutate({ businessId }).catch(() => undefined);
      return api.favourites.remove.mutate({ businessId });
    },
  },
  "lists.mine": { access: "signed-in", call: (api) => api.lists.mine.query() },
  "lists.get": { access: "signed-in", call: async (api) => api.lists.get.query({ listId: (await ownList(api)).id }) },
  "lists.shared": { access: "public", call: async (api) => api.lists.shared.query({ listId: await publicListId() }) },
  "lists.create": { access: "signed-in", call: (api) => api.lists.create.mutate({ name: "Matrix list" }) },
  "lists.update": {
    access: "signed-in",
    call: async (api) => api.lists.update.mutate({ listId: (await ownList(api)).id, name: "Renamed" }),
  },
  "lists.delete": {
    access: "signed-in",
    call: async (api) => api.lists.delete.mutate({ listId: (await ownList(api)).id }),
  },
  "lists.addItem": {
    access: "signed-in",
    call: async (api) =>
      api.lists.addItem.mutate({ listId: (await ownList(api)).id, businessId: await anyBusinessId() }),
  },
  "lists.removeItem": {
    access: "signed-in",
    call: async (api) => {
      const [list, businessId] = [await ownList(api), await anyBusinessId()];
      await api.lists.addItem.mutate({ listId: list.id, businessId }).catch(() => undefined);
      return api.lists.removeItem.mutate({ listId: list.id, businessId });
    },
  },
  "lists.updateItemNote": {
    access: "signed-in",
    call: async (api) => {
      const [list, businessId] = [await ownList(api), await anyBusinessId()];
      await api.lists.addItem.mutate({ listId: list.id, businessId }).catch(() => undefined);
      const detail = await api.lists.get.query({ listId: list.id }).catch(() => null);
      return api.lists.updateItemNote.mutate({ itemId: detail?.items[0]?.itemId ?? "no-such-item", notes: "Matrix" });
    },
  },
  "reviews.sendRequests": {
    access: "signed-in",
    call: async (api, ids) => {
      const businessId = await ownBusiness(ids.self);
      return withVerifiedEmail(ids.self, () =>
        api.reviews.sendRequests.mutate({ businessId, customers: [{ name: "Matrix", email: uniqueEmail("asked") }] }),
      );
    },
  },
  "reviews.requests": {
    access: "signed-in",
    call: async (api, ids) => api.reviews.requests.query({ businessId: await ownBusiness(ids.self) }),
  },
  "reviews.resendRequest": {
    access: "signed-in",
    call: async (api, ids) => {
      const requestId = (await createReviewRequest(await ownBusiness(ids.self))).id;
      return withVerifiedEmail(ids.self, () => api.reviews.resendRequest.mutate({ requestId }));
    },
  },
  "reviews.link": {
    access: "public",
    call: async (api, ids) =>
      api.reviews.link.query({ code: (await createReviewRequest(await ownBusiness(ids.other))).linkCode }),
  },
  "reviews.submitWithLink": {
    access: "public",
    call: async (api, ids) =>
      api.reviews.submitWithLink.mutate({
        code: (await createReviewRequest(await ownBusiness(ids.other))).linkCode,
        reviewerName: "Matrix",
        ...reviewInput(),
      }),
  },
  // An unknown token: every caller reaches the check (BAD_REQUEST, counted as admitted).
  "reviews.confirm": {
    access: "public",
    call: (api) => reachesValidation(api.reviews.confirm.mutate({ token: "no-such-token" })),
  },
  "reviews.viewer": {
    access: "public",
    call: async (api) => api.reviews.viewer.query({ businessId: await anyBusinessId() }),
  },
  "reviews.save": {
    access: "signed-in",
    call: async (api, ids) => api.reviews.save.mutate({ businessId: await ownBusiness(ids.other), ...reviewInput() }),
  },
  "reviews.delete": {
    access: "signed-in",
    call: async (api, ids) =>
      api.reviews.delete.mutate({
        reviewId: (await createReview(await anyBusinessId(), { userId: ids.self || null })).id,
      }),
  },
  "reviews.reply": {
    access: "signed-in",
    call: async (api, ids) => {
      const reviewId = (await createReview(await ownBusiness(ids.self))).id;
      return withVerifiedEmail(ids.self, () => api.reviews.reply.mutate({ reviewId, text: "Thank you!" }));
    },
  },
  "reviews.inbox": { access: "owner", call: (api) => api.reviews.inbox.query({ filter: "unanswered" }) },
  "reviews.removeReply": {
    access: "signed-in",
    call: async (api, ids) =>
      api.reviews.removeReply.mutate({ reviewId: (await createReview(await ownBusiness(ids.self))).id }),
  },
  "reviews.markHelpful": {
    access: "signed-in",
    call: async (api) => api.reviews.markHelpful.mutate({ reviewId: (await createReview(await anyBusinessId())).id }),
  },
  "reviews.report": {
    access: "signed-in",
    call: async (api) =>
      api.reviews.report.mutate({ reviewId: (await createReview(await anyBusinessId())).id, reason: "spam" }),
  },
  "adminReviews.list": { access: "admin", call: (api) => api.adminReviews.list.query({ filters: { reported: true } }) },
  "adminReviews.businesses": { access: "admin", call: (api) => api.adminReviews.businesses.query({ text: "Matrix" }) },
  "adminReviews.hide": {
    access: "admin",
    call: async (api) =>
      api.adminReviews.hide.mutate({ reviewId: (await createReview(await anyBusinessId())).id, reason: "Matrix" }),
  },
  "adminReviews.restore": {
    access: "admin",
    call: async (api) =>
      api.adminReviews.restore.mutate({
        reviewId: (await createReview(await anyBusinessId(), { status: "hidden" })).id,
      }),
  },
  "adminReviews.delete": {
    access: "admin",
    call: async (api) => api.adminReviews.delete.mutate({ reviewId: (await createReview(await anyBusinessId())).id }),
  },
  "adminReviews.paused": { access: "admin", call: (api) => api.adminReviews.paused.query() },
  "adminReviews.publish": {
    access: "admin",
    call: async (api) =>
      api.adminReviews.publish.mutate({ reviewId: (await createReview(await anyBusinessId(), { status: "held" })).id }),
  },
  "adminReviews.resumeReviews": {
    access: "admin",
    call: async (api) => {
      const { db } = await import("@/platform/db");
      const business = await createBusiness({ name: "Paused" });
      await db.businessProfile.update({ where: { id: business.id }, data: { reviewsPausedAt: new Date() } });
      return api.adminReviews.resumeReviews.mutate({ businessId: business.id });
    },
  },
  "adminReviews.dismissReports": {
    access: "admin",
    call: async (api) =>
      api.adminReviews.dismissReports.mutate({
        reviewId: (await createReview(await anyBusinessId(), { openReports: 1 })).id,
      }),
  },
  // The network: the caller acts as a business of their own (listed; email verified where the
  // procedure sends something) toward a business of the other user.
  "network.businesses": { access: "owner", call: (api) => api.network.businesses.query() },
  "network.numbers": {
    access: "owner",
    call: async (api, ids) => api.network.numbers.query({ businessId: await ownBusiness(ids.self) }),
  },
  "network.connections": {
    access: "owner",
    call: async (api, ids) => api.network.connections.query({ businessId: await ownBusiness(ids.self) }),
  },
  "network.requests": {
    access: "owner",
    call: async (api, ids) =>
      api.network.requests.query({ businessId: await ownBusiness(ids.self), direction: "received" }),
  },
  "network.suggestions": {
    access: "owner",
    call: async (api, ids) => api.network.suggestions.query({ businessId: await ownBusiness(ids.self) }),
  },
  "network.blocked": {
    access: "owner",
    call: async (api, ids) => api.network.blocked.query({ businessId: await ownBusiness(ids.self) }),
  },
  "network.relationship": {
    access: "owner",
    call: async (api, ids) => {
      await ownBusiness(ids.self);
      return api.network.relationship.query({ otherBusinessId: await ownBusiness(ids.other) });
    },
  },
  "network.connect": {
    access: "owner",
    call: async (api, ids) => {
      const [businessId, otherBusinessId] = [await ownBusiness(ids.self), await ownBusiness(ids.other)];
      return withVerifiedEmail(ids.self, () => api.network.connect.mutate({ businessId, otherBusinessId }));
    },
  },
  // Declining: the answer that needs nothing more of the caller than owning the addressed business.
  "network.answerConnection": {
    access: "owner",
    call: async (api, ids) => {
      const request = await createConnection(await ownBusiness(ids.other), await ownBusiness(ids.self), "pending");
      return api.network.answerConnection.mutate({ connectionId: request.id, accept: false });
    },
  },
  "network.removeConnection": {
    access: "owner",
    call: async (api, ids) => {
      const connection = await createConnection(await ownBusiness(ids.self), await ownBusiness(ids.other), "accepted");
      return api.network.removeConnection.mutate({ connectionId: connection.id });
    },
  },
  "network.block": {
    access: "owner",
    call: async (api, ids) =>
      api.network.block.mutate({
        businessId: await ownBusiness(ids.self),
        otherBusinessId: await ownBusiness(ids.other),
      }),
  },
  "network.unblock": {
    access: "owner",
    call: async (api, ids) =>
      api.network.unblock.mutate({
        businessId: await ownBusiness(ids.self),
        otherBusinessId: await ownBusiness(ids.other),
      }),
  },
  "network.refer": {
    access: "owner",
    call: async (api, ids) => {
      const input = referralInput(await ownBusiness(ids.self), await ownBusiness(ids.other));
      return withVerifiedEmail(ids.self, () => api.network.refer.mutate(input));
    },
  },
  "network.referralsReceived": {
    access: "owner",
    call: async (api, ids) => api.network.referralsReceived.query({ businessId: await ownBusiness(ids.self) }),
  },
  "network.referralsSent": {
    access: "owner",
    call: async (api, ids) => api.network.referralsSent.query({ businessId: await ownBusiness(ids.self) }),
  },
  "network.stepReferral": {
    access: "owner",
    call: async (api, ids) => {
      const referral = await createNetworkReferral(await ownBusiness(ids.other), await ownBusiness(ids.self));
      return withVerifiedEmail(ids.self, () =>
        api.network.stepReferral.mutate({ referralId: referral.id, status: "contacted" }),
      );
    },
  },
  "network.exportReferrals": {
    access: "owner",
    call: async (api, ids) => api.network.exportReferrals.query({ businessId: await ownBusiness(ids.self) }),
  },
  "insights.businesses": { access: "owner", call: (api) => api.insights.businesses.query() },
  "insights.forBusiness": {
    access: "owner",
    call: async (api, ids) => api.insights.forBusiness.query({ businessId: await ownBusiness(ids.self), days: 90 }),
  },
  "insights.exportCsv": {
    access: "owner",
    call: async (api, ids) => api.insights.exportCsv.query({ businessId: await ownBusiness(ids.self), days: 30 }),
  },
  "network.recommend": {
    access: "owner",
    call: async (api, ids) => {
      const [businessId, otherBusinessId] = [await ownBusiness(ids.self), await ownBusiness(ids.other)];
      return withVerifiedEmail(ids.self, () =>
        api.network.recommend.mutate({ businessId, otherBusinessId, text: RECOMMENDATION_TEXT }),
      );
    },
  },
  "network.recommendations": {
    access: "owner",
    call: async (api, ids) => api.network.recommendations.query({ businessId: await ownBusiness(ids.self) }),
  },
  "network.answerRecommendation": {
    access: "owner",
    call: async (api, ids) => {
      const recommendation = await createRecommendation(await ownBusiness(ids.other), await ownBusiness(ids.self));
      return api.network.answerRecommendation.mutate({ recommendationId: recommendation.id, action: "decline" });
    },
  },
  "network.withdrawRecommendation": {
    access: "owner",
    call: async (api, ids) => {
      const recommendation = await createRecommendation(await ownBusiness(ids.self), await ownBusiness(ids.other));
      return api.network.withdrawRecommendation.mutate({ recommendationId: recommendation.id });
    },
  },
  "network.reportRecommendation": {
    access: "signed-in",
    call: async (api, ids) => {
      const recommendation = await createRecommendation(
        await ownBusiness(ids.other),
        await anyBusinessId(),
        "accepted",
      );
      return api.network.reportRecommendation.mutate({ recommendationId: recommendation.id, reason: "spam" });
    },
  },
  "network.profile": {
    access: "public",
    call: async (api) => api.network.profile.query({ businessId: await anyBusinessId() }),
  },
  "network.adminOverview": { access: "admin", call: (api) => api.network.adminOverview.query() },
  "network.adminRecommendations": {
    access: "admin",
    call: (api) => api.network.adminRecommendations.query({ filter: "reported" }),
  },
  "network.moderateRecommendation": {
    access: "admin",
    call: async (api, ids) => {
      const recommendation = await createRecommendation(
        await ownBusiness(ids.other),
        await anyBusinessId(),
        "accepted",
      );
      return api.network.moderateRecommendation.mutate({ recommendationId: recommendation.id, action: "remove" });
    },
  },
  // Enquiries: a customer reaches their own threads, an owner the threads of their own businesses.
  "enquiries.send": {
    access: "signed-in",
    call: async (api, ids) => {
      const input = {
        businessId: await ownBusiness(ids.other),
        kind: "question" as const,
        subject: "Matrix",
        message: "A matrix question.",
      };
      return withVerifiedEmail(ids.self, () => api.enquiries.send.mutate(input));
    },
  },
  "enquiries.mine": { access: "signed-in", call: (api) => api.enquiries.mine.query({}) },
  "enquiries.thread": {
    access: "signed-in",
    call: async (api, ids) =>
      api.enquiries.thread.query({ enquiryId: await matrixEnquiry(await anyBusinessId(), ids.self) }),
  },
  "enquiries.reply": {
    access: "signed-in",
    call: async (api, ids) => {
      const enquiryId = await matrixEnquiry(await ownBusiness(ids.other), ids.self);
      return withVerifiedEmail(ids.self, () => api.enquiries.reply.mutate({ enquiryId, message: "Thanks!" }));
    },
  },
  "enquiries.inbox": { access: "owner", call: (api) => api.enquiries.inbox.query({}) },
  "enquiries.ownerThread": {
    access: "owner",
    call: async (api, ids) =>
      api.enquiries.ownerThread.query({ enquiryId: await matrixEnquiry(await ownBusiness(ids.self), ids.other) }),
  },
  "enquiries.answer": {
    access: "owner",
    call: async (api, ids) => {
      const enquiryId = await matrixEnquiry(await ownBusiness(ids.self), ids.other);
      return withVerifiedEmail(ids.self, () => api.enquiries.answer.mutate({ enquiryId, message: "Yes, we do." }));
    },
  },
  "enquiries.setOpen": {
    access: "owner",
    call: async (api, ids) =>
      api.enquiries.setOpen.mutate({
        enquiryId: await matrixEnquiry(await ownBusiness(ids.self), ids.other),
        open: false,
      }),
  },
  "enquiries.report": {
    access: "owner",
    call: async (api, ids) =>
      api.enquiries.report.mutate({
        enquiryId: await matrixEnquiry(await ownBusiness(ids.self), ids.other),
        reason: "spam",
      }),
  },
  "enquiries.setEnabled": {
    access: "owner",
    call: async (api, ids) =>
      api.enquiries.setEnabled.mutate({ businessId: await ownBusiness(ids.self), enabled: false }),
  },
  "enquiries.moderationQueue": { access: "admin", call: (api) => api.enquiries.moderationQueue.query({}) },
  "enquiries.moderate": {
    access: "admin",
    call: async (api, ids) =>
      api.enquiries.moderate.mutate({
        enquiryId: await matrixEnquiry(await anyBusinessId(), ids.other, "held"),
        action: "release",
      }),
  },
  // Posts: the caller's own listed business (email verified to publish); reports of another's post.
  "posts.mine": {
    access: "owner",
    call: async (api, ids) => api.posts.mine.query({ businessId: await ownBusiness(ids.self) }),
  },
  "posts.create": {
    access: "owner",
    call: async (api, ids) => {
      const input = updateInput(await ownBusiness(ids.self));
      return withVerifiedEmail(ids.self, () => api.posts.create.mutate(input));
    },
  },
  "posts.update": {
    access: "owner",
    call: async (api, ids) => {
      const { businessId, ...fields } = updateInput(await ownBusiness(ids.self));
      const post = await createPostRow(businessId);
      return withVerifiedEmail(ids.self, () => api.posts.update.mutate({ postId: post.id, ...fields }));
    },
  },
  "posts.remove": {
    access: "owner",
    call: async (api, ids) =>
      api.posts.remove.mutate({ postId: (await createPostRow(await ownBusiness(ids.self))).id }),
  },
  "posts.report": {
    access: "signed-in",
    call: async (api, ids) =>
      api.posts.report.mutate({ postId: (await createPostRow(await ownBusiness(ids.other))).id, reason: "spam" }),
  },
  "posts.city": { access: "public", call: (api) => api.posts.city.query({ city: "austin" }) },
  "posts.adminList": { access: "admin", call: (api) => api.posts.adminList.query({ filter: "reported" }) },
  "posts.moderate": {
    access: "admin",
    call: async (api) =>
      api.posts.moderate.mutate({
        postId: (await createPostRow(await anyBusinessId())).id,
        action: "hide",
        reason: "Matrix",
      }),
  },
  "organizationAdmin.request": {
    access: "owner",
    call: (api, ids) => withVerifiedEmail(ids.self, () => api.organizationAdmin.request.mutate(organizationInput())),
  },
  "organizationAdmin.list": { access: "admin", call: (api) => api.organizationAdmin.list.query({}) },
  "organizationAdmin.create": {
    access: "admin",
    call: (api) => api.organizationAdmin.create.mutate(organizationInput()),
  },
  "organizationAdmin.approve": {
    access: "admin",
    call: async (api) => api.organizationAdmin.approve.mutate({ organizationId: await matrixOrganization() }),
  },
  "organizationAdmin.suspend": {
    access: "admin",
    call: async (api) => api.organizationAdmin.suspend.mutate({ organizationId: await matrixOrganization() }),
  },
  "organizationAdmin.reinstate": {
    access: "admin",
    call: async (api) =>
      api.organizationAdmin.reinstate.mutate({ organizationId: await matrixOrganization({ suspended: true }) }),
  },
  "organizationAdmin.assignManager": {
    access: "admin",
    call: async (api, ids) => {
      const { db } = await import("@/platform/db");
      const user = await db.user.findUniqueOrThrow({ where: { id: ids.other }, select: { email: true } });
      return api.organizationAdmin.assignManager.mutate({
        organizationId: await matrixOrganization(),
        email: user.email!,
      });
    },
  },
  "organizationAdmin.removeManager": {
    access: "admin",
    call: async (api, ids) =>
      api.organizationAdmin.removeManager.mutate({
        organizationId: await matrixOrganization({ managerId: ids.other }),
        userId: ids.other,
      }),
  },
  "organizations.myMemberships": { access: "owner", call: (api) => api.organizations.myMemberships.query() },
  "organizations.askToJoin": {
    access: "owner",
    call: async (api, ids) => {
      const { slug } = await createOrganization();
      const businessId = await ownBusiness(ids.self);
      return withVerifiedEmail(ids.self, () => api.organizations.askToJoin.mutate({ slug, businessId }));
    },
  },
  "organizations.leave": {
    access: "owner",
    call: async (api, ids) => api.organizations.leave.mutate({ membershipId: await ownMembership(ids.self, "active") }),
  },
  "organizations.answerInvitation": {
    access: "owner",
    call: async (api, ids) =>
      api.organizations.answerInvitation.mutate({
        membershipId: await ownMembership(ids.self, "invited"),
        accept: false,
      }),
  },
  "organizations.setShowValue": {
    access: "owner",
    call: async (api, ids) =>
      api.organizations.setShowValue.mutate({ membershipId: await ownMembership(ids.self, "active"), show: true }),
  },
  "organizations.manage": {
    access: "signed-in",
    call: async (api, ids) => api.organizations.manage.query({ slug: await managedSlug(ids.self) }),
  },
  "organizations.inviteCandidates": {
    access: "signed-in",
    call: async (api, ids) =>
      api.organizations.inviteCandidates.query({ slug: await managedSlug(ids.self), search: "Owned" }),
  },
  "organizations.invite": {
    access: "signed-in",
    call: async (api, ids) => {
      const slug = await managedSlug(ids.self);
      const businessId = await ownBusiness(ids.other);
      return withVerifiedEmail(ids.self, () => api.organizations.invite.mutate({ slug, businessId }));
    },
  },
  "organizations.inviteEmail": {
    access: "signed-in",
    call: async (api, ids) => {
      const slug = await managedSlug(ids.self);
      return withVerifiedEmail(ids.self, () =>
        api.organizations.inviteEmail.mutate({ slug, email: uniqueEmail("org-invite") }),
      );
    },
  },
  "organizations.answerRequest": {
    access: "signed-in",
    call: async (api, ids) => {
      const slug = await managedSlug(ids.self);
      const membershipId = await membershipIn(slug, "requested");
      return api.organizations.answerRequest.mutate({ membershipId, approve: false });
    },
  },
  "organizations.removeMember": {
    access: "signed-in",
    call: async (api, ids) => {
      const slug = await managedSlug(ids.self);
      return api.organizations.removeMember.mutate({ membershipId: await membershipIn(slug, "active") });
    },
  },
  "organizations.exportMembers": {
    access: "signed-in",
    call: async (api, ids) => api.organizations.exportMembers.query({ slug: await managedSlug(ids.self) }),
  },
  "organizations.updateSettings": {
    access: "signed-in",
    call: async (api, ids) =>
      api.organizations.updateSettings.mutate({
        slug: await managedSlug(ids.self),
        description: "Matrix",
        websiteUrl: "",
        leaderboardPublic: false,
      }),
  },
  "organizations.memberOffers": {
    access: "signed-in",
    call: async (api, ids) => api.organizations.memberOffers.query({ slug: await managedSlug(ids.self) }),
  },
  "organizations.postOffer": {
    access: "owner",
    call: async (api, ids) => {
      const membershipId = await ownMembership(ids.self, "active");
      const { db } = await import("@/platform/db");
      const membership = await db.organizationMember.findUniqueOrThrow({
        where: { id: membershipId },
        select: { businessId: true, organization: { select: { slug: true } } },
      });
      return api.organizations.postOffer.mutate({
        slug: membership.organization.slug,
        businessId: membership.businessId,
        title: "Matrix offer",
        details: "For members",
      });
    },
  },
  "organizations.deleteOffer": {
    access: "signed-in",
    call: async (api, ids) => {
      const slug = await managedSlug(ids.self);
      const { db } = await import("@/platform/db");
      const organization = await db.organization.findUniqueOrThrow({ where: { slug }, select: { id: true } });
      const offer = await createMemberOffer(organization.id, await anyBusinessId());
      return api.organizations.deleteOffer.mutate({ offerId: offer.id });
    },
  },
  "organizationPages.page": {
    access: "public",
    call: async (api) => api.organizationPages.page.query({ slug: await publicPageSlug() }),
  },
  "organizationPages.members": {
    access: "public",
    call: async (api) => api.organizationPages.members.query({ slug: await publicPageSlug(), page: 1 }),
  },
  "organizationPages.leaderboard": {
    access: "public",
    call: async (api) => api.organizationPages.leaderboard.query({ slug: await publicPageSlug(), period: "month" }),
  },
  "organizationPages.recommendations": {
    access: "public",
    call: async (api) => api.organizationPages.recommendations.query({ slug: await publicPageSlug() }),
  },
  "organizationPages.publicOffers": {
    access: "public",
    call: async (api) => api.organizationPages.publicOffers.query({ slug: await publicPageSlug() }),
  },
  "organizationPages.viewer": {
    access: "signed-in",
    call: async (api) => api.organizationPages.viewer.query({ slug: await publicPageSlug() }),
  },
};

/** An active organisation with a public leaderboard and one listed member (one per run). */
let matrixPublicPage: Promise<string> | undefined;
function publicPageSlug() {
  matrixPublicPage ??= (async () => {
    const { db } = await import("@/platform/db");
    const slug = `matrix-page-${Date.now().toString(36)}`;
    const businessId = await anyBusinessId();
    await db.organization.create({
      data: {
        slug,
        name: "Matrix Chamber",
        approvedAt: new Date(),
        leaderboardPublic: true,
        members: { create: { businessId, status: "active", joinedAt: new Date() } },
      },
    });
    return slug;
  })();
  return matrixPublicPage;
}

/** Counts a call as admitted when it got past the access check and failed only its own validation. */
async function reachesValidation(call: Promise<unknown>) {
  try {
    return await call;
  } catch (error) {
    if (error instanceof TRPCClientError && (error.data as { code?: string } | undefined)?.code === "BAD_REQUEST")
      return "validated";
    throw error;
  }
}

const organizationInput = () => ({
  name: `Matrix organization ${uniqueEmail("o")}`,
  kind: "chamber" as const,
  city: "",
  description: "",
  websiteUrl: "",
});

/** A fresh organisation awaiting approval (suspended, or with an admin, when asked). */
async function matrixOrganization(options: { suspended?: boolean; managerId?: string } = {}) {
  const { db } = await import("@/platform/db");
  const organization = await db.organization.create({
    data: {
      slug: `matrix-${uniqueEmail("o").split("@")[0]}`,
      name: "Matrix organization",
      active: false,
      suspendedAt: options.suspended ? new Date() : null,
      ...(options.managerId && { managers: { create: { userId: options.managerId } } }),
    },
  });
  return organization.id;
}

/** A business for the favourite and list calls (one per run). */
let matrixBusinessId: Promise<string> | undefined;
function anyBusinessId() {
  matrixBusinessId ??= createBusiness({ name: "Matrix business" }).then((business) => business.id);
  return matrixBusinessId;
}

/** A list of the caller's own; anonymous callers never reach the procedure, so any id will do. */
async function ownList(api: ApiClient): Promise<{ id: string }> {
  return api.lists.create.mutate({ name: "Matrix own list" }).catch(() => ({ id: "no-such-list" }));
}

async function publicListId() {
  const owner = await createUser();
  const { db } = await import("@/platform/db");
  return (await db.userList.create({ data: { userId: owner.id, name: "Matrix public list", isPublic: true } })).id;
}

/** A business owned by `userId` (for an anonymous caller, by nobody). */
async function ownBusiness(userId: string) {
  const { db } = await import("@/platform/db");
  const business = await createBusiness({ name: "Owned" });
  await db.businessProfile.update({ where: { id: business.id }, data: { ownerId: userId || null } });
  return business.id;
}

/** A stored image URL the user is recorded as having uploaded (for an anonymous caller, nobody's). */
async function ownUpload(userId: string) {
  const { randomBytes } = await import("node:crypto");
  const { recordUpload } = await import("@/platform/storage");
  const hash = randomBytes(32).toString("hex");
  if (userId) await recordUpload(userId, hash);
  return `/media/${hash}.webp`;
}

/** A photo in the gallery of a new business of the user's. */
async function ownPhoto(userId: string) {
  const { db } = await import("@/platform/db");
  const businessId = await ownBusiness(userId);
  const photo = await db.businessPhoto.create({
    data: { businessId, url: await ownUpload(""), altText: "Matrix photo" },
    select: { id: true },
  });
  return { businessId, photoId: photo.id };
}

/** An organisation the user manages (for an anonymous caller, one nobody manages). */
async function managedSlug(userId: string) {
  return (await createOrganization({ managerIds: userId ? [userId] : [] })).slug;
}

/** A membership (of this status) of a new business of the user's in a new organisation. */
async function ownMembership(userId: string, status: "active" | "invited") {
  const { id } = await createOrganization();
  return (await addMember(id, await ownBusiness(userId), status)).id;
}

/** A membership of this status of a new business in the organisation. */
async function membershipIn(slug: string, status: "active" | "requested") {
  const { db } = await import("@/platform/db");
  const organization = await db.organization.findUniqueOrThrow({ where: { slug }, select: { id: true } });
  return (await addMember(organization.id, (await createBusiness({ name: "Member" })).id, status)).id;
}

/**
 * Runs `call` while the caller's email address is verified (creating, sending, replying and
 * claiming need one; anonymous callers have none), then takes the verification back.
 */
async function withVerifiedEmail<T>(userId: string, call: () => Promise<T>): Promise<T> {
  const { db } = await import("@/platform/db");
  if (!userId) return call();
  await db.user.update({ where: { id: userId }, data: { emailVerifiedAt: new Date() } });
  try {
    return await call();
  } finally {
    await db.user.update({ where: { id: userId }, data: { emailVerifiedAt: null } });
  }
}

/** A thread of `customerId` (nobody's, for an anonymous caller) with the business, straight in the database. */
async function matrixEnquiry(businessId: string, customerId: string, status: "new" | "held" = "new") {
  const { db } = await import("@/platform/db");
  const enquiry = await db.enquiry.create({
    data: {
      businessId,
      customerId: customerId || null,
      subject: "Matrix enquiry",
      status,
      heldReason: status === "held" ? "same_text" : null,
      messages: { create: { authorId: customerId || null, body: "A matrix question." } },
    },
  });
  return enquiry.id;
}

/** A pending claim by `userId`, whose email address is verified (an approval needs it to be). */
async function pendingClaim(userId: string) {
  const { db } = await import("@/platform/db");
  await db.user.update({ where: { id: userId }, data: { emailVerifiedAt: new Date() } });
  const business = await createBusiness({ name: "Claimed" });
  const claim = await db.businessClaim.create({
    data: {
      businessId: business.id,
      userId,
      roleAtBusiness: "Owner",
      phone: "512-555-0100",
      pendingKey: `${userId}:${business.id}`,
    },
  });
  return claim.id;
}

const CALLERS: Array<{ name: string; roles: Role[] | null }> = [
  { name: "anonymous", roles: null },
  { name: "customer", roles: ["customer"] },
  { name: "business owner", roles: ["business_owner"] },
  { name: "admin", roles: ["admin"] },
];

function expected(access: Access, roles: Role[] | null): "ok" | "UNAUTHORIZED" | "FORBIDDEN" {
  if (access === "public") return "ok";
  if (!roles) return "UNAUTHORIZED";
  if (access === "signed-in") return "ok";
  if (access === "owner") return roles.includes("business_owner") || roles.includes("admin") ? "ok" : "FORBIDDEN";
  return roles.includes("admin") ? "ok" : "FORBIDDEN";
}

let server: Awaited<ReturnType<typeof startApiServer>>;
const clients = new Map<string, { api: ApiClient; ids: { self: string; other: string } }>();

beforeAll(async () => {
  await ensureCities();
  server = await startApiServer();
  const other = await createUser();
  for (const caller of CALLERS) {
    if (!caller.roles) {
      clients.set(caller.name, { api: apiClient(server.url), ids: { self: "", other: other.id } });
      continue;
    }
    const user = await createUser({ roles: caller.roles });
    clients.set(caller.name, {
      api: apiClient(server.url, await sessionCookie(user, caller.roles)),
      ids: { self: user.id, other: other.id },
    });
  }
});
afterAll(() => server.close());

describe("authorization matrix", () => {
  it("lists every procedure of the app router", () => {
    expect(Object.keys(appRouter._def.procedures).sort()).toEqual(Object.keys(PROCEDURES).sort());
  });

  for (const [path, { access, call }] of Object.entries(PROCEDURES)) {
    for (const caller of CALLERS) {
      const want = expected(access, caller.roles);
      it(`${path} as ${caller.name} -> ${want}`, async () => {
        const { api, ids } = clients.get(caller.name)!;
        const result = await outcome(call(api, ids));
        expect(result === "ok" ? "ok" : result.code).toBe(want);
      });
    }
  }

  it("keeps another owner out of a business's review procedures (not found), and out of moderation", async () => {
    const owner = await createUser({ roles: ["business_owner"], verified: true });
    const another = await createUser({ roles: ["business_owner"], verified: true });
    const api = apiClient(server.url, await sessionCookie(another, ["business_owner"]));
    const businessId = await ownBusiness(owner.id);
    const request = await createReviewRequest(businessId);
    const review = await createReview(businessId);
    const held = await createReview(businessId, { status: "held" });
    const calls = {
      "reviews.sendRequests": api.reviews.sendRequests.mutate({
        businessId,
        customers: [{ name: "Matrix", email: uniqueEmail("another") }],
      }),
      "reviews.requests": api.reviews.requests.query({ businessId }),
      "reviews.resendRequest": api.reviews.resendRequest.mutate({ requestId: request.id }),
      "reviews.reply": api.reviews.reply.mutate({ reviewId: review.id, text: "Not my business" }),
      "reviews.removeReply": api.reviews.removeReply.mutate({ reviewId: review.id }),
      "adminReviews.publish": api.adminReviews.publish.mutate({ reviewId: held.id }),
      "adminReviews.hide": api.adminReviews.hide.mutate({ reviewId: review.id, reason: "Not mine" }),
      "adminReviews.resumeReviews": api.adminReviews.resumeReviews.mutate({ businessId }),
      "adminReviews.paused": api.adminReviews.paused.query(),
    };
    const results = Object.fromEntries(
      await Promise.all(Object.entries(calls).map(async ([name, call]) => [name, await outcome(call)] as const)),
    );
    const codes = Object.fromEntries(
      Object.entries(results).map(([name, result]) => [name, result === "ok" ? "ok" : result.code]),
    );
    expect(codes).toEqual({
      "reviews.sendRequests": "NOT_FOUND",
      "reviews.requests": "NOT_FOUND",
      "reviews.resendRequest": "NOT_FOUND",
      "reviews.reply": "NOT_FOUND",
      "reviews.removeReply": "NOT_FOUND",
      "adminReviews.publish": "FORBIDDEN",
      "adminReviews.hide": "FORBIDDEN",
      "adminReviews.resumeReviews": "FORBIDDEN",
      "adminReviews.paused": "FORBIDDEN",
    });
  });

  it("re-reads roles from the database instead of trusting the session cookie", async () => {
    const customer = await createUser({ roles: ["customer"] });
    const forged = apiClient(server.url, await sessionCookie(customer, ["admin", "business_owner"]));
    expect(await outcome(forged.users.list.query({}))).toMatchObject({ code: "FORBIDDEN" });
    expect(await outcome(forged.network.businesses.query())).toMatchObject({ code: "FORBIDDEN" });
  });

  it("treats a session of a deleted account as signed out", async () => {
    const user = await createUser({ roles: ["admin"] });
    const api = apiClient(server.url, await sessionCookie(user, ["admin"]));
    const { db } = await import("@/platform/db");
    await db.user.delete({ where: { id: user.id } });
    expect(await outcome(api.auth.me.query())).toMatchObject({
      code: "UNAUTHORIZED",
      message: "User not authenticated",
    });
  });

  it("rejects a tampered session cookie", async () => {
    const user = await createUser({ roles: ["admin"] });
    const [name, token] = (await sessionCookie(user, ["admin"])).split("=") as [string, string];
    // Flip the first character of the JWE's authentication tag (the last segment).
    const parts = token.split(".");
    const tag = parts[4]!;
    parts[4] = (tag[0] === "A" ? "B" : "A") + tag.slice(1);
    const cookie = `${name}=${parts.join(".")}`;
    expect(await outcome(apiClient(server.url, cookie).users.list.query({}))).toMatchObject({ code: "UNAUTHORIZED" });
  });
});
