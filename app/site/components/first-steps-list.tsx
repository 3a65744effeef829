import { CheckCircle2, Circle } from "lucide-react";
import { Link } from "react-router";
import { ADMIN_COPY } from "~/site/copy/admin";
import type { FirstStepKey } from "~/site/domain/first-steps";
import { cn } from "~/platform/lib/cn";

const copy = ADMIN_COPY.dashboard.firstSteps;

/** A new site's first steps on the panel's home: each a link to where it is done, ticked once it is. */
export function FirstStepsList({ steps }: { steps: { key: FirstStepKey; done: boolean }[] }) {
  const done = steps.filter((s) => s.done).length;
  return (
    <section
      aria-labelledby="primeros-pasos"
      className="mt-4 rounded-xl border border-teal-700 bg-teal-50 p-4 text-teal-950 sm:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <h2 id="primeros-pasos" className="text-xl font-bold">
          {copy.heading}
        </h2>
        <p className="text-sm font-semibold">{copy.progress(done, steps.length)}</p>
      </div>
      <p className="mt-1 text-sm">{copy.intro}</p>
      <ol className="mt-3 grid gap-2 sm:grid-cols-2">
        {steps.map((step, i) => {
          const { label, to } = copy.steps[step.key];
          const Icon = step.done ? CheckCircle2 : Circle;
          return (
            <li key={step.key}>
              <Link
                to={to}
                className={cn(
                  "flex min-h-11 items-center gap-3 rounded-lg bg-white px-3 py-2 ring-1 ring-teal-200 hover:ring-teal-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-800",
                  step.done ? "text-slate-700" : "font-semibold text-teal-950",
                )}
              >
                <Icon
                  aria-hidden="true"
                  className={cn("size-5 shrink-0", step.done ? "text-green-700" : "text-teal-800")}
                />
                <span>
                  {i + 1}. {label}
                  {step.done ? <span className="sr-only"> ({copy.done})</span> : null}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
