import { describe, expect, it } from "vitest";
import { PUSH_COPY } from "~/push/copy/push";
import { pushFailureMessage } from "./push-client";

describe("what a family reads when the browser cannot turn notices on", () => {
  it("says in Spanish that the browser refused, never the browser's English", () => {
    // Chrome in a private window.
    const privateWindow = new DOMException("Registration failed - permission denied", "AbortError");
    expect(pushFailureMessage(privateWindow)).toBe(PUSH_COPY.errors.refused);
    expect(pushFailureMessage(new DOMException("Permission denied.", "NotAllowedError"))).toBe(
      PUSH_COPY.errors.refused,
    );
  });

  it("says the push service did not answer, and passes the server's Spanish refusals as they are", () => {
    expect(pushFailureMessage(new DOMException("Registration failed - push service error", "AbortError"))).toBe(
      PUSH_COPY.errors.noService,
    );
    expect(pushFailureMessage(new Error(PUSH_COPY.errors.tooMany))).toBe(PUSH_COPY.errors.tooMany);
    expect(pushFailureMessage("?")).toBe(PUSH_COPY.errors.failed);
  });
});
