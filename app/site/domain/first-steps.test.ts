import { describe, expect, it } from "vitest";
import { firstSteps } from "./first-steps";

const NEW_SITE = { schoolNamed: false, courses: 0, projects: 0, calendarSet: false, competitions: 0, news: 0 };

describe("a new site's first steps", () => {
  it("lists the six steps in order, none done on a clean start", () => {
    expect(firstSteps(NEW_SITE)).toEqual([
      { key: "name", done: false },
      { key: "courses", done: false },
      { key: "projects", done: false },
      { key: "calendar", done: false },
      { key: "competition", done: false },
      { key: "news", done: false },
    ]);
  });

  it("ticks each step from what the site holds, and is gone when all are done", () => {
    const halfway = firstSteps({ ...NEW_SITE, schoolNamed: true, courses: 4, calendarSet: true });
    expect(halfway?.filter((s) => s.done).map((s) => s.key)).toEqual(["name", "courses", "calendar"]);
    expect(
      firstSteps({ schoolNamed: true, courses: 4, projects: 2, calendarSet: true, competitions: 1, news: 1 }),
    ).toBeNull();
  });
});
