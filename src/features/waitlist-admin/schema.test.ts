import { describe, expect, it } from "vitest";
import { challengeActionMessage } from "./schema";

describe("challengeActionMessage", () => {
  it("names each moderation action in the past tense", () => {
    expect(challengeActionMessage("approve")).toBe("Challenge has been approved successfully.");
    expect(challengeActionMessage("reject")).toBe("Challenge has been rejected successfully.");
    expect(challengeActionMessage("update")).toBe("Challenge has been updated successfully.");
    expect(challengeActionMessage("delete")).toBe("Challenge has been deleted successfully.");
  });
});
