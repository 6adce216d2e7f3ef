// The email templates LocalHub ships with. The seed writes them; a database that lacks one (made
// before the template existed) gets it the first time it is needed or the admin opens the list, so
// a new template never leaves its emails failing until someone adds a row by hand.

export type DefaultEmailTemplate = {
  id: string;
  key: string;
  name: string;
  subject: string;
  bodyText: string;
  bodyHtml: string | null;
  variables: string;
};

const footer = "\n\n— The LocalHub team";

export const DEFAULT_EMAIL_TEMPLATES: readonly DefaultEmailTemplate[] = [
  {
    id: "tpl_welcome",
    key: "welcome",
    name: "Welcome to the waitlist",
    subject: "Welcome to LocalHub, {{ownerName}}!",
    // Sent once the address is confirmed, with only the owner's own name from what they typed.
    bodyText:
      "Hi {{ownerName}},\n\nThanks for joining the LocalHub directory waitlist. " +
      "We'll let you know as soon as LocalHub launches in your area.\n\n" +
      "See your place in line and your referral link: each business that joins through it and confirms its email moves you up. {{spotLink}}" +
      footer,
    bodyHtml:
      "<p>Hi {{ownerName}},</p><p>Thanks for joining the LocalHub directory waitlist. " +
      "We'll let you know as soon as LocalHub launches in your area.</p>" +
      '<p>Each business that joins through your referral link and confirms its email moves you up the line. <a href="{{spotLink}}">See your place in line</a></p>' +
      "<p>— The LocalHub team</p>",
    variables: "ownerName,spotLink",
  },
  {
    id: "tpl_waitlist_confirm",
    key: "waitlist_confirm",
    name: "Confirm your waitlist email",
    subject: "Confirm your email for the LocalHub waitlist",
    // Sent before the address is proven: nothing the visitor typed, so nobody can send their words to someone else.
    bodyText:
      "Hello,\n\nSomeone, hopefully you, added this email address to the LocalHub directory waitlist. " +
      "Please confirm your email to keep your spot: {{confirmLink}}\n\nThe link works once, for 7 days. " +
      "If this wasn't you, ignore this email: we won't write to you again." +
      footer,
    bodyHtml:
      "<p>Hello,</p><p>Someone, hopefully you, added this email address to the LocalHub directory waitlist. " +
      'Please confirm your email to keep your spot.</p><p><a href="{{confirmLink}}">Confirm your email</a></p>' +
      "<p>The link works once, for 7 days. If this wasn't you, ignore this email: we won't write to you again.</p><p>— The LocalHub team</p>",
    variables: "confirmLink",
  },
  {
    id: "tpl_area_launch",
    key: "area_launch",
    name: "LocalHub has launched in your area",
    subject: "LocalHub is live in {{city}}",
    // To waitlist entries not yet listed: an invitation to list or claim, never a claim that the business is listed.
    bodyText:
      "Hi {{ownerName}},\n\nGood news: LocalHub is now live in {{city}}. Create the free listing of {{businessName}} " +
      "so local customers can find it: {{createLink}}\n\nIf {{businessName}} is already in the {{city}} directory, " +
      "claim it from its page instead: {{directoryLink}}" +
      footer,
    bodyHtml:
      "<p>Hi {{ownerName}},</p><p>Good news: LocalHub is now live in {{city}}. Create the free listing of <strong>{{businessName}}</strong> " +
      'so local customers can find it.</p><p><a href="{{createLink}}">Create your listing</a></p>' +
      '<p>If {{businessName}} is already in the {{city}} directory, claim it from its page instead: <a href="{{directoryLink}}">see the {{city}} directory</a></p>' +
      "<p>— The LocalHub team</p>",
    variables: "ownerName,businessName,city,createLink,directoryLink",
  },
  {
    id: "tpl_business_claim_invitation",
    key: "business_claim_invitation",
    name: "Claim your business",
    subject: "{{businessName}} is on LocalHub: claim it",
    bodyText:
      "Hi {{ownerName}},\n\nWe've added {{businessName}} to LocalHub from your waitlist sign-up. To manage its profile, " +
      "sign in or create an account with this email address, then claim the business: {{claimLink}}" +
      footer,
    bodyHtml:
      "<p>Hi {{ownerName}},</p><p>We've added <strong>{{businessName}}</strong> to LocalHub from your waitlist sign-up. " +
      'To manage its profile, sign in or create an account with this email address, then claim the business.</p><p><a href="{{claimLink}}">Claim {{businessName}}</a></p>' +
      "<p>— The LocalHub team</p>",
    variables: "ownerName,businessName,claimLink",
  },
  {
    id: "tpl_business_owner_assigned",
    key: "business_owner_assigned",
    name: "You now manage a business (admin change)",
    subject: "You now manage {{businessName}} on LocalHub",
    bodyText:
      "Hi {{ownerName}},\n\nA LocalHub administrator made you the owner of {{businessName}}. " +
      "Edit its profile, hours and offers from your dashboard: {{dashboardLink}}" +
      footer,
    bodyHtml:
      "<p>Hi {{ownerName}},</p><p>A LocalHub administrator made you the owner of <strong>{{businessName}}</strong>. " +
      'Edit its profile, hours and offers from your dashboard.</p><p><a href="{{dashboardLink}}">Open your dashboard</a></p><p>— The LocalHub team</p>',
    variables: "ownerName,businessName,dashboardLink",
  },
  {
    id: "tpl_business_owner_removed",
    key: "business_owner_removed",
    name: "You no longer manage a business (admin change)",
    subject: "You no longer manage {{businessName}} on LocalHub",
    bodyText:
      "Hi {{ownerName}},\n\nA LocalHub administrator changed the owner of {{businessName}}, so it no longer appears on your dashboard. " +
      "If you think this is a mistake, reply to this email." +
      footer,
    bodyHtml:
      "<p>Hi {{ownerName}},</p><p>A LocalHub administrator changed the owner of <strong>{{businessName}}</strong>, so it no longer appears on your dashboard. " +
      "If you think this is a mistake, reply to this email.</p><p>— The LocalHub team</p>",
    variables: "ownerName,businessName",
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
  },
  {
    id: "tpl_review_confirm",
    key: "review_confirm",
    name: "Confirm a review (to the customer asked for it)",
    subject: "Confirm your review of {{businessName}}",
    // To the address the business's request went to: the review is published only once confirmed.
    bodyText:
      "Hi {{reviewerName}},\n\nYou wrote a review of {{businessName}} on LocalHub through the request sent to this address. " +
      "Confirm that it is yours to publish it: {{confirmLink}}\n\nThe link works once, for {{days}} days. If you did not write it, " +
      "ignore this email and the review is never published." +
      footer,
    bodyHtml:
      "<p>Hi {{reviewerName}},</p><p>You wrote a review of <strong>{{businessName}}</strong> on LocalHub through the request sent to this address. " +
      'Confirm that it is yours to publish it.</p><p><a href="{{confirmLink}}">Confirm my review</a></p>' +
      "<p>The link works once, for {{days}} days. If you did not write it, ignore this email and the review is never published.</p><p>— The LocalHub team</p>",
    variables: "reviewerName,businessName,confirmLink,days",
  },
  {
    id: "tpl_new_review",
    key: "new_review",
    name: "New review (to the owner)",
    subject: "{{businessName}} received a new review",
    bodyText:
      "Hi {{ownerName}},\n\n{{reviewerName}} gave {{businessName}} {{rating}} stars on LocalHub. Read it and reply here: {{profileLink}}" +
      footer,
    bodyHtml:
      "<p>Hi {{ownerName}},</p><p>{{reviewerName}} gave <strong>{{businessName}}</strong> {{rating}} stars on LocalHub.</p>" +
      '<p><a href="{{profileLink}}">Read the review and reply</a></p><p>— The LocalHub team</p>',
    variables: "ownerName,businessName,rating,reviewerName,profileLink",
  },
  {
    id: "tpl_review_reply",
    key: "review_reply",
    name: "Reply to a review (to the reviewer)",
    subject: "{{businessName}} replied to your review",
    bodyText:
      "Hi {{reviewerName}},\n\n{{businessName}} replied to your review:\n\n{{replyText}}\n\nSee it here: {{profileLink}}" +
      footer,
    bodyHtml:
      "<p>Hi {{reviewerName}},</p><p><strong>{{businessName}}</strong> replied to your review:</p><blockquote>{{replyText}}</blockquote>" +
      '<p><a href="{{profileLink}}">See the reply</a></p><p>— The LocalHub team</p>',
    variables: "reviewerName,businessName,replyText,profileLink",
  },
  {
    id: "tpl_review_hidden",
    key: "review_hidden",
    name: "Review hidden by LocalHub (to the owner)",
    subject: "A review of {{businessName}} was hidden",
    bodyText:
      "Hi {{ownerName}},\n\nOur team hid {{reviewerName}}'s {{rating}}-star review of {{businessName}}. It no longer shows on your page " +
      "or counts towards your rating.\n\nReason: {{reason}}\n\nYour page: {{profileLink}}" +
      footer,
    bodyHtml:
      "<p>Hi {{ownerName}},</p><p>Our team hid {{reviewerName}}'s {{rating}}-star review of <strong>{{businessName}}</strong>. " +
      "It no longer shows on your page or counts towards your rating.</p><p>Reason: {{reason}}</p>" +
      '<p><a href="{{profileLink}}">See your page</a></p><p>— The LocalHub team</p>',
    variables: "ownerName,businessName,reviewerName,rating,reason,profileLink",
  },
  {
    id: "tpl_post_hidden",
    key: "post_hidden",
    name: "Post hidden by LocalHub (to the owner)",
    subject: "A post of {{businessName}} was hidden",
    // Only the admin's reason and the owner's own screen: never the text of the post.
    bodyText:
      "Hi {{ownerName}},\n\nOur team hid an {{postKind}} post of {{businessName}}. It no longer shows on your page " +
      "or in your city's news.\n\nReason: {{reason}}\n\nYour posts: {{postsLink}}" +
      footer,
    bodyHtml:
      "<p>Hi {{ownerName}},</p><p>Our team hid an {{postKind}} post of <strong>{{businessName}}</strong>. " +
      "It no longer shows on your page or in your city's news.</p><p>Reason: {{reason}}</p>" +
      '<p><a href="{{postsLink}}">See your posts</a></p><p>— The LocalHub team</p>',
    variables: "ownerName,businessName,postKind,reason,postsLink",
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
  },
  {
    id: "tpl_verify_email",
    key: "verify_email",
    name: "Verify your email address",
    subject: "Confirm your email address for LocalHub",
    bodyText:
      "Hi {{name}},\n\nPlease confirm that this is your email address: {{verifyLink}}\n\nThe link works once, for 24 hours." +
      footer,
    bodyHtml:
      '<p>Hi {{name}},</p><p>Please confirm that this is your email address.</p><p><a href="{{verifyLink}}">Confirm my email address</a></p>' +
      "<p>The link works once, for 24 hours.</p><p>— The LocalHub team</p>",
    variables: "name,verifyLink",
  },
  {
    id: "tpl_finish_sign_up",
    key: "finish_sign_up",
    name: "Finish signing up",
    subject: "Finish creating your LocalHub account",
    bodyText:
      "Hi {{name}},\n\nTo finish creating your LocalHub account, open this link: {{finishLink}}\n\n" +
      "The link works once, for 24 hours. If you did not sign up, ignore this email: no account is made without it." +
      footer,
    bodyHtml:
      '<p>Hi {{name}},</p><p>To finish creating your LocalHub account, open this link.</p><p><a href="{{finishLink}}">Finish signing up</a></p>' +
      "<p>The link works once, for 24 hours. If you did not sign up, ignore this email: no account is made without it.</p><p>— The LocalHub team</p>",
    variables: "name,finishLink",
  },
  {
    id: "tpl_account_exists",
    key: "account_exists",
    name: "Sign-up with a registered address",
    subject: "You already have a LocalHub account",
    // Sent instead of a sign-up link when the address already has an account: the form gives the
    // same answer either way, and the address's owner learns of it here.
    bodyText:
      "Hi {{name}},\n\nSomeone, hopefully you, tried to create a LocalHub account with this email address. " +
      "It already has an account, so nothing has changed.\n\nSign in: {{signInLink}}\nForgot your password? Choose a new one: {{resetLink}}" +
      "\n\nIf it was not you, you can ignore this email." +
      footer,
    bodyHtml:
      "<p>Hi {{name}},</p><p>Someone, hopefully you, tried to create a LocalHub account with this email address. " +
      "It already has an account, so nothing has changed.</p>" +
      '<p><a href="{{signInLink}}">Sign in</a> or, if you forgot your password, <a href="{{resetLink}}">choose a new one</a>.</p>' +
      "<p>If it was not you, you can ignore this email.</p><p>— The LocalHub team</p>",
    variables: "name,signInLink,resetLink",
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
  },
  {
    id: "tpl_email_in_use",
    key: "email_in_use",
    name: "Someone tried to use your email address",
    subject: "Someone tried to use your email address on LocalHub",
    // Sent instead of a verification link when an account asks to move to an address another account
    // already has: the requester sees the usual answer, the address's owner learns of it. Nothing the
    // requester typed goes in, so nobody can send their words to someone else.
    bodyText:
      "Hi {{name}},\n\nSomeone signed in to another LocalHub account asked to change that account's email address to this one. " +
      "This address already belongs to your account, so nothing has changed: your account keeps it, and no other account can take it." +
      "\n\nIf this was you, sign in with this address instead: {{signInLink}}\n\nIf it was not, you can ignore this email." +
      footer,
    bodyHtml:
      "<p>Hi {{name}},</p><p>Someone signed in to another LocalHub account asked to change that account's email address to this one. " +
      "This address already belongs to your account, so nothing has changed: your account keeps it, and no other account can take it.</p>" +
      '<p>If this was you, <a href="{{signInLink}}">sign in with this address</a> instead.</p>' +
      "<p>If it was not, you can ignore this email.</p><p>— The LocalHub team</p>",
    variables: "name,signInLink",
  },
  {
    id: "tpl_business_verified",
    key: "business_verified",
    name: "Business verified (to the owner)",
    subject: "{{businessName}} is now verified on LocalHub",
    bodyText:
      "Hi {{ownerName}},\n\n{{businessName}} is now verified: your listing shows the verified badge in the LocalHub directory. " +
      "See it on your dashboard: {{dashboardLink}}" +
      footer,
    bodyHtml:
      "<p>Hi {{ownerName}},</p><p><strong>{{businessName}}</strong> is now verified: your listing shows the verified badge in the LocalHub directory.</p>" +
      '<p><a href="{{dashboardLink}}">Open your dashboard</a></p><p>— The LocalHub team</p>',
    variables: "ownerName,businessName,dashboardLink",
  },
  {
    id: "tpl_business_verification_rejected",
    key: "business_verification_rejected",
    name: "Business verification rejected (to the owner)",
    subject: "{{businessName}} could not be verified",
    bodyText:
      "Hi {{ownerName}},\n\nWe could not verify {{businessName}} on LocalHub. The reason:\n\n{{reason}}\n\n" +
      "Update your listing or reply to this email, and we will look again: {{dashboardLink}}" +
      footer,
    bodyHtml:
      "<p>Hi {{ownerName}},</p><p>We could not verify <strong>{{businessName}}</strong> on LocalHub. The reason:</p><blockquote>{{reason}}</blockquote>" +
      '<p>Update your listing or reply to this email, and we will look again.</p><p><a href="{{dashboardLink}}">Open your dashboard</a></p><p>— The LocalHub team</p>',
    variables: "ownerName,businessName,reason,dashboardLink",
  },
  {
    id: "tpl_business_approved",
    key: "business_approved",
    name: "Listing approved (to the owner)",
    subject: "{{businessName}} is now listed on LocalHub",
    bodyText:
      "Hi {{ownerName}},\n\n{{businessName}} was approved by the LocalHub team: it now shows in the directory and at its own address. " +
      "See it on your dashboard: {{dashboardLink}}" +
      footer,
    bodyHtml:
      "<p>Hi {{ownerName}},</p><p><strong>{{businessName}}</strong> was approved by the LocalHub team: it now shows in the directory and at its own address.</p>" +
      '<p><a href="{{dashboardLink}}">Open your dashboard</a></p><p>— The LocalHub team</p>',
    variables: "ownerName,businessName,dashboardLink",
  },
  {
    id: "tpl_business_deactivated",
    key: "business_deactivated",
    name: "Business deactivated (to the owner)",
    subject: "{{businessName}} was deactivated on LocalHub",
    bodyText:
      "Hi {{ownerName}},\n\n{{businessName}} was deactivated by the LocalHub team: it no longer shows in the directory or at its address. " +
      "Reply to this email if you think this is a mistake. Your dashboard: {{dashboardLink}}" +
      footer,
    bodyHtml:
      "<p>Hi {{ownerName}},</p><p><strong>{{businessName}}</strong> was deactivated by the LocalHub team: it no longer shows in the directory or at its address.</p>" +
      '<p>Reply to this email if you think this is a mistake.</p><p><a href="{{dashboardLink}}">Open your dashboard</a></p><p>— The LocalHub team</p>',
    variables: "ownerName,businessName,dashboardLink",
  },
  {
    id: "tpl_connection_request",
    key: "connection_request",
    name: "Connection request (to the owner)",
    subject: "{{otherBusiness}} wants to connect with {{businessName}}",
    bodyText:
      "Hi {{ownerName}},\n\n{{otherBusiness}} asked to connect with {{businessName}} on LocalHub. Accept or decline the request in your network. " +
      "Open it on LocalHub: {{networkLink}}" +
      footer,
    bodyHtml:
      "<p>Hi {{ownerName}},</p><p>{{otherBusiness}} asked to connect with {{businessName}} on LocalHub. Accept or decline the request in your network.</p>" +
      '<p><a href="{{networkLink}}">See the request</a></p><p>— The LocalHub team</p>',
    variables: "ownerName,businessName,otherBusiness,networkLink",
  },
  {
    id: "tpl_connection_accepted",
    key: "connection_accepted",
    name: "Connection accepted (to the owner)",
    subject: "{{otherBusiness}} accepted your connection",
    bodyText:
      "Hi {{ownerName}},\n\n{{otherBusiness}} accepted the connection request from {{businessName}}: you are now connected on LocalHub. " +
      "Open it on LocalHub: {{networkLink}}" +
      footer,
    bodyHtml:
      "<p>Hi {{ownerName}},</p><p>{{otherBusiness}} accepted the connection request from {{businessName}}: you are now connected on LocalHub.</p>" +
      '<p><a href="{{networkLink}}">Open your network</a></p><p>— The LocalHub team</p>',
    variables: "ownerName,businessName,otherBusiness,networkLink",
  },
  {
    id: "tpl_referral_received",
    key: "referral_received",
    name: "New referral (to the owner)",
    subject: "{{otherBusiness}} referred a customer to {{businessName}}",
    bodyText:
      "Hi {{ownerName}},\n\n{{otherBusiness}} referred a customer to {{businessName}}. The customer agreed to be contacted: their details are in your referral inbox. " +
      "Open it on LocalHub: {{networkLink}}" +
      footer,
    bodyHtml:
      "<p>Hi {{ownerName}},</p><p>{{otherBusiness}} referred a customer to {{businessName}}. The customer agreed to be contacted: their details are in your referral inbox.</p>" +
      '<p><a href="{{networkLink}}">Open the referral inbox</a></p><p>— The LocalHub team</p>',
    variables: "ownerName,businessName,otherBusiness,networkLink",
  },
  {
    id: "tpl_referral_update",
    key: "referral_update",
    name: "Referral step (to the referring owner)",
    subject: "Your referral to {{otherBusiness}}: {{status}}",
    bodyText:
      "Hi {{ownerName}},\n\n{{otherBusiness}} marked the customer you referred from {{businessName}} as {{status}}.{{detail}} " +
      "Open it on LocalHub: {{networkLink}}" +
      footer,
    bodyHtml:
      "<p>Hi {{ownerName}},</p><p>{{otherBusiness}} marked the customer you referred from {{businessName}} as {{status}}.{{detail}}</p>" +
      '<p><a href="{{networkLink}}">See your referrals</a></p><p>— The LocalHub team</p>',
    variables: "ownerName,businessName,otherBusiness,status,detail,networkLink",
  },
  {
    id: "tpl_referral_reminder",
    key: "referral_reminder",
    name: "Referral waiting (to the owner)",
    subject: "A referral to {{businessName}} is waiting for you",
    bodyText:
      "Hi {{ownerName}},\n\nThe customer {{otherBusiness}} referred to {{businessName}} has had no answer for 3 days. Let them know how it is going. " +
      "Open it on LocalHub: {{networkLink}}" +
      footer,
    bodyHtml:
      "<p>Hi {{ownerName}},</p><p>The customer {{otherBusiness}} referred to {{businessName}} has had no answer for 3 days. Let them know how it is going.</p>" +
      '<p><a href="{{networkLink}}">Open the referral inbox</a></p><p>— The LocalHub team</p>',
    variables: "ownerName,businessName,otherBusiness,networkLink",
  },
  {
    id: "tpl_recommendation_received",
    key: "recommendation_received",
    name: "Recommendation received (to the owner)",
    subject: "{{otherBusiness}} recommended {{businessName}}",
    bodyText:
      "Hi {{ownerName}},\n\n{{otherBusiness}} wrote a recommendation of {{businessName}}. It shows on your profile once you accept it. " +
      "Open it on LocalHub: {{networkLink}}" +
      footer,
    bodyHtml:
      "<p>Hi {{ownerName}},</p><p>{{otherBusiness}} wrote a recommendation of {{businessName}}. It shows on your profile once you accept it.</p>" +
      '<p><a href="{{networkLink}}">Read the recommendation</a></p><p>— The LocalHub team</p>',
    variables: "ownerName,businessName,otherBusiness,networkLink",
  },
  {
    id: "tpl_recommendation_accepted",
    key: "recommendation_accepted",
    name: "Recommendation accepted (to the author)",
    subject: "{{otherBusiness}} accepted your recommendation",
    bodyText:
      "Hi {{ownerName}},\n\n{{otherBusiness}} accepted the recommendation {{businessName}} wrote: it now shows on their profile. " +
      "Open it on LocalHub: {{networkLink}}" +
      footer,
    bodyHtml:
      "<p>Hi {{ownerName}},</p><p>{{otherBusiness}} accepted the recommendation {{businessName}} wrote: it now shows on their profile.</p>" +
      '<p><a href="{{networkLink}}">Open your network</a></p><p>— The LocalHub team</p>',
    variables: "ownerName,businessName,otherBusiness,networkLink",
  },
  // Enquiries: the business's name, the customer's first name and a link, never the text of a message.
  {
    id: "tpl_enquiry_received",
    key: "enquiry_received",
    name: "New enquiry (to the owner)",
    subject: "New {{enquiryKind}} for {{businessName}}",
    bodyText:
      "Hi {{ownerName}},\n\n{{customerName}} sent {{businessName}} a {{enquiryKind}} on LocalHub. " +
      "Read it and answer in your inbox: {{enquiryLink}}" +
      footer,
    bodyHtml:
      "<p>Hi {{ownerName}},</p><p>{{customerName}} sent {{businessName}} a {{enquiryKind}} on LocalHub.</p>" +
      '<p><a href="{{enquiryLink}}">Read and answer it</a></p><p>— The LocalHub team</p>',
    variables: "ownerName,businessName,customerName,enquiryKind,enquiryLink",
  },
  {
    id: "tpl_enquiry_customer_reply",
    key: "enquiry_customer_reply",
    name: "Customer replied to an enquiry (to the owner)",
    subject: "{{customerName}} replied about their enquiry to {{businessName}}",
    bodyText:
      "Hi {{ownerName}},\n\n{{customerName}} replied in their conversation with {{businessName}} on LocalHub. " +
      "Read the reply: {{enquiryLink}}" +
      footer,
    bodyHtml:
      "<p>Hi {{ownerName}},</p><p>{{customerName}} replied in their conversation with {{businessName}} on LocalHub.</p>" +
      '<p><a href="{{enquiryLink}}">Read the reply</a></p><p>— The LocalHub team</p>',
    variables: "ownerName,businessName,customerName,enquiryLink",
  },
  {
    id: "tpl_enquiry_answered",
    key: "enquiry_answered",
    name: "Business replied to an enquiry (to the customer)",
    subject: "{{businessName}} replied to your enquiry",
    bodyText:
      "Hi {{customerName}},\n\n{{businessName}} replied to your enquiry on LocalHub. " +
      "Read the answer and reply: {{enquiryLink}}" +
      footer,
    bodyHtml:
      "<p>Hi {{customerName}},</p><p>{{businessName}} replied to your enquiry on LocalHub.</p>" +
      '<p><a href="{{enquiryLink}}">Read the answer</a></p><p>— The LocalHub team</p>',
    variables: "customerName,businessName,enquiryLink",
  },
  {
    id: "tpl_organization_invitation_business",
    key: "organization_invitation_business",
    name: "Organization invitation (to a business owner)",
    subject: "{{organizationName}} invites {{businessName}} to join",
    bodyText:
      "Hi {{ownerName}},\n\n{{organizationName}} invited {{businessName}} to become a member on LocalHub. " +
      "Accept or decline the invitation on your dashboard: {{membershipsLink}}" +
      footer,
    bodyHtml:
      "<p>Hi {{ownerName}},</p><p>{{organizationName}} invited {{businessName}} to become a member on LocalHub. Accept or decline the invitation on your dashboard.</p>" +
      '<p><a href="{{membershipsLink}}">See the invitation</a></p><p>— The LocalHub team</p>',
    variables: "ownerName,businessName,organizationName,membershipsLink",
  },
  {
    id: "tpl_organization_invitation_email",
    key: "organization_invitation_email",
    name: "Organization invitation (to someone not on LocalHub)",
    subject: "{{organizationName}} invites you to LocalHub",
    // Sent to an address that has no account: only the organisation's name and its page, nothing typed.
    bodyText:
      "Hello,\n\n{{organizationName}} invites your business to join LocalHub, the local business directory, and to become one of its members. " +
      "Start on the organization's page: {{organizationLink}}" +
      footer,
    bodyHtml:
      "<p>Hello,</p><p>{{organizationName}} invites your business to join LocalHub, the local business directory, and to become one of its members.</p>" +
      '<p><a href="{{organizationLink}}">Open {{organizationName}} on LocalHub</a></p><p>— The LocalHub team</p>',
    variables: "organizationName,organizationLink",
  },
  {
    id: "tpl_organization_membership_approved",
    key: "organization_membership_approved",
    name: "Organization membership approved (to the owner)",
    subject: "{{businessName}} is now a member of {{organizationName}}",
    bodyText:
      "Hi {{ownerName}},\n\n{{organizationName}} approved the request of {{businessName}}: it is now a member. " +
      "See your memberships: {{membershipsLink}}" +
      footer,
    bodyHtml:
      "<p>Hi {{ownerName}},</p><p>{{organizationName}} approved the request of {{businessName}}: it is now a member.</p>" +
      '<p><a href="{{membershipsLink}}">See your memberships</a></p><p>— The LocalHub team</p>',
    variables: "ownerName,businessName,organizationName,membershipsLink",
  },
  {
    id: "tpl_organization_approved",
    key: "organization_approved",
    name: "Organization approved (to the requester)",
    subject: "{{organizationName}} is approved on LocalHub",
    bodyText:
      "Hi {{ownerName}},\n\nThe organization you asked for, {{organizationName}}, is approved: its page is live on LocalHub and you are its admin. " +
      "Invite businesses and answer their requests to join: {{manageLink}}\n\nIts page: {{organizationLink}}" +
      footer,
    bodyHtml:
      "<p>Hi {{ownerName}},</p><p>The organization you asked for, {{organizationName}}, is approved: its page is live on LocalHub and you are its admin. Invite businesses and answer their requests to join.</p>" +
      '<p><a href="{{manageLink}}">Manage {{organizationName}}</a> · <a href="{{organizationLink}}">See its page</a></p><p>— The LocalHub team</p>',
    variables: "ownerName,organizationName,organizationLink,manageLink",
  },
];
