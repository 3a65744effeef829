import { redirect } from "react-router";

/** The tournament's enrolments were at an address named after the sample school's tournament: a bookmark still arrives. */
export function loader() {
  return redirect("/admin/torneo", 301);
}
