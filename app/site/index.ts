// The site capability's door for any code: a site's own name among others (its backups', its push keys').
export { installIdFrom } from "./domain/install-id";
