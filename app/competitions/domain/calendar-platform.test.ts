import { describe, expect, it } from "vitest";
import { calendarPlatform } from "./calendar-platform";

describe("the calendar choice that works first on a device", () => {
  it("is Google Calendar on Android, the subscription on an iPhone, both elsewhere", () => {
    const pixel =
      "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
    const iphone =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148";
    const ipad =
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15";
    expect(calendarPlatform(pixel)).toBe("android");
    expect(calendarPlatform(iphone)).toBe("apple");
    expect(calendarPlatform(ipad, true)).toBe("apple");
    expect(calendarPlatform(ipad, false)).toBe("other");
  });
});
