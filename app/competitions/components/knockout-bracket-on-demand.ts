import { lazyComponent } from "~/platform/lib/lazy-component";

/** The knockout bracket, its code fetched when a page first draws one (most pages have none). */
export const KnockoutBracketOnDemand = lazyComponent(() => import("./knockout-bracket").then((m) => m.KnockoutBracket));
