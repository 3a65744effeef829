import { data } from "react-router";

// Any unknown URL: a 404 rendered by the root error boundary, inside the site's header and footer.
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
