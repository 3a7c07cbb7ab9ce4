// GET /operations/backup: the running service's embedded database as a gzipped tar, for
// `npm run backup` (backup-command.ts). Only the service may hold PGlite open, so an online
// backup is one it takes itself: between transactions, on the database's own thread.
//
// It answers only the bearer of the backup key, which the service keeps in DATA_DIR/backup.key
// (made once, mode 0600): whoever may read that file may read the database files beside it
// anyway, so the key gives nothing away and needs no configuration. On PostgreSQL the path
// does not exist (404): pg_dump is the backup there.
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client.ts";
import { bearerSecretCheck } from "../../http/bearer-secret.ts";
import { ClientError } from "../../http/client-error.ts";
import { dumpDatabase } from "./backup-archive.ts";

export const BACKUP_PATH = "/operations/backup";
/** The file in DATA_DIR whose key the backup route asks for. */
export const BACKUP_KEY_FILE = "backup.key";
/** Answer headers: what the manifest records besides the bytes. */
export const MIGRATIONS_HEADER = "x-backup-migrations";
export const PAUSE_HEADER = "x-backup-pause-ms";

export const backupMessages = {
  missing: `Send the key in DATA_DIR/${BACKUP_KEY_FILE} as Authorization: Bearer <key>.`,
  wrong: "The backup key is not right.",
  busy: "A backup is being taken; ask again when it is done.",
} as const;

/** `key` is the backup key on PGlite, undefined on PostgreSQL (no route then). */
export function registerBackupRoute(
  app: FastifyInstance,
  database: Database,
  key: string | undefined,
): void {
  const checkKey = bearerSecretCheck(key, "backup", backupMessages);
  let taking = false;
  app.get(BACKUP_PATH, async (request, reply) => {
    reply.header("cache-control", "no-store");
    if (!checkKey || !database.dumpDataDir) {
      throw new ClientError(404, `Not found: ${request.method} ${BACKUP_PATH}`);
    }
    checkKey(request);
    // One at a time: each holds the whole database in memory for a moment.
    if (taking) throw new ClientError(409, backupMessages.busy);
    taking = true;
    try {
      const dump = await dumpDatabase(database);
      request.log.info(
        { bytes: dump.archive.byteLength, pauseMs: Math.round(dump.pauseMs) },
        "backup taken",
      );
      return reply
        .type("application/gzip")
        .header(MIGRATIONS_HEADER, String(dump.migrations))
        .header(PAUSE_HEADER, dump.pauseMs.toFixed(1))
        .send(Buffer.from(dump.archive.buffer, dump.archive.byteOffset, dump.archive.byteLength));
    } finally {
      taking = false;
    }
  });
}
