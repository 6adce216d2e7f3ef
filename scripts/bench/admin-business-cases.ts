// The admin's businesses list at 100,000 businesses: each case runs listAdminBusinesses (bounded
// count, page of ids, the page's rows, the featured count) as /admin/businesses does.
import {
  adminBusinessStatements,
  countAdminBusinesses,
  listAdminBusinesses,
} from "@/features/businesses/admin/queries";
import { ZAdminBusinessListSchema, type TAdminBusinessListInput } from "@/features/businesses/admin/schema";
import type { BenchCase } from "./cases";

function adminListCase(name: string, input: TAdminBusinessListInput): BenchCase {
  const query = ZAdminBusinessListSchema.parse(input);
  return {
    name: `admin businesses, ${name}: \`${JSON.stringify(input)}\``,
    run: (db) => listAdminBusinesses(db, query),
    statements: async (db) => {
      const statements = await adminBusinessStatements(db, query);
      const { capped } = await countAdminBusinesses(db, statements);
      return [
        { label: "count", sql: statements.count },
        { label: "page", sql: statements.page(capped) },
      ];
    },
  };
}

export const ADMIN_BUSINESS_CASES: BenchCase[] = [
  adminListCase("all, newest first", {}),
  adminListCase("name starts with", { q: "garcia" }),
  adminListCase("one letter", { q: "s", sort: "name" }),
  adminListCase("owner email", { q: "owner@localhub.example" }),
  adminListCase("owner email start", { q: "owner@" }),
  adminListCase("city", { q: "Houston" }),
  adminListCase("ZIP", { q: "78701" }),
  adminListCase("pending", { status: "pending" }),
  adminListCase("featured", { featured: true }),
  adminListCase("no owner", { hasOwner: false }),
  adminListCase("has owner", { hasOwner: true }),
  adminListCase("inactive", { active: false }),
  adminListCase("city + category", { city: "houston", category: "food-dining" }),
  adminListCase("pending in a city, by rating", { status: "pending", city: "austin", sort: "rating" }),
  adminListCase("sort by name", { sort: "name" }),
  adminListCase("sort by rating", { sort: "rating" }),
  adminListCase("sort by reviews", { sort: "reviews" }),
  adminListCase("sort by name, page 200", { sort: "name", page: 200 }),
  adminListCase("no owner, by reviews, page 40", { hasOwner: false, sort: "reviews", page: 40 }),
];
