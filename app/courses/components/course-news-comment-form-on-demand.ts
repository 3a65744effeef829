import { lazyComponent } from "~/platform/lib/lazy-component";

/** CourseNewsCommentForm, its code fetched when the page first draws it: not in the page's first scripts. */
export const CourseNewsCommentFormOnDemand = lazyComponent(() =>
  import("./course-news-comment-form").then((m) => m.CourseNewsCommentForm),
);
