/**
 * A new site's first steps, on the panel's home: what a school sets up before families come (its
 * name, courses, projects, calendar, a competition, a news item), each ticked once done, the list
 * gone when all are. Judged from what the site holds, so a step done anywhere is ticked here.
 */
export type FirstStepFacts = {
  /** The school has its own name (not a new site's «Nuestro instituto»). */
  schoolNamed: boolean;
  courses: number;
  projects: number;
  /** The calendar knows the school's region or has days without classes. */
  calendarSet: boolean;
  competitions: number;
  news: number;
};

export const FIRST_STEP_KEYS = ["name", "courses", "projects", "calendar", "competition", "news"] as const;
export type FirstStepKey = (typeof FIRST_STEP_KEYS)[number];

const DONE: Record<FirstStepKey, (facts: FirstStepFacts) => boolean> = {
  name: (f) => f.schoolNamed,
  courses: (f) => f.courses > 0,
  projects: (f) => f.projects > 0,
  calendar: (f) => f.calendarSet,
  competition: (f) => f.competitions > 0,
  news: (f) => f.news > 0,
};

/** The steps in order with whether each is done; null once every one is. */
export function firstSteps(facts: FirstStepFacts): { key: FirstStepKey; done: boolean }[] | null {
  const steps = FIRST_STEP_KEYS.map((key) => ({ key, done: DONE[key](facts) }));
  return steps.every((step) => step.done) ? null : steps;
}
