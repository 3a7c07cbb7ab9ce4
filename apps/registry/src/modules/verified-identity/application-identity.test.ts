// An applicant proves who they are at the verified-identity provider for their registration
// application (a real OpenID provider, oidc-provider): the callback keeps the identity with the
// application and goes back to it, the registrar sees it beside the submission, and the account
// the application makes signs in with it from the start.
import { apiPaths, deskPaths, identityMessages, identityPaths } from "@portal/contract";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../test/databases.ts";
import { DESK_ORIGIN, useDeskService } from "../../../test/desk.ts";
import { idpPerson } from "../../../test/desk-sso.ts";
import { formAnswer, storedForm } from "../../../test/form-pages.ts";
import { startTestIdp, type TestIdp } from "../../../test/oidc-idp.ts";
import {
  atProvider,
  identityCall,
  PORTAL_CLIENT,
  portalIdentityEnv,
} from "../../../test/portal-identity.ts";
import { submitRegistration } from "../../../test/review.ts";
import { auditEvents, submissions } from "../../db/schema.ts";

const mere = idpPerson("Mere Parata", []);

describe.each(testDatabases)("an applicant's verified identity on $name", (testDb) => {
  const idp = {} as { current: TestIdp };
  beforeAll(async () => {
    idp.current = await startTestIdp({
      clients: [{ ...PORTAL_CLIENT, redirectUris: [`${DESK_ORIGIN}${identityPaths.callback}`] }],
      accounts: [mere],
    });
    return () => idp.current.close();
  });
  const desk = useDeskService(testDb, undefined, () => ({
    env: portalIdentityEnv(idp.current.issuer),
  }));
  const app = () => desk.app;
  const call = identityCall(app);
  const newApplication = async () =>
    formAnswer(await desk.app.inject({ url: apiPaths.apply() })).form!.formToken;

  it("keeps the identity with the application and goes back to it; a cancel goes back saying so", async () => {
    const token = await newApplication();
    const state = () => call("GET", identityPaths.application(token));
    expect((await state()).json()).toEqual({ verified: null });

    const unknown = await call("POST", identityPaths.start, { body: { application: "no-such" } });
    expect({ status: unknown.statusCode, message: unknown.json().message }).toEqual({
      status: 404,
      message: identityMessages.applicationNotOpen,
    });

    const cancelled = await atProvider(app, "cancel", { application: token });
    expect(`${cancelled.location.pathname}${cancelled.location.search}`).toBe(
      `/register/${token}?identity=denied`,
    );
    expect((await state()).json()).toEqual({ verified: null });

    const proved = await atProvider(app, mere, { application: token });
    expect(`${proved.location.pathname}${proved.location.search}`).toBe(
      `/register/${token}?identity=verified`,
    );
    expect(proved.location.hash).toBe("");
    expect((await state()).json()).toEqual({
      verified: { provider: "Test ID", name: "Mere Parata", verifiedAt: expect.any(String) },
    });
    const trail = await desk.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.event, "identity.proved_for_application"));
    expect(trail.map((e) => e.detail)).toEqual([{ provider: idp.current.issuer }]);
    expect(JSON.stringify(trail)).not.toContain(token);
  });

  it("shows the registrar the identity with the submission, and its account signs in with it", async () => {
    const token = await newApplication();
    await atProvider(app, mere, { application: token });
    await submitRegistration(desk.app, "mere.parata@example.test", token);
    // Submitted, it is no longer open to prove anything for.
    const closed = await call("GET", identityPaths.application(token));
    expect(closed.statusCode).toBe(404);

    const form = await storedForm(desk.database.db, token);
    const [submission] = await desk.database.db
      .select()
      .from(submissions)
      .where(eq(submissions.formId, form.id));
    const { client } = await desk.signedIn("registrar");
    const view = await client.call("GET", deskPaths.submission(submission!.id));
    expect(view.json().verifiedIdentity).toEqual({
      provider: "Test ID",
      name: "Mere Parata",
      verifiedAt: expect.any(String),
    });

    // Linked to the account the application made: the provider signs in to it.
    const signIn = await atProvider(app, mere);
    expect(signIn.fragment).toBe("identity");
    const session = await call("POST", identityPaths.session, {
      body: { token: signIn.token },
      key: signIn.key,
    });
    expect(session.json().userDetails.email).toBe("mere.parata@example.test");

    // An identity with an account already signs in rather than applying a second time.
    const again = await atProvider(app, mere, { application: await newApplication() });
    expect(again.location.pathname).toBe("/login");
    expect(again.fragment).toBe("identity");
  });
});
