// Maps without a tile server (MAP_TILE_URL is empty on the test server): the pins stand on the
// app's own base, the Texas outline with its interstates and the names of the cities, drawn as SVG
// in Leaflet's overlay pane under the pins.
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousViolations } from "./axe";
import { expectAddress } from "./directory-support";

// A map page, axe and a screenshot at each width: a while on a busy machine, never a wait on time.
test.describe.configure({ timeout: 90_000 });

async function openDirectoryMap(page: Page) {
  await page.goto("/directory?view=map");
  await expectAddress(page, "/directory?view=map");
  return page.getByRole("region", { name: "Map of the businesses on this page" });
}

for (const width of [1366, 390]) {
  test(`the directory's map draws Texas, its roads and cities under the pins (${width} px)`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    const map = await openDirectoryMap(page);
    const pins = map.getByTestId("map-pin");
    await expect(pins.first()).toBeVisible();
    await expect(map.locator(".leaflet-tile")).toHaveCount(0);

    // The state and its interstates: one filled outline and a line for each road.
    const paths = map.locator(".leaflet-overlay-pane svg path");
    await expect(paths.first()).toBeVisible();
    expect(await paths.count()).toBeGreaterThan(5);
    const state = paths.first();
    await expect(state).toHaveAttribute("fill", "#f8fafc");
    await expect(map.locator(".leaflet-city-labels-pane")).toContainText("Austin");

    // Every pin stands on Texas.
    const outline = (await state.boundingBox())!;
    for (const pin of await pins.all()) {
      const box = (await pin.boundingBox())!;
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      expect(x).toBeGreaterThanOrEqual(outline.x);
      expect(x).toBeLessThanOrEqual(outline.x + outline.width);
      expect(y).toBeGreaterThanOrEqual(outline.y);
      expect(y).toBeLessThanOrEqual(outline.y + outline.height);
    }
    // The base is scenery: nothing in it takes focus, and the pins stay on top of it.
    await expect(map.locator(".leaflet-city-labels-pane [tabindex]")).toHaveCount(0);
    await pins.first().focus();
    await expect(pins.first()).toBeFocused();
    await expectNoSeriousViolations(page);
    await map.screenshot({ path: testInfo.outputPath(`map-${width}.png`) });
  });
}
