// Word lists for the demo network: what referred customers need, what a won job is worth, why a
// referral was lost or declined, and what one business writes about another.

/** Per parent category: what referred customers ask for, and a won job's value in dollars [min, max]. */
export const REFERRAL_NEEDS: Record<string, { needs: readonly string[]; value: readonly [number, number] }> = {
  "food-dining": {
    needs: [
      "Catering for an office lunch of about 40 people next month.",
      "A private room for a 60th birthday dinner, around 25 guests.",
      "Rehearsal dinner for 30 on a Friday evening in the spring.",
      "Weekly lunch delivery for a small team of 12.",
      "Dessert table for a wedding reception.",
      "Breakfast tacos for a Saturday volunteer event, about 80 people.",
    ],
    value: [180, 4500],
  },
  "health-wellness": {
    needs: [
      "New patient looking for a cleaning and check-up, has PPO insurance.",
      "Lower back pain after a move; wants an evaluation this week.",
      "Family of four looking for a new provider closer to home.",
      "Needs a second opinion before knee surgery.",
      "Looking for monthly massage appointments for chronic shoulder tension.",
      "Teenager needs a sports physical before the season starts.",
    ],
    value: [90, 3200],
  },
  "home-services": {
    needs: [
      "Kitchen remodel: new cabinets and countertops, wants a quote.",
      "AC unit is 15 years old and struggling; looking at a replacement.",
      "Leaking water heater in the garage, needs someone soon.",
      "Whole-house interior paint before listing the home for sale.",
      "Fence replacement along the back property line, about 120 feet.",
      "Roof inspection after the hail storm; insurance claim started.",
      "Panel upgrade and EV charger in the garage.",
      "Weekly lawn care and a spring cleanup for a corner lot.",
    ],
    value: [250, 18000],
  },
  "beauty-personal-care": {
    needs: [
      "Bridal party of six: hair and makeup on the wedding morning.",
      "Looking for a colorist for a big change, from dark brown to blonde.",
      "Monthly facials; has sensitive skin.",
      "Needs a barber who does kids' cuts on Saturdays.",
      "Prom hair and makeup for two sisters.",
    ],
    value: [60, 1400],
  },
  automotive: {
    needs: [
      "Check engine light on a 2016 pickup; wants a diagnosis.",
      "Rear-ended last week; body work through the other driver's insurance.",
      "Brakes grinding on a family SUV.",
      "Fleet of four work vans needing regular maintenance.",
      "Windshield crack spreading; wants it replaced this week.",
    ],
    value: [120, 5200],
  },
  "professional-services": {
    needs: [
      "Small business owner needs help with quarterly taxes and bookkeeping.",
      "Buying a first home; wants someone to review the contract.",
      "Needs a will and a power of attorney for aging parents.",
      "Startup of three people looking for payroll and an LLC setup.",
      "Needs a new website and logo for a food truck.",
      "Looking to refinance and wants advice on the numbers.",
    ],
    value: [300, 9500],
  },
  "retail-shopping": {
    needs: [
      "Looking for a custom engagement ring, budget around five thousand.",
      "Furnishing a new apartment: sofa, dining table and rugs.",
      "Corporate gifts for 50 clients before the holidays.",
      "Needs a suit altered and a new one for a wedding.",
      "Outfitting a small office with furniture for eight desks.",
    ],
    value: [80, 6000],
  },
  "fitness-recreation": {
    needs: [
      "Wants a personal trainer twice a week before a wedding in June.",
      "Office wellness program for 20 employees.",
      "Beginner yoga for a parent recovering from surgery.",
      "Summer swim lessons for two kids.",
      "Looking for a martial arts program for a 9-year-old.",
    ],
    value: [100, 2400],
  },
  pets: {
    needs: [
      "New puppy needs vaccinations and a first check-up.",
      "Boarding for two dogs over the holidays, ten nights.",
      "Senior cat with dental problems.",
      "Weekly grooming for a standard poodle.",
      "Obedience training for a rescue dog that pulls on the leash.",
    ],
    value: [70, 2200],
  },
  education: {
    needs: [
      "Tutoring in algebra for a ninth grader, twice a week.",
      "SAT prep for a junior aiming at the spring test.",
      "Adult beginner piano lessons.",
      "Driving lessons for a 16-year-old before the road test.",
      "Spanish lessons for a family moving abroad next year.",
    ],
    value: [150, 3000],
  },
};

export const DEFAULT_NEEDS = REFERRAL_NEEDS["home-services"]!;

export const LOST_REASONS = [
  "Went with another quote that was lower.",
  "The customer postponed the project until next year.",
  "Could not agree on a schedule that worked for them.",
  "Customer stopped answering after the estimate.",
  "They decided to do it themselves.",
  "Budget was smaller than the job needed.",
];

export const DECLINED_REASONS = [
  "Fully booked for the next two months.",
  "Outside our service area.",
  "We don't offer that service.",
  "Job is too small for our crew.",
  "Already working with this customer through another referral.",
];

/** Recommendation texts; {name} is the recommended business, {kind} what it is ("coffee shop"). */
export const RECOMMENDATION_TEXTS = [
  "We have sent a dozen customers to {name} and every one of them came back happy. Reliable, honest and easy to work with.",
  "{name} is our go-to {kind}. They answer the phone, show up when they say they will and treat our customers like their own.",
  "I have known the team at {name} for years. Great work, fair prices, and they always follow up.",
  "Whenever a customer asks us for a good {kind}, we point them to {name}. We have never had a complaint.",
  "Quick to respond and careful with the details. {name} made us look good with every referral we sent.",
  "{name} helped one of our longtime customers on short notice and went above and beyond. Highly recommended.",
  "A neighborhood favorite for a reason: {name} does it right the first time.",
  "Professional, friendly and local. We recommend {name} to our own families.",
];
