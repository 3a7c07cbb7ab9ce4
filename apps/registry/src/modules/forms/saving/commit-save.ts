// Writing an accepted page save, and the choice of how. A save of one page's values and
// nothing else – no new file, no file to delete, not the save that completes the form – is one
// statement, committed with whatever other saves arrive with it (page-save-queue.ts). Anything
// else is a transaction of its own: new files, the page, files deleted, the completion.
import type { PageValues } from "@portal/forms";
import type { Db, Tx } from "../../../db/client.ts";
import { ClientError } from "../../../http/client-error.ts";
import { insertFile } from "../../files/index.ts";
import type { CompiledForm, CompiledPage } from "../definitions/load/catalogue.ts";
import { formMessages } from "../form-errors.ts";
import type { SavedValues } from "../pages/page-states.ts";
import { mapFiles } from "../pages/page-values-io.ts";
import type { FileRef, UploadPlan } from "../pages/uploads.ts";
import type { FormReview } from "../review-seam.ts";
import { findSavedValues } from "../review-store.ts";
import { completeForm, deleteFilesOfForm, type FoundForm, saveFormPage } from "../store.ts";
import type { FormCompletions } from "./form-completion.ts";
import { createPageSaveQueue } from "./page-save-queue.ts";

export interface PageWrite {
  row: FoundForm;
  page: CompiledPage;
  posted: PageValues;
  plan: UploadPlan;
  /** Files the page held before and no longer does. */
  removed: FileRef[];
  writeDate: Date;
}

/** The form, when the save completes it. */
export interface Completing {
  form: CompiledForm;
}

export interface Committed {
  /** The page's values as stored (files as their references). */
  values: PageValues;
  /** The form's owner after the save. */
  ownerId: number | null;
  /** The completion's own answer message (a registration's, a concern's). */
  message?: string | undefined;
}

export type CommitSave = (
  write: PageWrite,
  completing: Completing | undefined,
) => Promise<Committed>;

/** A save that lost to a concurrent one (its revision is behind) writes nothing: 409. */
const savedMeanwhile = () => new ClientError(409, formMessages.savedMeanwhile);

export function createSaveCommitter(
  db: Db,
  completions?: FormCompletions,
  review?: FormReview,
): CommitSave {
  const saves = createPageSaveQueue(db);

  const valuesOnly = (write: PageWrite, completing: Completing | undefined) =>
    !completing &&
    write.removed.length === 0 &&
    [...write.plan.values()].every((how) => "ref" in how);

  async function saveValues(write: PageWrite): Promise<Committed> {
    const { row, page, posted, plan, writeDate } = write;
    // Every file of the post is one already saved (see `valuesOnly`).
    const values = mapFiles(page, posted, (file) => (plan.get(file) as { ref: FileRef }).ref);
    if (!(await saves.save({ form: row, pageCode: page.code, values, writeDate }))) {
      throw savedMeanwhile();
    }
    return { values, ownerId: row.ownerId };
  }

  async function saveInTransaction(
    write: PageWrite,
    completing: Completing | undefined,
  ): Promise<Committed> {
    const { row, page } = write;
    return db.transaction(async (tx) => {
      const refs = await storeNewFiles(tx, row, write.plan);
      const values = mapFiles(page, write.posted, (file) => refs.get(file)!);
      if (!(await saveFormPage(tx, row, page.code, values, write.writeDate))) {
        throw savedMeanwhile();
      }
      await deleteFilesOfForm(
        tx,
        row.id,
        write.removed.map((r) => r.fileId),
      );
      if (!completing) return { values, ownerId: row.ownerId };
      // A form with an owner already (a registration returned for changes and resubmitted)
      // has had its completion: its account exists.
      // The request read only the pages its own needed (forms/store.ts's slices); what
      // completing means may read any answer, so it is given every page as now saved.
      const completion = row.ownerId === null ? completions?.of(row.formTypeCode) : undefined;
      const completed = await completion?.complete(
        tx,
        completing.form,
        (await findSavedValues(tx, row.id)) as SavedValues,
        row.id,
      );
      const ownerId = completed?.ownerId ?? row.ownerId;
      await completeForm(tx, row.id, ownerId);
      if (ownerId !== null) {
        await review?.submitted(
          tx,
          { id: row.id, formTypeCode: row.formTypeCode, ownerId },
          write.writeDate,
        );
      }
      return { values, ownerId, message: completed?.message };
    });
  }

  return (write, completing) =>
    valuesOnly(write, completing) ? saveValues(write) : saveInTransaction(write, completing);
}

/** The post's files as references: saved ones as they are, new ones stored first. */
async function storeNewFiles(tx: Tx, row: FoundForm, plan: UploadPlan) {
  const refs = new Map<object, FileRef>();
  for (const [file, how] of plan) {
    if ("ref" in how) {
      refs.set(file, how.ref);
      continue;
    }
    const { fileName, mimeType, bytes } = how.upload;
    const fileId = await insertFile(tx, {
      formId: row.id,
      ownerId: row.ownerId,
      name: fileName,
      type: "other",
      mimeType,
      size: bytes.length,
      bytes,
    });
    refs.set(file, { fileId, fileName, fileSize: bytes.length, mimeType });
  }
  return refs;
}
