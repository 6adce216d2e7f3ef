import { describe, expect, it } from "vitest";
import { dropPhoto, moveAnnouncement, movePhoto } from "./photo-order";

const ids = ["a", "b", "c", "d"];

describe("movePhoto", () => {
  it("moves one photo and keeps the others in order", () => {
    expect(movePhoto(ids, "b", 0)).toEqual({ order: ["b", "a", "c", "d"], from: 1, to: 0 });
    expect(movePhoto(ids, "b", 2)).toEqual({ order: ["a", "c", "b", "d"], from: 1, to: 2 });
  });

  it("does nothing past the ends, in place, or for an unknown photo", () => {
    expect(movePhoto(ids, "a", -1)).toBeNull();
    expect(movePhoto(ids, "d", 4)).toBeNull();
    expect(movePhoto(ids, "c", 2)).toBeNull();
    expect(movePhoto(ids, "x", 0)).toBeNull();
  });
});

describe("dropPhoto", () => {
  it("puts the dragged photo in the place of the one it is dropped on, either way", () => {
    expect(dropPhoto(ids, "d", "a")?.order).toEqual(["d", "a", "b", "c"]);
    expect(dropPhoto(ids, "a", "c")?.order).toEqual(["b", "c", "a", "d"]);
    expect(dropPhoto(ids, "b", "b")).toBeNull();
    expect(dropPhoto(ids, "b", "x")).toBeNull();
  });

  it("announces where the photo went", () => {
    expect(moveAnnouncement(dropPhoto(["a", "b", "c"], "b", "a")!)).toBe("Photo 2 of 3 moved to position 1.");
  });
});
