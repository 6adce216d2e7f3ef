// Runs the test API server in a process of its own (another "app process" on the same database):
// prints its URL, and stops on SIGTERM.
import { startApiServer } from "./api-server";

const server = await startApiServer();
process.stdout.write(`${server.url}\n`);
process.on("SIGTERM", () => {
  void server.close().then(() => process.exit(0));
});
