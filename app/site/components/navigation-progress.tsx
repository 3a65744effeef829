import { useNavigation } from "react-router";
import { COURSE_NEWS_LOADING } from "~/platform/copy/loading";

/** Pages whose data can take a moment: what to say while a client navigation loads them. */
const LOADING_MESSAGES: Record<string, string> = {
  "/cursos/noticias": COURSE_NEWS_LOADING,
};

/**
 * A polite status line while React Router loads the next page in the browser (the server-rendered
 * page needs none: it arrives complete).
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const message = navigation.state === "loading" ? LOADING_MESSAGES[navigation.location.pathname] : undefined;
  return (
    <div role="status" className="pointer-events-none print:hidden fixed inset-x-0 top-0 z-[150] flex justify-center">
      {message ? (
        <p className="mt-2 rounded-full bg-slate-900 px-4 py-1.5 text-sm font-semibold text-white shadow-lg">
          {message}
        </p>
      ) : null}
    </div>
  );
}
