// The category tree: top-level categories (level 0) with their subcategories (level 1).
// Ids are deterministic: "cat_" + slug, e.g. "cat_food-dining" and "cat_restaurants".

/** Which opening-hours pattern a subcategory's businesses follow (see hours.ts). */
export type HoursKind =
  "restaurant" | "cafe" | "bar" | "retail" | "office" | "salon" | "trade" | "clinic" | "gym" | "emergency" | "school";

export type ChildCategory = {
  name: string;
  slug: string;
  /** What one such business is, for descriptions: "coffee shop", "law firm". */
  label: string;
  /** Words that end a business name in this subcategory, e.g. "Grill" in "Lone Star Grill". */
  nouns: readonly string[];
  hours: HoursKind;
  /** Names like "Garcia & Nguyen Law" suit partnerships. */
  partners?: boolean;
};

export type ParentCategory = {
  name: string;
  slug: string;
  icon: string;
  /** Sentences a description may use for businesses in this category. */
  highlights: readonly string[];
  children: readonly ChildCategory[];
};

const child = (
  name: string,
  slug: string,
  label: string,
  hours: HoursKind,
  nouns: string[],
  partners = false,
): ChildCategory => ({
  name,
  slug,
  label,
  hours,
  nouns,
  partners,
});

export const CATEGORY_TREE: readonly ParentCategory[] = [
  {
    name: "Food & Dining",
    slug: "food-dining",
    icon: "Utensils",
    highlights: [
      "Everything is made from scratch with ingredients from Texas farms.",
      "Our menu changes with the seasons and our regulars swear by the daily specials.",
      "Come hungry: portions are generous and the patio is dog friendly.",
      "We cater office lunches, weddings and backyard parties of every size.",
    ],
    children: [
      child("Restaurants", "restaurants", "restaurant", "restaurant", [
        "Kitchen",
        "Grill",
        "Bistro",
        "Eatery",
        "Cantina",
        "Smokehouse",
        "Table",
        "Diner",
        "Tex-Mex",
      ]),
      child("Cafes & Coffee Shops", "cafes-coffee", "coffee shop", "cafe", [
        "Coffee",
        "Coffee House",
        "Espresso Bar",
        "Roasters",
        "Cafe",
        "Brew Co.",
      ]),
      child("Bakeries", "bakeries", "bakery", "cafe", [
        "Bakery",
        "Bakehouse",
        "Kolache Shop",
        "Pastry Shop",
        "Donuts",
        "Bread Co.",
      ]),
      child("Food Trucks", "food-trucks", "food truck", "restaurant", [
        "Tacos",
        "Street Eats",
        "BBQ Truck",
        "Food Truck",
        "Taqueria",
      ]),
      child("Bars & Pubs", "bars-pubs", "neighbourhood bar", "bar", [
        "Tavern",
        "Taproom",
        "Saloon",
        "Icehouse",
        "Pub",
        "Beer Garden",
      ]),
      child("Catering", "catering", "catering company", "office", [
        "Catering",
        "Events & Catering",
        "Catering Co.",
        "Party Platters",
      ]),
    ],
  },
  {
    name: "Health & Wellness",
    slug: "health-wellness",
    icon: "HeartPulse",
    highlights: [
      "Same-week appointments are usually available and most insurance plans are accepted.",
      "Our licensed team takes the time to listen and explain every option.",
      "We offer evening appointments for families with busy schedules.",
      "New patients receive a complimentary first consultation.",
    ],
    children: [
      child("Dentists", "dentists", "dental practice", "clinic", [
        "Dental",
        "Family Dentistry",
        "Smiles",
        "Dental Care",
        "Orthodontics",
      ]),
      child("Chiropractors", "chiropractors", "chiropractic clinic", "clinic", [
        "Chiropractic",
        "Spine & Wellness",
        "Chiropractic Center",
      ]),
      child("Massage Therapy", "massage-therapy", "massage studio", "salon", [
        "Massage",
        "Bodywork",
        "Massage Studio",
        "Wellness Studio",
      ]),
      child("Physical Therapy", "physical-therapy", "physical therapy clinic", "clinic", [
        "Physical Therapy",
        "Rehab",
        "Sports Therapy",
        "Movement Clinic",
      ]),
      child("Medical Clinics", "medical-clinics", "medical clinic", "clinic", [
        "Family Medicine",
        "Urgent Care",
        "Health Clinic",
        "Medical Center",
      ]),
    ],
  },
  {
    name: "Home Services",
    slug: "home-services",
    icon: "Home",
    highlights: [
      "Upfront pricing, licensed technicians and a one-year warranty on all work.",
      "We answer the phone 7 days a week and show up when we say we will.",
      "Free estimates for homeowners and property managers across the metro.",
      "Background-checked crews who treat your home like their own.",
    ],
    children: [
      child("Plumbing", "plumbing", "plumbing company", "trade", [
        "Plumbing",
        "Plumbing & Drain",
        "Rooter",
        "Plumbing Co.",
      ]),
      child("Electricians", "electricians", "electrical contractor", "trade", [
        "Electric",
        "Electrical Services",
        "Wiring Co.",
        "Power & Light",
      ]),
      child("HVAC", "hvac", "heating and air company", "emergency", [
        "Air Conditioning",
        "Heating & Air",
        "Comfort Systems",
        "AC Repair",
      ]),
      child("Landscaping", "landscaping", "landscaping company", "trade", [
        "Landscaping",
        "Lawn Care",
        "Outdoor Living",
        "Tree Service",
        "Gardens",
      ]),
      child("House Cleaning", "house-cleaning", "cleaning service", "trade", [
        "Cleaning Co.",
        "Maids",
        "Home Cleaning",
        "Housekeeping",
      ]),
      child("Roofing", "roofing", "roofing contractor", "trade", [
        "Roofing",
        "Roofing & Gutters",
        "Roof Pros",
        "Exteriors",
      ]),
    ],
  },
  {
    name: "Beauty & Personal Care",
    slug: "beauty-personal-care",
    icon: "Sparkles",
    highlights: [
      "Walk-ins welcome, but booking ahead guarantees your favourite stylist.",
      "We use cruelty-free products and keep up with the latest techniques.",
      "A relaxed studio with complimentary drinks while you wait.",
      "Gift cards are available for birthdays, holidays and bridal parties.",
    ],
    children: [
      child("Hair Salons", "hair-salons", "hair salon", "salon", ["Salon", "Hair Studio", "Hair Co.", "Salon & Color"]),
      child("Barbershops", "barbershops", "barbershop", "salon", [
        "Barbershop",
        "Barber Co.",
        "Cuts & Shaves",
        "Grooming Lounge",
      ]),
      child("Nail Salons", "nail-salons", "nail salon", "salon", ["Nails", "Nail Bar", "Nail Lounge", "Nail Spa"]),
      child("Day Spas", "day-spas", "day spa", "salon", ["Day Spa", "Spa", "Skin Studio", "Med Spa"]),
      child("Tattoo & Piercing", "tattoo-piercing", "tattoo studio", "bar", [
        "Tattoo",
        "Ink",
        "Tattoo Parlor",
        "Body Art",
      ]),
    ],
  },
  {
    name: "Automotive",
    slug: "automotive",
    icon: "Car",
    highlights: [
      "ASE-certified mechanics and honest quotes before any work begins.",
      "Free shuttle service within five miles while your car is in the shop.",
      "We service domestic, import and diesel vehicles, fleets included.",
      "Most repairs are finished the same day.",
    ],
    children: [
      child("Auto Repair", "auto-repair", "auto repair shop", "trade", [
        "Auto Repair",
        "Automotive",
        "Garage",
        "Auto Care",
        "Motor Works",
      ]),
      child("Car Wash & Detailing", "car-wash-detailing", "car wash and detailing shop", "retail", [
        "Car Wash",
        "Detailing",
        "Auto Spa",
        "Shine Shop",
      ]),
      child("Tire Shops", "tire-shops", "tire shop", "trade", ["Tire", "Tire & Wheel", "Tire Pros", "Tire Center"]),
      child("Towing", "towing", "towing company", "emergency", [
        "Towing",
        "Wrecker Service",
        "Roadside Assistance",
        "Tow & Recovery",
      ]),
    ],
  },
  {
    name: "Professional Services",
    slug: "professional-services",
    icon: "Briefcase",
    highlights: [
      "Small-business owners and families have trusted us for over a decade.",
      "Flexible virtual meetings and clear flat-fee pricing.",
      "We speak English and Spanish and return every call within one business day.",
      "A local team that knows Texas rules inside and out.",
    ],
    children: [
      child(
        "Accounting & Tax",
        "accounting-tax",
        "accounting firm",
        "office",
        ["CPA", "Tax Services", "Accounting", "Bookkeeping"],
        true,
      ),
      child("Law Firms", "law-firms", "law firm", "office", ["Law", "Law Group", "Legal", "Attorneys at Law"], true),
      child(
        "Real Estate Agents",
        "real-estate-agents",
        "real estate team",
        "office",
        ["Realty", "Real Estate", "Properties", "Home Team"],
        true,
      ),
      child(
        "Insurance Agencies",
        "insurance-agencies",
        "insurance agency",
        "office",
        ["Insurance", "Insurance Agency", "Insurance Group"],
        true,
      ),
      child(
        "Marketing Agencies",
        "marketing-agencies",
        "marketing agency",
        "office",
        ["Marketing", "Creative", "Digital", "Media Co."],
        true,
      ),
    ],
  },
  {
    name: "Retail & Shopping",
    slug: "retail-shopping",
    icon: "ShoppingBag",
    highlights: [
      "A carefully chosen selection from Texas makers and independent brands.",
      "Free gift wrapping and local delivery on orders over $50.",
      "Our friendly staff will help you find exactly what you need.",
      "New arrivals every week, so there is always something to discover.",
    ],
    children: [
      child("Boutiques", "boutiques", "boutique", "retail", [
        "Boutique",
        "Collective",
        "Mercantile",
        "Outfitters",
        "Closet",
      ]),
      child("Gift Shops", "gift-shops", "gift shop", "retail", ["Gifts", "Gift Shop", "Goods", "Trading Post"]),
      child("Hardware Stores", "hardware-stores", "hardware store", "retail", [
        "Hardware",
        "Supply",
        "Hardware & Garden",
        "Lumber",
      ]),
      child("Bookstores", "bookstores", "bookstore", "retail", [
        "Books",
        "Bookshop",
        "Book Exchange",
        "Comics & Books",
      ]),
      child("Florists", "florists", "florist", "retail", ["Florist", "Flowers", "Floral Design", "Blooms"]),
    ],
  },
  {
    name: "Fitness & Recreation",
    slug: "fitness-recreation",
    icon: "Dumbbell",
    highlights: [
      "Your first class is free and there is never a long-term contract.",
      "Certified coaches, small classes and a welcoming community.",
      "Classes for every level, from first-timers to competitive athletes.",
      "Childcare is available during morning classes.",
    ],
    children: [
      child("Gyms", "gyms", "gym", "gym", ["Fitness", "Gym", "Strength Club", "Athletic Club", "Barbell"]),
      child("Yoga Studios", "yoga-studios", "yoga studio", "gym", [
        "Yoga",
        "Yoga Studio",
        "Hot Yoga",
        "Pilates & Yoga",
      ]),
      child("Martial Arts", "martial-arts", "martial arts school", "school", [
        "Martial Arts",
        "Karate",
        "Jiu-Jitsu",
        "Taekwondo",
        "Boxing Club",
      ]),
      child("Dance Studios", "dance-studios", "dance studio", "school", [
        "Dance Studio",
        "Dance Academy",
        "Ballet",
        "Dance Co.",
      ]),
    ],
  },
  {
    name: "Pets",
    slug: "pets",
    icon: "PawPrint",
    highlights: [
      "Fear-free certified staff who love animals as much as you do.",
      "Cats, dogs and exotic pets are all welcome here.",
      "Webcams let you check in on your pet any time.",
      "We have been caring for the neighbourhood's pets for years.",
    ],
    children: [
      child("Veterinarians", "veterinarians", "veterinary clinic", "emergency", [
        "Animal Hospital",
        "Veterinary Clinic",
        "Pet Clinic",
        "Vet Care",
      ]),
      child("Pet Grooming", "pet-grooming", "pet grooming salon", "salon", [
        "Grooming",
        "Dog Spa",
        "Pet Salon",
        "Grooming Co.",
      ]),
      child("Dog Training", "dog-training", "dog training school", "school", [
        "Dog Training",
        "K9 Academy",
        "Canine Coaching",
        "Obedience",
      ]),
      child("Pet Boarding", "pet-boarding", "pet boarding facility", "retail", [
        "Pet Resort",
        "Dog Daycare",
        "Pet Lodge",
        "Kennels",
      ]),
    ],
  },
  {
    name: "Education",
    slug: "education",
    icon: "GraduationCap",
    highlights: [
      "Small groups and individual attention for every learner.",
      "Experienced, background-checked teachers and flexible scheduling.",
      "We track progress and share regular updates with parents.",
      "Affordable packages, with sibling discounts available.",
    ],
    children: [
      child("Tutoring", "tutoring", "tutoring center", "school", [
        "Tutoring",
        "Learning Center",
        "Academics",
        "Test Prep",
      ]),
      child("Music Lessons", "music-lessons", "music school", "school", [
        "Music School",
        "Music Lessons",
        "Guitar Studio",
        "Piano Studio",
      ]),
      child("Preschools & Daycare", "preschools-daycare", "preschool", "office", [
        "Preschool",
        "Early Learning",
        "Daycare",
        "Montessori",
      ]),
      child("Driving Schools", "driving-schools", "driving school", "school", [
        "Driving School",
        "Driver Education",
        "Driving Academy",
      ]),
    ],
  },
];

export const categoryId = (slug: string) => `cat_${slug}`;

/** Every subcategory with its parent, in tree order. */
export const CHILD_CATEGORIES: ReadonlyArray<{ parent: ParentCategory; child: ChildCategory }> = CATEGORY_TREE.flatMap(
  (parent) => parent.children.map((c) => ({ parent, child: c })),
);
