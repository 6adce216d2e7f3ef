// Static word lists the business generator combines into names, addresses, reviews and offers.

export const SURNAMES = [
  "Garcia", "Martinez", "Hernandez", "Lopez", "Gonzalez", "Rodriguez", "Perez", "Sanchez", "Ramirez", "Flores",
  "Nguyen", "Tran", "Le", "Pham", "Patel", "Shah", "Kim", "Park", "Chen", "Wong",
  "Smith", "Johnson", "Williams", "Brown", "Jones", "Miller", "Davis", "Wilson", "Anderson", "Taylor",
  "Thomas", "Moore", "Jackson", "White", "Harris", "Martin", "Thompson", "Walker", "Young", "Allen",
  "King", "Wright", "Scott", "Hill", "Green", "Adams", "Baker", "Nelson", "Carter", "Mitchell",
  "Roberts", "Turner", "Phillips", "Campbell", "Parker", "Evans", "Edwards", "Collins", "Stewart", "Morris",
  "Reyes", "Cruz", "Ortiz", "Morales", "Gutierrez", "Castillo", "Vasquez", "Mendoza", "Okafor", "Abernathy",
] as const;

export const FIRST_NAMES = [
  "Maria", "Jose", "Juan", "Ana", "Luis", "Sofia", "Carlos", "Isabella", "Diego", "Camila",
  "James", "Mary", "Robert", "Patricia", "Michael", "Jennifer", "William", "Linda", "David", "Elizabeth",
  "Emily", "Daniel", "Olivia", "Matthew", "Emma", "Ethan", "Ava", "Noah", "Mia", "Liam",
  "Hannah", "Tyler", "Madison", "Brandon", "Ashley", "Justin", "Brittany", "Kevin", "Lauren", "Jason",
  "Minh", "Linh", "Priya", "Raj", "Wei", "Mei", "Jin", "Aisha", "Omar", "Fatima",
  "Bubba", "Dolly", "Travis", "Tammy", "Wade", "Darlene", "Colt", "Savannah", "Hank", "Reba",
] as const;

/** Words that start a brand name: "Lone Star Grill", "Bluebonnet Bakery". */
export const BRAND_WORDS = [
  "Lone Star", "Bluebonnet", "Pecan", "Longhorn", "Mesquite", "Cactus", "Magnolia", "Live Oak", "Cypress", "Prairie",
  "Sunrise", "Golden", "Silver Spur", "Red River", "Brazos", "Sage", "Copper", "Iron Horse", "Big Sky", "Wildflower",
  "True North", "Evergreen", "Blue Door", "Front Porch", "Main Street", "Hometown", "Heritage", "Frontier", "Bright Path", "Cornerstone",
  "Starlight", "Canyon", "Rio", "Trinity", "Armadillo", "Saddle", "Harvest", "Happy Trails", "Twin Oaks", "Rustic",
] as const;

/** Neighbourhood-style place words: "Riverside Dental". */
export const PLACE_WORDS = [
  "Riverside", "Oak Hill", "Hill Country", "Westlake", "Eastside", "Northside", "Southpark", "Midtown", "Uptown", "Downtown",
  "Lakeview", "Cedar Park", "Brookhollow", "Parkside", "Highland", "Old Town", "Heights", "Meadowbrook", "Stonebridge", "Creekside",
] as const;

export const STREET_NAMES = [
  "Main", "Congress", "Lamar", "Guadalupe", "Commerce", "Elm", "Oak", "Pecan", "Cedar", "Walnut",
  "Magnolia", "Mockingbird", "Preston", "Greenville", "Westheimer", "Montrose", "Broadway", "Alamo", "Houston", "Travis",
  "Bowie", "Crockett", "Austin", "Lakeshore", "Riverside", "Hillcrest", "Ridgeview", "Sunset", "Meadow", "Willow",
  "Live Oak", "Pine", "Bluebonnet", "Ranch", "Highland", "University", "College", "Church", "Market", "Camino Real",
] as const;

export const STREET_SUFFIXES = ["St", "Ave", "Blvd", "Dr", "Rd", "Ln", "Pkwy", "Way", "Trail", "Loop"] as const;

/** The first sentence of a description; {kind} is what the business is, e.g. "coffee shop". */
export const DESCRIPTION_OPENERS = [
  "{name} is a family-owned {kind} serving {city} since {year}.",
  "Locally owned and operated, {name} has been part of the {city} community since {year}.",
  "{name} is an independent {kind} bringing friendly, dependable service to {city}.",
  "At {name}, we have helped {city} neighbours since {year} with honest, high-quality work.",
  "{name} is a locally loved {kind} in {city}, proudly independent since {year}.",
] as const;

export const DESCRIPTION_CLOSERS = [
  "Stop by and say hello, or give us a call.",
  "We look forward to meeting you!",
  "Thank you for supporting a local business.",
  "Ask about our loyalty rewards for returning customers.",
  "Book online or call ahead and we will take care of the rest.",
] as const;

export const SERVICE_DESCRIPTIONS = [
  "Our most requested service, done right the first time.",
  "Handled by experienced staff with attention to detail.",
  "Pricing depends on size and scope; ask for a free quote.",
  "Available by appointment, including some evenings and weekends.",
  "A customer favourite, with consistent five-star feedback.",
] as const;

export const OFFERS = [
  ["10% off your first visit", "New customers save 10% on any service. Mention LocalHub when you book."],
  ["Free consultation", "Sit down with our team for a no-obligation consultation."],
  ["$20 off orders over $100", "Save $20 on any purchase or service over $100."],
  ["Buy one, get one half off", "Bring a friend and the second one is half price."],
  ["Military and first-responder discount", "15% off every day for active duty, veterans and first responders."],
  ["Refer a friend, get $25", "Both you and your friend get $25 credit after their first visit."],
  ["Weekday early-bird special", "Book Monday to Thursday before 10 a.m. and save 15%."],
  ["Seasonal special", "Limited-time seasonal pricing while it lasts."],
  ["Loyalty punch card", "Your tenth visit is on us."],
  ["Free estimate", "Get a free, written estimate with no pressure."],
] as const;

export const REVIEW_TITLES: Readonly<Record<1 | 2 | 3 | 4 | 5, readonly string[]>> = {
  5: ["Absolutely fantastic", "Best in town", "Highly recommend", "Exceeded expectations", "A hidden gem", "Five stars, no question", "Will be back!"],
  4: ["Really good experience", "Great service", "Solid choice", "Very happy overall", "Friendly and professional"],
  3: ["It was okay", "Decent but not perfect", "Average experience", "Mixed feelings"],
  2: ["Disappointing", "Not what I expected", "Needs improvement"],
  1: ["Very disappointed", "Would not return", "Poor experience"],
};

export const REVIEW_COMMENTS: Readonly<Record<1 | 2 | 3 | 4 | 5, readonly string[]>> = {
  5: [
    "The staff were friendly and knew exactly what they were doing.",
    "Fair prices, quick service and they followed up afterwards to make sure everything was right.",
    "I have tried several places in town and this is by far the best.",
    "They went above and beyond for my family. Cannot recommend them enough.",
    "Clean, welcoming and on time. Exactly what you want from a local business.",
  ],
  4: [
    "Great work overall, just a short wait before we got started.",
    "Friendly team and good value. Parking was a little tight.",
    "Very professional. I would come back and recommend them to friends.",
    "Good quality and reasonable prices. Slightly busy on weekends.",
  ],
  3: [
    "Service was fine but took longer than quoted.",
    "Some things were great, others could be better.",
    "Decent experience, though communication could improve.",
  ],
  2: [
    "Had to call twice to get a response, and the result was just okay.",
    "Prices were higher than expected for what we got.",
  ],
  1: [
    "Missed my appointment and never called back.",
    "Not a good experience at all. I hope they improve.",
  ],
};
