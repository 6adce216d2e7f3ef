// The distance sort's bounding box: pages read from a box around the origin must equal the full sort.
import { describe, expect, it } from "vitest";
import { db, dbProvider } from "@/platform/db";
import { prepareSearch, searchDirectory } from "@/features/directory/search";
import { distanceBoxes, DISTANCE_BOX_START } from "@/features/directory/search/page-distance-boxes";
import { orderedPage } from "@/features/directory/search/page-ordered";
import { directorySearchInput } from "@/features/directory/schema";
import { createBusiness, uniqueWord } from "../helpers/business-factories";

const NOW = new Date("2026-03-04T12:00:00Z");
const AUSTIN = { latitude: 30.2672, longitude: -97.7431 };

/** The page through the box, the same page from the full sort, and how many boxes were tried. */
async function compare(word: string, near: { latitude: number; longitude: number }, page: number) {
  const query = directorySearchInput.parse({ search: word, sort: "distance", near, page });
  const { search } = await prepareSearch(db, query, NOW);
  const box = await distanceBoxes(db, search!);
  // The box gives the rows it proves (the page's, and the next page's up to 24); the full sort reads 24.
  const full = (await db.$queryRaw<Array<{ id: string }>>(orderedPage(search!, search!.conditions.where)))
    .map((row) => row.id)
    .slice(0, box.ids.length);
  const names = (await searchDirectory(db, query, NOW)).items.map((card) => card.businessName);
  return { ids: box.ids, full, boxes: box.boxes, names };
}

describe("distance sort from a bounding box", () => {
  it("widens the box for later pages, and reaches businesses without coordinates through the full sort", async () => {
    const word = uniqueWord();
    // 30 businesses due north of the origin, 0.002 degrees (about 220 m) apart: only the first five
    // fit the first box. Two share a position (ordered by id), two have no coordinates.
    for (let i = 0; i < 30; i++) {
      await createBusiness({
        name: `${word} ${String(i).padStart(2, "0")}`,
        latitude: AUSTIN.latitude + 0.002 * (i + 1),
        longitude: AUSTIN.longitude,
      });
    }
    await createBusiness({ name: `${word} 05 twin`, latitude: AUSTIN.latitude + 0.012, longitude: AUSTIN.longitude });
    await createBusiness({ name: `${word} nowhere a`, latitude: null, longitude: null });
    await createBusiness({ name: `${word} nowhere b`, latitude: null, longitude: null });

    const first = await compare(word, AUSTIN, 1);
    expect(first.ids).toEqual(first.full);
    expect(first.ids.length).toBeGreaterThanOrEqual(12);
    expect(first.boxes).toBeGreaterThan(1); // 12 rows need more than the first box
    expect(first.names.slice(0, 5)).toEqual(["00", "01", "02", "03", "04"].map((n) => `${word} ${n}`));
    expect(first.names.slice(5, 7).sort()).toEqual([`${word} 05`, `${word} 05 twin`]);

    const second = await compare(word, AUSTIN, 2);
    expect(second.ids).toEqual(second.full);
    expect(second.names).toEqual(Array.from({ length: 12 }, (_, i) => `${word} ${String(i + 11).padStart(2, "0")}`));

    // The last page: seven with coordinates, then the two without (only the full sort has them).
    const third = await compare(word, AUSTIN, 3);
    expect(third.ids).toEqual(third.full);
    expect(third.names).toEqual([
      ...Array.from({ length: 7 }, (_, i) => `${word} ${String(i + 23).padStart(2, "0")}`),
      `${word} nowhere a`,
      `${word} nowhere b`,
    ]);
  });

  it("answers the first box when it holds the page, and origins far from every business", async () => {
    const word = uniqueWord();
    for (let i = 0; i < 14; i++) {
      // Inside the first box's inscribed circle, in a ring around the origin.
      const angle = (i / 14) * 2 * Math.PI;
      const r = DISTANCE_BOX_START * (0.2 + i * 0.05);
      await createBusiness({
        name: `${word} near ${i}`,
        latitude: AUSTIN.latitude + r * Math.sin(angle),
        longitude: AUSTIN.longitude + (r * Math.cos(angle)) / Math.cos((AUSTIN.latitude * Math.PI) / 180),
      });
    }
    const near = await compare(word, AUSTIN, 1);
    expect(near.boxes).toBe(1);
    expect(near.ids).toEqual(near.full);
    expect(near.names).toEqual(Array.from({ length: 12 }, (_, i) => `${word} near ${i}`));

    // From the Gulf of Guinea every box is empty: the full sort answers, in the same order.
    // (PostgreSQL's nearest matches lie farther than the widest box, so it too sorts them all.)
    const far = await compare(word, { latitude: 0, longitude: 0 }, 1);
    expect(far.ids).toEqual(far.full);
    expect(far.ids.length).toBeGreaterThanOrEqual(12);
  });

  it("from an origin far from every match, reads the page from a box drawn around the nearest matches", async () => {
    const word = uniqueWord();
    // A town about 3.5 degrees (240 miles) east of the origin, its businesses a few hundred metres
    // apart, two of them at the same spot; nothing nearer.
    const origin = { latitude: 29.25, longitude: -103.25 };
    const town = { latitude: 29.3, longitude: origin.longitude + 3.5 / Math.cos((origin.latitude * Math.PI) / 180) };
    for (let i = 0; i < 30; i++) {
      await createBusiness({
        name: `${word} ${String(i).padStart(2, "0")}`,
        latitude: town.latitude + 0.003 * (i % 6),
        longitude: town.longitude + 0.003 * Math.floor(i / 6),
      });
    }
    await createBusiness({ name: `${word} twin`, latitude: town.latitude, longitude: town.longitude });

    for (const page of [1, 2]) {
      const result = await compare(word, origin, page);
      expect(result.ids).toEqual(result.full);
      expect(result.ids.length).toBeGreaterThanOrEqual(12);
      // PostgreSQL: the first box is empty, the second is drawn around the page's nearest matches
      // (read nearest first from its GiST index). SQLite grows the box 4x until it holds them.
      if (dbProvider === "postgresql") expect(result.boxes).toBe(2);
      else expect(result.boxes).toBeGreaterThan(2);
    }
    const first = await compare(word, origin, 1);
    expect(first.names.slice(0, 2).sort()).toEqual([`${word} 00`, `${word} twin`]);
  });
});
