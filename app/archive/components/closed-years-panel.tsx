import { Link } from "react-router";
import { formatMadridDateTime } from "~/platform/domain/madrid-time";
import { AdminForm } from "~/platform/components/admin-form";
import { AdminPanel } from "~/platform/components/admin-panels";
import { NavigationSubmitButton } from "~/platform/components/admin-buttons";
import { ARCHIVE_TABLES } from "../domain/school-years";

type ClosedYear = {
  id: string;
  closedAt: string;
  champions: { slug: string; champion: string; competition: string }[];
};

/** The closed years: each one's archive, its exports, and its champions to offer to the Hall of Fame. */
export function ClosedYearsPanel({ closed }: { closed: ClosedYear[] }) {
  return (
    <AdminPanel title={`Cursos cerrados (${closed.length})`} id="archivo">
      {closed.length === 0 ? (
        <p className="text-sm text-slate-700">Todavía no se ha cerrado ningún curso.</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {closed.map((year) => (
            <li key={year.id} className="py-3">
              <p className="font-semibold text-slate-900">
                <Link to={`/archivo/${year.id}`} className="text-teal-900 underline underline-offset-4">
                  Curso {year.id}
                </Link>{" "}
                <span className="font-normal text-slate-700">
                  · cerrado el {formatMadridDateTime(new Date(year.closedAt))}
                </span>
              </p>
              <p className="mt-1 text-sm text-slate-700">
                Exportar:{" "}
                <a
                  href={`/admin/curso-escolar/exportar/${year.id}.json`}
                  className="font-semibold text-teal-900 underline underline-offset-4"
                  download
                >
                  todo (JSON)
                </a>
                {ARCHIVE_TABLES.map((table) => (
                  <span key={table}>
                    {" · "}
                    <a
                      href={`/admin/curso-escolar/exportar/${year.id}-${table}.csv`}
                      className="font-semibold text-teal-900 underline underline-offset-4"
                      download
                    >
                      {table} (CSV)
                    </a>
                  </span>
                ))}
              </p>
              {year.champions.length > 0 ? (
                <div className="mt-2">
                  <p className="text-sm font-semibold text-slate-800">Campeones: ¿al Salón de la Fama?</p>
                  <ul className="mt-1 space-y-2">
                    {year.champions.map((c) => (
                      <li key={c.slug} className="flex flex-wrap items-center gap-3 text-sm">
                        <span>
                          {c.champion} · {c.competition}
                        </span>
                        <AdminForm
                          intent="offerChampion"
                          id={`${year.id}:${c.slug}`}
                          aria-label={`Añadir a ${c.champion} al Salón de la Fama`}
                        >
                          <input type="hidden" name="year" value={year.id} />
                          <input type="hidden" name="slug" value={c.slug} />
                          <NavigationSubmitButton
                            intent="offerChampion"
                            id={`${year.id}:${c.slug}`}
                            variant="secondary"
                          >
                            Añadir al Salón de la Fama
                          </NavigationSubmitButton>
                        </AdminForm>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </AdminPanel>
  );
}
