import { describe, expect, it } from "vitest";
import { SITE_SETTING_DEFAULTS } from "@/features/site-settings/schema";
import { platformStats } from "./content";

const connections = (stats: ReturnType<typeof platformStats>) =>
  stats.find((stat) => stat.key === "platform_stats_connections_made")?.value;

describe("platformStats", () => {
  it("shows the setting's figure unless the live number is turned on and known", () => {
    const settings = { ...SITE_SETTING_DEFAULTS, platform_stats_connections_made: "9,999" };
    expect(connections(platformStats(settings, { connections: 1234 }))).toBe("9,999");
    const live = { ...settings, platform_stats_connections_live: "true" };
    expect(connections(platformStats(live, { connections: 1234 }))).toBe("1,234");
    expect(connections(platformStats(live, { connections: null }))).toBe("9,999");
    expect(connections(platformStats(live))).toBe("9,999");
  });
});
