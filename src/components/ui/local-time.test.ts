import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LocalTime } from "./local-time";

// 7:47 PM on 26 November 2026 in Texas; 27 November in UTC, where this server runs.
const TEXAS_EVENING = new Date("2026-11-27T01:47:00Z");

describe("LocalTime on the server", () => {
  it("writes the site's zone, with the instant in the datetime attribute, whatever the server's own zone", () => {
    expect(renderToString(createElement(LocalTime, { at: TEXAS_EVENING, style: "dateTime" }))).toBe(
      '<time dateTime="2026-11-27T01:47:00.000Z">Nov 26, 2026, 7:47 PM CST</time>',
    );
    expect(renderToString(createElement(LocalTime, { at: TEXAS_EVENING, className: "text-xs" }))).toBe(
      '<time dateTime="2026-11-27T01:47:00.000Z" class="text-xs">Nov 26, 2026</time>',
    );
  });
});
