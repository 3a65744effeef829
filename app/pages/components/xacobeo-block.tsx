import { ProjectPanel } from "./project-panel";
import { XACOBEO_COPY } from "~/pages/copy/project-blocks";
import { type rankXacobeoClasses, XACOBEO_CREDITS, XACOBEO_STAGES, XACOBEO_TOTAL_KM } from "~/pages/domain/xacobeo";

/** Desafío Xacobeo: the 780 km route by stages, the classes' progress along it, and how km are earned. */
export function XacobeoBlock({ ranking }: { ranking: ReturnType<typeof rankXacobeoClasses> }) {
  return (
    <div className="space-y-8">
      <ProjectPanel
        id="etapas"
        heading={
          <>
            {XACOBEO_COPY.stagesHeading} ({XACOBEO_TOTAL_KM} km)
          </>
        }
      >
        <ol className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
          {XACOBEO_STAGES.map((stage, i) => (
            <li
              key={stage.place}
              className="flex items-baseline justify-between gap-2 rounded-lg bg-amber-50 px-3 py-2"
            >
              <span className="font-medium text-slate-900">
                {i + 1}. {stage.place}
              </span>
              <span className="tabular-nums text-amber-950">{stage.km} km</span>
            </li>
          ))}
        </ol>
      </ProjectPanel>

      <ProjectPanel id="ranking-xacobeo" heading={XACOBEO_COPY.rankingHeading}>
        <ol className="mt-4 space-y-4">
          {ranking.map((row, i) => (
            <li key={row.className} data-testid="xacobeo-class">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold text-slate-900">
                  {i + 1}. {row.className}
                </span>
                <span className="tabular-nums text-slate-700">
                  {row.km} / {XACOBEO_TOTAL_KM} km · {row.lastStage}
                </span>
              </div>
              <div
                role="progressbar"
                aria-label={`Progreso de ${row.className}`}
                aria-valuemin={0}
                aria-valuemax={XACOBEO_TOTAL_KM}
                aria-valuenow={row.km}
                aria-valuetext={`${row.km} de ${XACOBEO_TOTAL_KM} km`}
                className="mt-1 h-3 overflow-hidden rounded-full bg-slate-200"
              >
                <div className="h-full rounded-full bg-amber-600" style={{ width: `${row.percent}%` }} />
              </div>
            </li>
          ))}
        </ol>
      </ProjectPanel>

      <ProjectPanel id="creditos" heading={XACOBEO_COPY.creditsHeading}>
        <table className="mt-4 w-full text-left">
          <thead>
            <tr className="border-b border-slate-200 text-sm text-slate-600">
              <th scope="col" className="py-2">
                Actividad
              </th>
              <th scope="col" className="py-2">
                Kilómetros
              </th>
            </tr>
          </thead>
          <tbody>
            {XACOBEO_CREDITS.map((credit) => (
              <tr key={credit.activity} className="border-b border-slate-100">
                <td className="py-2 text-slate-800">{credit.activity}</td>
                <td className="py-2 font-semibold text-slate-900">{credit.km}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ProjectPanel>
    </div>
  );
}
