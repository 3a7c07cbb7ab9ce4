// What app.ts uses of the backup module: the route the running service answers a backup on.
// The commands (cli.ts, restore-cli.ts) are run by operators, not imported.
export { BACKUP_KEY_FILE, BACKUP_PATH, registerBackupRoute } from "./routes.ts";
