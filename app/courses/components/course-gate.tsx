import { GatePasswordField } from "~/platform/components/field";
import { LockKeyhole } from "lucide-react";
import { useEffect, useId } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { StaticFormNotice } from "~/platform/components/static-form-notice";
import { COURSE_ZONE_COPY } from "~/courses/copy/courses";
import { useHydrated } from "~/platform/hooks/use-hydrated";
import { toast } from "~/platform/hooks/use-toast";
import type { FormAnswer } from "~/platform/domain/form-answer";

const copy = COURSE_ZONE_COPY.gate;

/**
 * The password gate of the ranking and the group progress (one component for both pages).
 * The password goes to the server; the page's data only arrives after it is accepted.
 */
export function CourseGate({ courseLabel }: { courseLabel: string }) {
  const id = useId();
  const answer = useActionData<FormAnswer>();
  // The gated pages have no other form: any answer of their action is the gate's.
  const notice = answer?.notice ?? null;
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  useEffect(() => {
    if (notice) toast(notice);
  }, [notice]);

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex items-center gap-3">
        <LockKeyhole aria-hidden="true" className="size-8 text-teal-800" />
        <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900">
          {copy.title}
        </h2>
      </div>
      <p className="mt-2 text-slate-700">{copy.description(courseLabel)}</p>
      {hydrated ? null : <StaticFormNotice notice={notice} />}
      <Form method="post" className="mt-4 space-y-4">
        <GatePasswordField
          id={`${id}-password`}
          label={copy.label}
          resetKey={notice?.id ?? "first"}
          focus={Boolean(notice)}
        />
        <button
          type="submit"
          disabled={pending}
          className="inline-flex w-full items-center justify-center rounded-lg bg-teal-800 px-5 py-3 font-semibold text-white hover:bg-teal-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-800 disabled:cursor-wait disabled:opacity-70"
        >
          {pending ? copy.checking : copy.submit}
        </button>
      </Form>
    </section>
  );
}
