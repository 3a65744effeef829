import { lazy } from "react";

/** MyNotices, its code fetched when the page first draws it: not in the page's first scripts. */
export const MyNoticesOnDemand = lazy(() => import("./my-notices"));
