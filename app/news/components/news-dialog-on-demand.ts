import { lazy } from "react";

/** NewsDialog, its code fetched when the page first draws it: not in the page's first scripts. */
export const NewsDialogOnDemand = lazy(() => import("./news-dialog"));
