import { redirect } from "react-router";

/** The school year's page was at /admin/curso, one letter from the courses' /admin/cursos: a bookmark still arrives. */
export function loader() {
  return redirect("/admin/curso-escolar", 301);
}
