// /readyz while the process shuts down: a load balancer must stop sending it work. In a file of its
// own, since the draining flag is the process's (each test file runs in a fresh one).
import { expect, it } from "vitest";
import { startDraining } from "../../src/platform/runtime/shutdown.mjs";
import { createHealthChecks } from "./health.mjs";

it("names the process as stopping once it drains", async () => {
  const checks = createHealthChecks({ databaseUrl: "file:./tmp/no-such-database.db", hub: { channel: null } });
  expect((await checks.readiness()).checks).not.toHaveProperty("process");
  startDraining();
  const draining = await checks.readiness();
  expect(draining.ready).toBe(false);
  expect(draining.failed).toContain("process");
  expect(draining.checks.process).toBe("stopping");
  await checks.close();
});
