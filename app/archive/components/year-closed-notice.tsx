import { Link } from "react-router";

/** Right after the close: the year in the archive, the new one begun, and its course passwords to note down now. */
export function YearClosedNotice({
  reply,
  gates,
}: {
  reply: Record<string, string>;
  gates: { gate: string; label: string }[];
}) {
  return (
    <div role="status" className="rounded-xl border-l-4 border-green-700 bg-green-50 p-4 text-green-950">
      <p className="font-semibold">
        Curso {reply.closed} cerrado: ya está en el{" "}
        <Link to={`/archivo/${reply.closed}`} className="underline underline-offset-4">
          archivo
        </Link>
        . Empieza el curso {reply.opened}.
      </p>
      <p className="mt-1 text-sm">
        Contraseñas de curso nuevas (apúntalas ahora; no se volverán a mostrar, y puedes cambiarlas en Ajustes):
      </p>
      <dl className="mt-2 grid gap-1 rounded bg-white p-3 sm:grid-cols-[auto_1fr] sm:gap-x-4">
        {gates.map(({ gate, label }) => (
          <div key={gate} className="contents">
            <dt className="text-sm">{label}</dt>
            <dd className="font-mono text-lg" data-testid={`nueva-${gate}`}>
              {reply[gate]}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
