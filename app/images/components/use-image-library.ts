import { useState } from "react";
import { useLocation } from "react-router";
import { IMAGE_CHOICES_PATH, type ImageChoice } from "~/images/domain/picker";

export type ImageLibrary =
  { state: "closed" | "loading" | "failed" } | { state: "ready"; choices: readonly ImageChoice[] };

/** The library of the page being shown, fetched once for all its pickers; another page fetches it again. */
let fetched: { page: string; choices: Promise<ImageChoice[]> } | null = null;

function libraryOf(page: string): Promise<ImageChoice[]> {
  if (fetched?.page !== page) {
    const choices = fetch(IMAGE_CHOICES_PATH, { headers: { Accept: "application/json" } }).then(async (response) => {
      // An expired session answers with the sign-in page: not a list either.
      if (!response.ok || !response.headers.get("Content-Type")?.includes("application/json"))
        throw new Error(`image library: ${response.status}`);
      return ((await response.json()) as { choices: ImageChoice[] }).choices;
    });
    // A failed fetch is not kept: opening a picker again asks again.
    choices.catch(() => {
      if (fetched?.choices === choices) fetched = null;
    });
    fetched = { page, choices };
  }
  return fetched.choices;
}

/**
 * A picker's library: nothing until `open()`, then the list every picker of the page
 * shares. A failure (the court's patchy signal) is this picker's to show: the page and what was
 * typed stay, which a router fetcher's error would have replaced with the error page.
 */
export function useImageLibrary(): [ImageLibrary, () => void] {
  const { key } = useLocation();
  const [library, setLibrary] = useState<ImageLibrary>({ state: "closed" });
  const open = () => {
    setLibrary({ state: "loading" });
    libraryOf(key).then(
      (choices) => setLibrary({ state: "ready", choices }),
      () => setLibrary({ state: "failed" }),
    );
  };
  return [library, open];
}
