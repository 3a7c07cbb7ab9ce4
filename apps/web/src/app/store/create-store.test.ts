import { PERSIST_KEY_PREFIX } from "@portal/contract";
import { waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { editedFieldsRecorded, selectEditedFields } from "../../features/forms/index.ts";
import { addMessage } from "../../features/messages/index.ts";
import { persistNow } from "../../lib/persist-events.ts";
import { sessionEnded, sessionStarted } from "../../lib/session-events.ts";
import { makeAuthResponse, makeConfig, makeTile, makeUserDetails } from "../../test/factories.ts";
import { createTestStore } from "../../test/test-store.ts";

const apcDetails = { formToken: "tok", pageCode: "details" };
const typedName = { fieldName: "first_name", value: "Aroha" };
const userKey = `${PERSIST_KEY_PREFIX}user`;
/** The form tokens with edits. */
const formsWithEdits = (state: { forms: object }) => Object.keys(state.forms);
const dashboardKey = `${PERSIST_KEY_PREFIX}dashboard`;
const editedFieldsKey = `${PERSIST_KEY_PREFIX}editedFields`;

async function readyStore() {
  const created = createTestStore(makeConfig({ title: "Configured" }));
  await created.rehydrated;
  return created;
}

describe("app store", () => {
  it("holds config, user, dashboard, messages, auth and form", async () => {
    const { store } = await readyStore();
    const state = store.getState();
    expect(Object.keys(state).sort()).toEqual([
      "auth",
      "config",
      "dashboard",
      "editedFields",
      "form",
      "messages",
      "user",
    ]);
    expect(state.config.title).toBe("Configured");
    expect(state.user).toMatchObject({ details: null, sessionId: null, lastUpdated: null });
  });

  it("persists user, dashboard and edited fields under reduxPersist: keys, and nothing else", async () => {
    const { store, persistor } = await readyStore();
    store.dispatch(
      sessionStarted(makeAuthResponse({ odooSessionId: "s-9", tiles: [makeTile("apc")] })),
    );
    store.dispatch(addMessage({ message: "Hello", messageType: "info", renderedUrl: "/" }));
    await persistor.flush();
    expect(localStorage.getItem(userKey)).toContain("s-9");
    expect(localStorage.getItem(dashboardKey)).toContain("apc");
    expect(Object.keys(localStorage).sort()).toEqual([dashboardKey, editedFieldsKey, userKey]);
  });

  it("brings the persisted session back in a new store", async () => {
    const first = await readyStore();
    first.store.dispatch(sessionStarted(makeAuthResponse({ odooSessionId: "s-10" })));
    await first.persistor.flush();
    const second = await readyStore();
    expect(second.store.getState().user.sessionId).toBe("s-10");
    expect(second.store.getState().dashboard.tiles).toHaveLength(1);
  });

  it("brings a form page's unsaved edits back in a new store, per form token and page", async () => {
    const first = await readyStore();
    first.store.dispatch(editedFieldsRecorded({ ...apcDetails, records: [typedName] }));
    first.store.dispatch(persistNow());
    expect(localStorage.getItem(editedFieldsKey)).toContain("Aroha");
    const second = await readyStore();
    expect(selectEditedFields(apcDetails)(second.store.getState())).toEqual([typedName]);
    expect(
      selectEditedFields({ ...apcDetails, formToken: "other" })(second.store.getState()),
    ).toEqual([]);
  });

  it("drops stored edited fields of the wrong shape", async () => {
    localStorage.setItem(
      editedFieldsKey,
      // redux-persist's form: each key of the slice as its own JSON.
      JSON.stringify({
        owner: "null",
        forms: JSON.stringify({ tok: { details: [{ fieldName: 42 }] } }),
      }),
    );
    const { store } = await readyStore();
    expect(formsWithEdits(store.getState().editedFields)).toEqual([]);
  });

  it("ignores a stored copy of the wrong shape", async () => {
    localStorage.setItem(userKey, JSON.stringify({ sessionId: "42", details: '"oops"' }));
    const { store } = await readyStore();
    expect(store.getState().user.sessionId).toBeNull();
  });

  it("resets user, dashboard and edited fields and purges their stored copies when the session ends", async () => {
    const { store, persistor } = await readyStore();
    store.dispatch(sessionStarted(makeAuthResponse()));
    store.dispatch(editedFieldsRecorded({ ...apcDetails, records: [typedName] }));
    await persistor.flush();
    expect(localStorage.getItem(userKey)).not.toBeNull();
    expect(localStorage.getItem(editedFieldsKey)).toContain("Aroha");
    store.dispatch(sessionEnded());
    expect(store.getState().user).toMatchObject({
      details: null,
      sessionId: null,
      lastUpdated: null,
    });
    expect(store.getState().dashboard.tiles).toEqual([]);
    expect(formsWithEdits(store.getState().editedFields)).toEqual([]);
    await waitFor(() => {
      expect(localStorage.getItem(userKey)).toBeNull();
      expect(localStorage.getItem(dashboardKey)).toBeNull();
      expect(localStorage.getItem(editedFieldsKey)).toBeNull();
    });
    // A later sign-in is persisted again.
    store.dispatch(sessionStarted(makeAuthResponse({ odooSessionId: "s-11" })));
    await persistor.flush();
    expect(localStorage.getItem(userKey)).toContain("s-11");
  });

  it("keeps the unsaved edits, in memory and stored, when the session ran out", async () => {
    const { store, persistor } = await readyStore();
    store.dispatch(sessionStarted(makeAuthResponse()));
    store.dispatch(editedFieldsRecorded({ ...apcDetails, records: [typedName] }));
    await persistor.flush();
    store.dispatch(sessionEnded({ keepUnsavedEdits: true }));
    expect(store.getState().user.sessionId).toBeNull();
    expect(selectEditedFields(apcDetails)(store.getState())).toEqual([typedName]);
    await waitFor(() => {
      expect(localStorage.getItem(userKey)).toBeNull();
      expect(localStorage.getItem(dashboardKey)).toBeNull();
    });
    expect(localStorage.getItem(editedFieldsKey)).toContain("Aroha");
  });

  it("gives the edits a session left to the same user's next sign-in, never to another user", async () => {
    const { store } = await readyStore();
    const signIn = (email: string) =>
      store.dispatch(sessionStarted(makeAuthResponse({ userDetails: makeUserDetails({ email }) })));
    const timedOut = () => store.dispatch(sessionEnded({ keepUnsavedEdits: true }));
    const kept = () => selectEditedFields(apcDetails)(store.getState());

    signIn("aroha@example.org");
    store.dispatch(editedFieldsRecorded({ ...apcDetails, records: [typedName] }));
    timedOut();
    signIn("Aroha@Example.org");
    expect(kept()).toEqual([typedName]);
    // The user's details refreshed during the session: the same user, the edits stay.
    signIn("aroha@example.org");
    expect(kept()).toEqual([typedName]);

    timedOut();
    signIn("mere@example.org");
    expect(kept()).toEqual([]);
    expect(store.getState().editedFields.owner).toBe("mere@example.org");
  });

  it("opens the set-password modal without a close button when a reset is pending", async () => {
    const { store } = await readyStore();
    store.dispatch(
      sessionStarted(
        makeAuthResponse({ userDetails: { email: "a@example.org", passwordResetPending: true } }),
      ),
    );
    expect(store.getState().auth).toMatchObject({
      showSetPasswordModal: true,
      showSetPasswordCloseButton: false,
    });
  });
});
