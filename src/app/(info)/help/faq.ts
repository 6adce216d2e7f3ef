// The Help Center's questions and answers, grouped by who asks them.
type Topic = { title: string; questions: Array<[question: string, answer: string]> };

export const HELP_TOPICS: Topic[] = [
  {
    title: "Finding businesses",
    questions: [
      [
        "How do I search the directory?",
        "Open the Directory and type a name, category or service. You can narrow the results by city, category, tags and rating, and sort them by relevance, rating, newest or name.",
      ],
      [
        "What does the verified badge mean?",
        "Our team has checked that the business exists, operates at the listed address and is run by the person who manages the listing.",
      ],
      [
        "How are ratings calculated?",
        "A business's rating is the average of all published customer reviews, shown with one decimal. Businesses without reviews are marked New.",
      ],
      [
        "Which cities does LocalHub cover?",
        "23 Texas cities today, including Houston, San Antonio, Dallas, Austin, Fort Worth and El Paso. You can also search by a 5-digit ZIP code.",
      ],
    ],
  },
  {
    title: "Your account",
    questions: [
      [
        "Do I need an account?",
        "No, anyone can browse. A free account lets you keep favourites and named lists of businesses, and share a list with friends.",
      ],
      [
        "How do I sign up?",
        "Choose Sign In in the header, then Sign Up. You can use an email address or a phone number.",
      ],
      [
        "I forgot my password. What now?",
        "Contact us from the email address or phone number on your account and we will help you regain access.",
      ],
    ],
  },
  {
    title: "For business owners",
    questions: [
      [
        "How do I list my business?",
        "Join the waitlist on the home page. We will tell you as soon as LocalHub launches in your area and help you set up your profile.",
      ],
      [
        "Does a listing cost anything?",
        "A standard listing is free. Optional member programmes for marketing and promotion are described on the For Business page.",
      ],
      [
        "How do I get more reviews?",
        "From your business dashboard you can send customers a personal review link. Reviews are published with the customer's name.",
      ],
      [
        "Can I change my opening hours or services?",
        "Yes. Owners edit their profile, hours, services and offers from the business dashboard at any time.",
      ],
    ],
  },
];
