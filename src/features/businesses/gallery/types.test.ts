import { describe, expect, it } from "vitest";
import { looksLikeFileName } from "./types";

describe("looksLikeFileName", () => {
  it("recognises file and camera names", () => {
    for (const text of [
      "IMG_1234.jpg",
      "img_1234.JPEG",
      "DSC01234",
      "PXL_20240101_101010",
      "shop front.png",
      " photo.webp ",
    ])
      expect(looksLikeFileName(text), text).toBe(true);
  });

  it("accepts descriptions, even ones naming a picture format", () => {
    for (const text of [
      "The shop front at dusk",
      "Two baristas behind the counter",
      "A PNG-style pixel mural",
      "Image of our 3 chairs",
    ])
      expect(looksLikeFileName(text), text).toBe(false);
  });
});
