// Site-wide reference content: platform feature cards, waitlist challenges, organisations and
// email templates. Ids are deterministic so tests can refer to them.
import type { Prisma } from "@/generated/sqlite/client";
import { SEED_NOW } from "./dates";

type Feature = [title: string, description: string, icon: string, badge: string | null, color: string, featured: boolean, active: boolean];

const features: Feature[] = [
  ["Verified Businesses", "Every listing is checked by our team, so you know who you are dealing with.", "Shield", "Trusted", "bg-blue-100 text-blue-700", true, true],
  ["Local Discovery", "Find great businesses in your own neighbourhood across 23 Texas cities.", "MapPin", "Near You", "bg-green-100 text-green-700", true, true],
  ["Real Reviews", "Honest ratings from real customers help you choose with confidence.", "Star", "Authentic", "bg-yellow-100 text-yellow-700", true, true],
  ["Smart Search", "Search by name, category, tag, rating or city and get results instantly.", "Search", "Fast", "bg-purple-100 text-purple-700", true, true],
  ["Community Network", "Connect with other owners, share referrals and grow together.", "Users", "Connect", "bg-pink-100 text-pink-700", true, true],
  ["Exclusive Member Perks", "Members unlock discounts and offers from local businesses.", "Award", "Perks", "bg-orange-100 text-orange-700", true, true],
  ["Growth Insights", "See how customers find you and which offers bring them in.", "TrendingUp", "For Owners", "bg-indigo-100 text-indigo-700", false, true],
  ["Real-Time Availability", "Check who is open right now and book a same-day slot.", "Clock", "Coming Soon", "bg-slate-100 text-slate-700", false, false],
];

export const PLATFORM_FEATURES: Prisma.PlatformFeatureCreateManyInput[] = features.map(
  ([title, description, iconName, badgeText, colorClass, isFeatured, isActive], index) => ({
    id: `feature_${index + 1}`,
    title,
    description,
    iconName,
    badgeText,
    colorClass,
    isFeatured,
    isActive,
    displayOrder: index + 1,
    createdAt: SEED_NOW,
    updatedAt: SEED_NOW,
  }),
);

type Challenge = [text: string, category: string, usageCount: number, approved: boolean];

const challenges: Challenge[] = [
  ["Getting found online", "Marketing", 42, true],
  ["Getting more customer reviews", "Reputation", 37, true],
  ["Attracting new customers", "Marketing", 35, true],
  ["Keeping customers coming back", "Growth", 21, true],
  ["Managing social media", "Marketing", 18, true],
  ["Standing out from big-box competitors", "Growth", 14, true],
  ["Hiring and keeping good staff", "Staffing", 12, true],
  ["Cash flow and rising costs", "Finance", 9, true],
  ["Building or updating a website", "Technology", 7, true],
  ["Running promotions that actually work", "Marketing", 4, true],
  ["Handling online bookings and scheduling", "Technology", 0, true],
  ["Networking with other local businesses", "Growth", 0, true],
  ["Dealing with city permits and inspections", "Operations", 1, false],
  ["Finding affordable commercial space", "Operations", 1, false],
];

export const WAITLIST_CHALLENGES: Prisma.WaitlistChallengeCreateManyInput[] = challenges.map(
  ([challengeText, category, usageCount, isApproved], index) => ({
    id: `challenge_${String(index + 1).padStart(2, "0")}`,
    challengeText,
    category,
    usageCount,
    displayOrder: index + 1,
    isActive: true,
    isApproved,
    createdAt: new Date(SEED_NOW.getTime() - (challenges.length - index) * 86_400_000),
    updatedAt: SEED_NOW,
  }),
);

export const ORGANIZATIONS: Prisma.OrganizationCreateManyInput[] = [
  {
    id: "org_austin-chamber",
    slug: "austin-chamber",
    name: "Austin Chamber of Commerce",
    description: "Helping Austin-area businesses grow through advocacy, networking and events.",
    websiteUrl: "https://www.austinchamber.example",
    active: true,
    createdAt: SEED_NOW,
  },
  {
    id: "org_dallas-small-business-alliance",
    slug: "dallas-small-business-alliance",
    name: "Dallas Small Business Alliance",
    description: "A network of independent Dallas businesses that refer customers to one another.",
    websiteUrl: "https://www.dallassmallbiz.example",
    active: true,
    createdAt: SEED_NOW,
  },
];

const footer = "\n\n— The LocalHub team";

export const EMAIL_TEMPLATES: Prisma.EmailTemplateCreateManyInput[] = [
  {
    id: "tpl_welcome",
    key: "welcome",
    name: "Welcome to the waitlist",
    subject: "Welcome to LocalHub, {{ownerName}}!",
    // Only the visitor's own name: anything else they typed would let anyone send their text to any address.
    bodyText:
      "Hi {{ownerName}},\n\nThanks for joining the LocalHub directory waitlist. " +
      "We'll let you know as soon as LocalHub launches in your area." + footer,
    bodyHtml:
      "<p>Hi {{ownerName}},</p><p>Thanks for joining the LocalHub directory waitlist. " +
      "We'll let you know as soon as LocalHub launches in your area.</p><p>— The LocalHub team</p>",
    variables: "ownerName",
    createdAt: SEED_NOW,
    updatedAt: SEED_NOW,
  },
  {
    id: "tpl_area_launch",
    key: "area_launch",
    name: "LocalHub has launched in your area",
    subject: "LocalHub is live in {{city}}",
    bodyText:
      "Hi {{ownerName}},\n\nGood news: LocalHub is now live in {{city}}, and {{businessName}} can now be found by " +
      "local customers. See the {{city}} directory: {{directoryLink}}" + footer,
    bodyHtml:
      "<p>Hi {{ownerName}},</p><p>Good news: LocalHub is now live in {{city}}, and <strong>{{businessName}}</strong> " +
      'can now be found by local customers.</p><p><a href="{{directoryLink}}">See the {{city}} directory</a></p>' +
      "<p>— The LocalHub team</p>",
    variables: "ownerName,businessName,city,directoryLink",
    createdAt: SEED_NOW,
    updatedAt: SEED_NOW,
  },
  {
    id: "tpl_business_claim_invitation",
    key: "business_claim_invitation",
    name: "Claim your business",
    subject: "{{businessName}} is on LocalHub: claim it",
    bodyText:
      "Hi {{ownerName}},\n\nWe've added {{businessName}} to LocalHub from your waitlist sign-up. To manage its profile, " +
      "sign in or create an account with this email address, then claim the business: {{claimLink}}" + footer,
    bodyHtml:
      "<p>Hi {{ownerName}},</p><p>We've added <strong>{{businessName}}</strong> to LocalHub from your waitlist sign-up. " +
      'To manage its profile, sign in or create an account with this email address, then claim the business.</p><p><a href="{{claimLink}}">Claim {{businessName}}</a></p>' +
      "<p>— The LocalHub team</p>",
    variables: "ownerName,businessName,claimLink",
    createdAt: SEED_NOW,
    updatedAt: SEED_NOW,
  },
  {
    id: "tpl_review_request",
    key: "review_request",
    name: "Review request",
    subject: "How was your visit to {{businessName}}?",
    bodyText:
      "Hi {{customerName}},\n\nThank you for choosing {{businessName}}. Would you take a minute to tell us how we did? " +
      "Leave a review here: {{reviewLink}}\n\nThank you!\n{{businessName}}",
    bodyHtml:
      "<p>Hi {{customerName}},</p><p>Thank you for choosing <strong>{{businessName}}</strong>. Would you take a minute to tell us how we did?</p>" +
      '<p><a href="{{reviewLink}}">Leave a review</a></p><p>Thank you!<br>{{businessName}}</p>',
    variables: "customerName,businessName,reviewLink",
    createdAt: SEED_NOW,
    updatedAt: SEED_NOW,
  },
  {
    id: "tpl_new_review",
    key: "new_review",
    name: "New review (to the owner)",
    subject: "{{businessName}} received a new review",
    bodyText:
      "Hi {{ownerName}},\n\n{{reviewerName}} gave {{businessName}} {{rating}} stars on LocalHub. Read it and reply here: {{profileLink}}" + footer,
    bodyHtml:
      "<p>Hi {{ownerName}},</p><p>{{reviewerName}} gave <strong>{{businessName}}</strong> {{rating}} stars on LocalHub.</p>" +
      '<p><a href="{{profileLink}}">Read the review and reply</a></p><p>— The LocalHub team</p>',
    variables: "ownerName,businessName,rating,reviewerName,profileLink",
    createdAt: SEED_NOW,
    updatedAt: SEED_NOW,
  },
  {
    id: "tpl_review_reply",
    key: "review_reply",
    name: "Reply to a review (to the reviewer)",
    subject: "{{businessName}} replied to your review",
    bodyText: "Hi {{reviewerName}},\n\n{{businessName}} replied to your review:\n\n{{replyText}}\n\nSee it here: {{profileLink}}" + footer,
    bodyHtml:
      "<p>Hi {{reviewerName}},</p><p><strong>{{businessName}}</strong> replied to your review:</p><blockquote>{{replyText}}</blockquote>" +
      '<p><a href="{{profileLink}}">See the reply</a></p><p>— The LocalHub team</p>',
    variables: "reviewerName,businessName,replyText,profileLink",
    createdAt: SEED_NOW,
    updatedAt: SEED_NOW,
  },
  {
    id: "tpl_password_reset",
    key: "password_reset",
    name: "Password reset",
    subject: "Reset your LocalHub password",
    bodyText:
      "Hi {{name}},\n\nSomeone asked to reset the password of your LocalHub account. Choose a new password here: " +
      "{{resetLink}}\n\nThe link works once, for 60 minutes. If you did not ask, ignore this email; your password stays as it is." +
      footer,
    bodyHtml:
      "<p>Hi {{name}},</p><p>Someone asked to reset the password of your LocalHub account.</p>" +
      '<p><a href="{{resetLink}}">Choose a new password</a></p>' +
      "<p>The link works once, for 60 minutes. If you did not ask, ignore this email; your password stays as it is.</p><p>— The LocalHub team</p>",
    variables: "name,resetLink",
    createdAt: SEED_NOW,
    updatedAt: SEED_NOW,
  },
  {
    id: "tpl_verify_email",
    key: "verify_email",
    name: "Verify your email address",
    subject: "Confirm your email address for LocalHub",
    bodyText: "Hi {{name}},\n\nPlease confirm that this is your email address: {{verifyLink}}\n\nThe link works once, for 24 hours." + footer,
    bodyHtml:
      '<p>Hi {{name}},</p><p>Please confirm that this is your email address.</p><p><a href="{{verifyLink}}">Confirm my email address</a></p>' +
      "<p>The link works once, for 24 hours.</p><p>— The LocalHub team</p>",
    variables: "name,verifyLink",
    createdAt: SEED_NOW,
    updatedAt: SEED_NOW,
  },
  {
    id: "tpl_email_changed",
    key: "email_changed",
    name: "Email address change requested",
    subject: "Your LocalHub email address is changing",
    bodyText:
      "Hi {{name}},\n\nSomeone signed in to your LocalHub account asked to change its email address to {{newEmail}}. " +
      "The change happens once the new address is confirmed. If this was not you, change your password now." +
      footer,
    bodyHtml:
      "<p>Hi {{name}},</p><p>Someone signed in to your LocalHub account asked to change its email address to {{newEmail}}. " +
      "The change happens once the new address is confirmed. If this was not you, change your password now.</p><p>— The LocalHub team</p>",
    variables: "name,newEmail",
    createdAt: SEED_NOW,
    updatedAt: SEED_NOW,
  },
];
