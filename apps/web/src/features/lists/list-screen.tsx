import { errorMessages, type FormType, sameOriginPath } from "@portal/contract";
import { useReducer, useState } from "react";
import { useSelector } from "react-redux";
import { useNavigate, useParams } from "react-router";
import { selectSessionId } from "../auth/index.ts";
import { useConfig } from "../config/index.ts";
import { selectTiles } from "../dashboard/index.ts";
import { useErrorHandler, useNotices } from "../messages/index.ts";
import { AddFormModal } from "./add-form-modal.tsx";
import { CompletedTable } from "./completed-table.tsx";
import { DeleteConfirmModal } from "./delete-confirm-modal.tsx";
import { FilesModal } from "./files-modal.tsx";
import { formTypeReducer, initialFormTypeState } from "./form-type-state.ts";
import { formatDate } from "./format.ts";
import { InProgressTable } from "./in-progress-table.tsx";
import {
  addableFormTypes,
  addButtonLabel,
  type CompletedRow,
  completedRows,
  type InProgressRow,
  inProgressRows,
  type ListKind,
  showAddButton,
  showsInProgress,
} from "./list-rules.ts";
import { deleteForm } from "./lists-api.ts";
import { MissingList } from "./missing-list.tsx";
import { findTile, tileTitle } from "./tile-tree.ts";
import { useRefreshOnArrival, useRefreshUser } from "./use-refresh-user.ts";

/** Where the create-form screen of a form type starts it, for the list of tile `type`. */
export const createFormPath = (type: string, formType: string) =>
  `/forms/${encodeURIComponent(type)}/new/${encodeURIComponent(formType)}`;

export interface ListScreenProps {
  /** The dedicated lists name their tile; the generic list takes it from the path. */
  tileType?: string;
  kind?: ListKind;
}

/** SPEC §2 List screens: the generic /forms/{type} and the four dedicated lists. */
export function ListScreen({ tileType, kind = "generic" }: ListScreenProps) {
  const params = useParams();
  const type = tileType ?? params.type ?? "";
  const tiles = useSelector(selectTiles);
  const sessionId = useSelector(selectSessionId) ?? "";
  const config = useConfig();
  const navigate = useNavigate();
  const notices = useNotices();
  const handleError = useErrorHandler();
  const refreshUser = useRefreshUser();
  const [state, dispatch] = useReducer(formTypeReducer, initialFormTypeState);
  const [filesOf, setFilesOf] = useState<CompletedRow | null>(null);
  const [deleting, setDeleting] = useState<InProgressRow | null>(null);
  useRefreshOnArrival();

  const tile = findTile(tiles, type);
  if (!tile) {
    return (
      <MissingList headingId="list-heading" title="Forms not found">
        There is no list of forms here.
      </MissingList>
    );
  }

  const name = tileTitle(tile, config.content);
  const addable = addableFormTypes(tile);
  const addLabel = addButtonLabel(tile, name, config.content);
  const redirect = config.addRedirects[tile.type];

  const start = (formType: FormType) => {
    dispatch({ type: "addClosed" });
    navigate(createFormPath(tile.type, formType.id));
  };
  const onAdd = () => {
    if (redirect) {
      // The operator's own configuration: a path of the portal opens in the app, anything
      // else (another of the regulator's sites) is a page load.
      const path = sameOriginPath(redirect);
      if (path !== undefined) navigate(path);
      else window.location.assign(redirect);
    } else if (addable.length === 1) start(addable[0]!);
    else dispatch({ type: "addOpened" });
  };

  const confirmDelete = async () => {
    if (!deleting || state.isDeleting) return;
    const { form, formType } = deleting;
    dispatch({ type: "deleteStarted" });
    try {
      const answer = await deleteForm(formType.id, form.formId, sessionId);
      await refreshUser();
      setDeleting(null);
      notices.clear();
      notices.showSuccess(answer.message);
    } catch (error) {
      setDeleting(null);
      handleError(error);
    } finally {
      dispatch({ type: "deleteEnded" });
    }
  };

  return (
    <section aria-labelledby="list-heading">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h2 id="list-heading" className="h4 mb-0">
          {name}
        </h2>
        {showAddButton(tile, config) && (
          <button type="button" className="btn btn-primary" onClick={onAdd}>
            {addLabel}
          </button>
        )}
      </div>
      {showsInProgress(kind) && (
        <InProgressTable
          kind={kind}
          rows={inProgressRows(tile)}
          busy={state.isDeleting}
          onDelete={setDeleting}
        />
      )}
      <CompletedTable
        kind={kind}
        rows={completedRows(tile)}
        sessionId={sessionId}
        onShowFiles={(row) => {
          setFilesOf(row);
          dispatch({ type: "filesOpened", files: row.form.attachments });
        }}
      />
      <FilesModal
        show={state.showFilesPopup}
        formName={filesOf?.form.name ?? ""}
        files={state.files}
        sessionId={sessionId}
        onHide={() => dispatch({ type: "filesClosed" })}
      />
      <AddFormModal
        show={state.showAddPopup}
        title={addLabel}
        formTypes={addable}
        onChoose={start}
        onHide={() => dispatch({ type: "addClosed" })}
      />
      <DeleteConfirmModal
        show={deleting !== null}
        question={
          deleting
            ? errorMessages.deleteConfirmation(
                deleting.form.name,
                formatDate(deleting.form.writeDate, config.timeZone),
              )
            : ""
        }
        busy={state.isDeleting}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
