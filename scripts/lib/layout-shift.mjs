// Cumulative layout shift of a page load, measured in Chromium with a PerformanceObserver on
// 'layout-shift' entries (those without recent input), as Lighthouse counts them. Layout, not time:
// the same page at the same size shifts the same, so a test may assert it. Shared by the layout
// shift test (tests/e2e/directory-layout-shift.spec.ts) and the page benchmark (scripts/bench/pages.mjs).
// The score here is the sum of every shift of the load, never less than Lighthouse's largest
// session window.

/** Installs the observer in every document the page opens; call before page.goto. */
export async function recordLayoutShifts(page) {
  await page.addInitScript(() => {
    const describe = (node) => {
      if (!node || node.nodeType !== 1) return String(node?.nodeName ?? "?");
      const id = node.id ? `#${node.id}` : "";
      const testId = node.getAttribute("data-testid") ? `[data-testid=${node.getAttribute("data-testid")}]` : "";
      const classes = typeof node.className === "string" ? `.${node.className.split(" ").slice(0, 3).join(".")}` : "";
      return `${node.nodeName.toLowerCase()}${id}${testId}${classes}`;
    };
    const record = { score: 0, shifts: [] };
    Object.defineProperty(window, "__layoutShifts", { value: record });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        record.score += entry.value;
        record.shifts.push({
          value: Number(entry.value.toFixed(4)),
          sources: (entry.sources ?? []).map((source) => describe(source.node)),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/**
 * The shifts recorded so far, once the page has loaded, its fonts are in and two frames have been
 * drawn since (so a shift the last change causes has been reported).
 * @returns {Promise<{ score: number, shifts: Array<{ value: number, sources: string[] }> }>}
 */
export async function layoutShifts(page) {
  return page.evaluate(async () => {
    if (document.readyState !== "complete") await new Promise((resolve) => addEventListener("load", resolve));
    await document.fonts.ready;
    for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
    const record = window.__layoutShifts;
    return { score: Number(record.score.toFixed(4)), shifts: record.shifts };
  });
}
