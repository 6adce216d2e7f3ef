import "server-only";
// Count strategy `stored`: the exact total from the counts table (stored-count.ts), when only a city
// and a category narrow the search; the same from a key (it counts every match).
import { totalOf, type CountRead } from "./strategy";

export const countStored: CountRead = (db, search) => totalOf(db, search.conditions.storedCount!);
