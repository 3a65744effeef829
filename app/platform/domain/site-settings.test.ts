import { describe, expect, it } from "vitest";
import { bilingualProjectPath, leaguePath, siteAddresses, tournamentPath, tournamentTitle } from "./site-settings";
import { sameHubAddress } from "./admin-forms";
import { SEED_SITE_ADDRESSES, SEED_SITE_SETTINGS } from "../../../db/seed-data/site";

describe("bilingualProjectPath", () => {
  it("writes the bilingual project's address from its name", () => {
    expect(bilingualProjectPath("Proyecto Bilingüe 24/25")).toBe("/bilinguismo/proyecto-bilingue-24-25");
    expect(bilingualProjectPath("Proyecto Bilingüe 26/27")).toBe("/bilinguismo/proyecto-bilingue-26-27");
  });

  it("never gives the resources page's address, nor an empty one", () => {
    expect(bilingualProjectPath("Recursos")).toBe("/bilinguismo/proyecto-recursos");
    expect(bilingualProjectPath("¡¡!!")).toBe("/bilinguismo/proyecto");
  });
});

describe("leaguePath", () => {
  it("writes the league's address from its name", () => {
    expect(leaguePath("Fernando III League", "Mantecup")).toBe("/campeonatos/fernando-iii-league");
    expect(leaguePath("Liga Bahía", "Mantecup")).toBe("/campeonatos/liga-bahia");
  });

  it("never takes the tournament's or the Hall of Fame's address, nor an empty one", () => {
    expect(leaguePath("Mantecup", "Mantecup")).toBe("/campeonatos/liga-mantecup");
    expect(leaguePath("Copa Bahía", "Copa Bahia")).toBe("/campeonatos/liga-copa-bahia");
    expect(leaguePath("Mantecup", "Copa Bahía")).toBe("/campeonatos/mantecup");
    expect(leaguePath("Salón de la Fama", "Mantecup")).toBe("/campeonatos/liga-salon-de-la-fama");
    expect(leaguePath("···", "Mantecup")).toBe("/campeonatos/liga");
  });
});

describe("tournamentPath", () => {
  it("writes the tournament's address from its name: the sample's is the one it always had", () => {
    expect(tournamentPath("Mantecup")).toBe("/campeonatos/mantecup");
    expect(tournamentPath("Copa Primavera")).toBe("/campeonatos/copa-primavera");
  });

  it("never takes the Hall of Fame's address, nor an empty one", () => {
    expect(tournamentPath("Salón de la fama")).toBe("/campeonatos/torneo-salon-de-la-fama");
    expect(tournamentPath("¡!")).toBe("/campeonatos/torneo");
  });

  it("is one of the site's addresses, apart from the league's", () => {
    expect(
      siteAddresses({
        bilingualLabel: "Proyecto Bilingüe 24/25",
        leagueName: "Fernando III League",
        tournamentName: "Mantecup",
      }),
    ).toEqual({
      bilingualProject: "/bilinguismo/proyecto-bilingue-24-25",
      league: "/campeonatos/fernando-iii-league",
      tournament: "/campeonatos/mantecup",
    });
    expect(siteAddresses(SEED_SITE_SETTINGS)).toEqual(SEED_SITE_ADDRESSES);
    expect(sameHubAddress("Copa Bahía", "copa bahia")).toBe(true);
    expect(sameHubAddress("Liga Bahía", "Copa Bahía")).toBe(false);
  });
});

describe("tournamentTitle", () => {
  it("says «Torneo» before a name that does not say it already", () => {
    expect(tournamentTitle("Mantecup")).toBe("Torneo Mantecup");
    expect(tournamentTitle("Torneo de Navidad")).toBe("Torneo de Navidad");
    expect(tournamentTitle("torneo de los recreos")).toBe("torneo de los recreos");
  });
});
