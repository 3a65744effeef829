import { ProjectPanel } from "./project-panel";
import { FRUIT_METER_COPY } from "~/pages/copy/project-blocks";

/** Disfruta del recreo: fruit eaten at break time by each class, as bars against the leading class. */
export function FruitMeter({ rows }: { rows: { className: string; value: number }[] }) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  return (
    <ProjectPanel id="medidor" heading={FRUIT_METER_COPY.heading}>
      {rows.length === 0 ? (
        <p className="mt-3 text-slate-700">{FRUIT_METER_COPY.empty}</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {[...rows]
            .sort((a, b) => b.value - a.value)
            .map((row) => (
              <li key={row.className} data-testid="fruit-class">
                <div className="flex justify-between text-slate-900">
                  <span className="font-medium">{row.className}</span>
                  <span className="tabular-nums">
                    {row.value} {FRUIT_METER_COPY.unit}
                  </span>
                </div>
                <div className="mt-1 h-3 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
                  <div className="h-full rounded-full bg-green-600" style={{ width: `${(row.value / max) * 100}%` }} />
                </div>
              </li>
            ))}
        </ul>
      )}
    </ProjectPanel>
  );
}
