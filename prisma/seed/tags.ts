// Business tags. Ids are deterministic: "tag_" + slug, e.g. "tag_family-owned".
// Online booking and same-day service are not tags: they are the businesses' onlineBooking and
// sameDayService flags, which the filters and the cards' badges read.
export type TagSeed = {
  name: string;
  slug: string;
  description: string;
  category: string;
  color: string;
  icon: string;
  isActive: boolean;
};

type Row = [
  name: string,
  slug: string,
  description: string,
  category: string,
  color: string,
  icon: string,
  isActive?: boolean,
];

const rows: Row[] = [
  ["Family Owned", "family-owned", "Owned and run by a local family", "Ownership", "#15803d", "Users"],
  ["Veteran Owned", "veteran-owned", "Owned by a U.S. military veteran", "Ownership", "#1d4ed8", "Shield"],
  ["Woman Owned", "woman-owned", "Majority owned by women", "Ownership", "#db2777", "Heart"],
  [
    "Minority Owned",
    "minority-owned",
    "Majority owned by members of a minority group",
    "Ownership",
    "#7c3aed",
    "Users",
  ],
  ["Black Owned", "black-owned", "Majority owned by Black entrepreneurs", "Ownership", "#9333ea", "Users"],
  ["Hispanic Owned", "hispanic-owned", "Majority owned by Hispanic entrepreneurs", "Ownership", "#c2410c", "Users"],
  ["LGBTQ+ Friendly", "lgbtq-friendly", "A welcoming space for everyone", "Community", "#e11d48", "Heart"],
  ["Locally Sourced", "locally-sourced", "Uses Texas-made products and ingredients", "Community", "#4d7c0f", "MapPin"],
  ["Eco Friendly", "eco-friendly", "Sustainable practices and green products", "Community", "#15803d", "Leaf"],
  [
    "Supports Local Charities",
    "supports-local-charities",
    "Gives back to local causes",
    "Community",
    "#0f766e",
    "HandHeart",
  ],
  ["Pet Friendly", "pet-friendly", "Well-behaved pets are welcome", "Amenities", "#a16207", "PawPrint"],
  ["Kid Friendly", "kid-friendly", "Great for families with children", "Amenities", "#b45309", "Baby"],
  ["Free Wi-Fi", "free-wifi", "Complimentary wireless internet", "Amenities", "#0369a1", "Wifi"],
  ["Free Parking", "free-parking", "Free on-site parking", "Amenities", "#475569", "Car"],
  ["Outdoor Seating", "outdoor-seating", "Patio or outdoor seating available", "Amenities", "#047857", "Sun"],
  [
    "Wheelchair Accessible",
    "wheelchair-accessible",
    "Accessible entrance and facilities",
    "Accessibility",
    "#2563eb",
    "Accessibility",
  ],
  [
    "ASL Friendly",
    "asl-friendly",
    "Staff can communicate in American Sign Language",
    "Accessibility",
    "#4f46e5",
    "Hand",
  ],
  ["Se Habla Español", "se-habla-espanol", "Spanish-speaking staff available", "Languages", "#dc2626", "Languages"],
  [
    "Vietnamese Spoken",
    "vietnamese-spoken",
    "Vietnamese-speaking staff available",
    "Languages",
    "#b91c1c",
    "Languages",
  ],
  ["Open Late", "open-late", "Open after 9 p.m. on most days", "Hours", "#6d28d9", "Moon"],
  ["Open Weekends", "open-weekends", "Open on Saturdays and Sundays", "Hours", "#7c2d12", "Calendar"],
  [
    "24/7 Emergency Service",
    "24-7-emergency",
    "Reachable around the clock for emergencies",
    "Hours",
    "#b91c1c",
    "Clock",
  ],
  ["Free Estimates", "free-estimates", "Free written estimates", "Service", "#15803d", "FileText"],
  ["Delivery", "delivery", "Delivers to your door", "Service", "#0369a1", "Truck"],
  ["Curbside Pickup", "curbside-pickup", "Order ahead and pick up at the curb", "Service", "#0f766e", "ShoppingBag"],
  [
    "Licensed & Insured",
    "licensed-insured",
    "Holds the required licences and insurance",
    "Trust",
    "#1e40af",
    "BadgeCheck",
  ],
  ["Award Winning", "award-winning", "Recognised with local or industry awards", "Trust", "#a16207", "Award"],
  [
    "Satisfaction Guaranteed",
    "satisfaction-guaranteed",
    "Makes it right if you are not happy",
    "Trust",
    "#15803d",
    "CheckCircle",
  ],
  ["Accepts Credit Cards", "accepts-credit-cards", "Major credit cards accepted", "Payment", "#334155", "CreditCard"],
  ["Financing Available", "financing-available", "Payment plans and financing options", "Payment", "#4338ca", "Wallet"],
  ["Senior Discount", "senior-discount", "Discounts for customers 65 and over", "Payment", "#9d174d", "Percent"],
  [
    "Contactless Payments",
    "contactless-payments",
    "Tap-to-pay and mobile wallets",
    "Payment",
    "#0e7490",
    "Smartphone",
    false,
  ],
  [
    "COVID-19 Safety Measures",
    "covid-safety",
    "Enhanced cleaning and distancing",
    "Health",
    "#64748b",
    "ShieldCheck",
    false,
  ],
];

export const TAGS: readonly TagSeed[] = rows.map(
  ([name, slug, description, category, color, icon, isActive = true]) => ({
    name,
    slug,
    description,
    category,
    color,
    icon,
    isActive,
  }),
);

export const tagId = (slug: string) => `tag_${slug}`;
