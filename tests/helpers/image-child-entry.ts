// The image child for the unit tests (app/images/server/image-child.server.test.ts), run with tsx.
import { serveImageWork } from "../../app/images/server/image-child.server";

serveImageWork();
