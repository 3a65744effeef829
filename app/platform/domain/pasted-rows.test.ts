import { describe, expect, it } from "vitest";
import { PROGRESS_PASTE, RANKING_PASTE } from "~/courses/domain/class-lists";
import { LEAGUE_TEAMS_PASTE } from "~/competitions/domain/league-team-paste";
import { parsePastedRows, pastedRowsSchema, splitPastedLines } from "./pasted-rows";

const scope = { course: "2º ESO", classLetter: "A" };

describe("rows pasted from a spreadsheet", () => {
  it("splits a copied range by tabs, a CSV line by ';', and leaves out empty lines", () => {
    expect(splitPastedLines("1\tAna\t90\r\n\r\n2\tLuis\t80\n")).toEqual([
      { line: 1, cells: ["1", "Ana", "90"] },
      { line: 3, cells: ["2", "Luis", "80"] },
    ]);
    expect(splitPastedLines("1; Ana ;90").map((l) => l.cells)).toEqual([["1", "Ana", "90"]]);
  });

  it("reads a class's ranking with its header row, badges included", () => {
    const { rows, errors } = parsePastedRows(
      "Puesto\tNombre\tPuntos\tInsignias\n1\tAna\t90\tweb, proyectos\n2\tLuis\t85\t",
      RANKING_PASTE,
      scope,
    );
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      { course: "2º ESO", classLetter: "A", rank: 1, name: "Ana", points: "90", badges: ["web", "proyectos"] },
      { course: "2º ESO", classLetter: "A", rank: 2, name: "Luis", points: "85", badges: [] },
    ]);
  });

  it("takes points with decimals as a Spanish or another spreadsheet writes them", () => {
    const { rows, errors } = parsePastedRows(
      "Puesto\tNombre\tPuntos\n1\tAna\t312,5\n2\tLuis\t312.5\n3\tEva\t300",
      RANKING_PASTE,
      scope,
    );
    expect(errors).toEqual([]);
    expect(rows.map((r) => r.points)).toEqual(["312,5", "312,5", "300"]);
  });

  it("takes the order of the lines as the rank when the paste has no rank column", () => {
    const { rows } = parsePastedRows("Nombre;Puntos\nAna;90\nLuis;85", RANKING_PASTE, scope);
    expect(rows.map((r) => [r.rank, r.name])).toEqual([
      [1, "Ana"],
      [2, "Luis"],
    ]);
  });

  it("says which line and which column is wrong, and keeps nothing then", () => {
    const { rows, errors } = parsePastedRows(
      "1\tAna\t90\n2\t\t80\n3\tEva\tmuchos\n4\tLeo\t70\tweb\textra",
      RANKING_PASTE,
      scope,
    );
    expect(rows).toEqual([]);
    expect(errors).toEqual([
      "Línea 2 (Nombre): Escribe el nombre.",
      "Línea 3 (Puntos): Escribe un número de puntos (312 o 312,5) o un porcentaje (92%).",
      "Línea 4: tiene 5 columnas; se esperan como mucho 4 (Puesto, Nombre, Puntos, Insignias).",
    ]);
  });

  it("reads a spreadsheet's percentage as the group progress", () => {
    const { rows, errors } = parsePastedRows("1\tMarta\t85%\n2\tIván\t70\tMVP", PROGRESS_PASTE, { classLetter: "B" });
    expect(errors).toEqual([]);
    expect(rows.map((r) => [r.name, r.progress, r.special])).toEqual([
      ["Marta", 85, null],
      ["Iván", 70, "MVP"],
    ]);
  });

  it("refuses an empty paste and more than 100 rows", () => {
    expect(parsePastedRows(" \n", RANKING_PASTE, scope).errors).toEqual(["Pega al menos una fila."]);
    const many = Array.from({ length: 101 }, (_, i) => `${i + 1}\tN${i}\t1`).join("\n");
    expect(parsePastedRows(many, RANKING_PASTE, scope).errors[0]).toMatch(/^Como mucho 100 filas/);
  });

  it("as a form: the class's scope and the rows, its errors by line on the pasted field", () => {
    const schema = pastedRowsSchema(RANKING_PASTE);
    expect(schema.parse({ ...scope, rows: "1\tAna\t90" })).toEqual({
      scope,
      rows: [{ ...scope, rank: 1, name: "Ana", points: "90", badges: [] }],
    });
    const refused = schema.safeParse({ ...scope, rows: "1\tAna\tx" });
    expect(refused.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["rows", "Línea 1 (Puntos): Escribe un número de puntos (312 o 312,5) o un porcentaje (92%)."],
    ]);
    // The courses are the school's: the form asks for one, the model checks it exists.
    expect(schema.safeParse({ course: "", classLetter: "A", rows: "1\tAna\t90" }).error?.issues[0]?.message).toBe(
      "Elige un curso.",
    );
  });

  it("reads league teams: a titles line only when it says «Equipo», players split at commas, a team named twice refused by line", () => {
    const sport = { sport: "Baloncesto" };
    const { rows, errors } = parsePastedRows(
      "Equipo;Capitán;Jugadores\nEquipo A;Ana;Ana, Bea ,Eva\nTriple;Luis;Luis",
      LEAGUE_TEAMS_PASTE,
      sport,
    );
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      { sport: "Baloncesto", name: "Equipo A", captain: "Ana", members: ["Ana", "Bea", "Eva"] },
      { sport: "Baloncesto", name: "Triple", captain: "Luis", members: ["Luis"] },
    ]);
    expect(
      parsePastedRows("Rayo;Ana;Ana\nrayo ;Eva;Eva\nSin jugadores;Pau;", LEAGUE_TEAMS_PASTE, sport).errors,
    ).toEqual([
      "Línea 2 (Equipo): «rayo» ya está en la línea 1.",
      "Línea 3 (Jugadores): Escribe los jugadores, separados por comas.",
    ]);
  });

  it("takes each column by its title, in any order, leaving out the columns it does not keep", () => {
    // A class's sheet: the titles in another order, a «Clase» column (chosen above) and an email column.
    const ranking = parsePastedRows(
      "Nombre\tClase\tCorreo\tPuntos\tPuesto\nAna\tA\tana@x.es\t90\t1\nLuis\tA\tluis@x.es\t85,5\t2",
      RANKING_PASTE,
      scope,
    );
    expect(ranking.errors).toEqual([]);
    expect(ranking.rows).toEqual([
      { ...scope, rank: 1, name: "Ana", points: "90", badges: [] },
      { ...scope, rank: 2, name: "Luis", points: "85,5", badges: [] },
    ]);
    // Titles with accents, capitals and colons; no rank column: the order is the rank.
    const progress = parsePastedRows(
      "ALUMNO/A:\tPorcentaje\tObservaciones\nMarta\t85%\t\nIván\t70\tMVP",
      PROGRESS_PASTE,
      { classLetter: "B" },
    );
    expect(progress.rows.map((r) => [r.rank, r.name, r.progress, r.special])).toEqual([
      [1, "Marta", 85, null],
      [2, "Iván", 70, "MVP"],
    ]);
    // League teams: the titles in the sheet's order, a «Curso» column left out.
    const league = parsePastedRows(
      "Curso\tJugadores\tEquipo\tCapitán/a\n3º ESO B\tAna, Bea\tLos Rayos\tAna",
      LEAGUE_TEAMS_PASTE,
      { sport: "Baloncesto" },
    );
    expect(league.rows).toEqual([{ sport: "Baloncesto", name: "Los Rayos", captain: "Ana", members: ["Ana", "Bea"] }]);
  });

  it("says so when the titles row has no name column, and reads a first line of numbers as data", () => {
    expect(parsePastedRows("Puesto\tPuntos\n1\t90", RANKING_PASTE, scope).errors).toEqual([
      "La fila de títulos no tiene la columna «Nombre».",
    ]);
    expect(parsePastedRows("1\tNombre\t90", RANKING_PASTE, scope).rows.map((r) => r.name)).toEqual(["Nombre"]);
  });
});
