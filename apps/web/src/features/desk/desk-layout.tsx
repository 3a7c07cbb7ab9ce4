import { type DeskAccess, deskPaths, mayUseDesk, messageResponseSchema } from "@portal/contract";
import { Suspense, useEffect } from "react";
import { Link, Outlet, useNavigate } from "react-router";
import { LoadingBanner } from "../../components/loading-banner.tsx";
import { SiteFooter } from "../../components/site-footer.tsx";
import { deskCall } from "./desk-api.ts";
import { useDeskSession } from "./desk-session.tsx";

const DESK_TITLE = "Registrar's desk";

/** The desk's parts, each shown only to the roles that may use it. */
const links: readonly { to: string; text: string; access: DeskAccess }[] = [
  { to: "/desk", text: "Queue", access: "registry" },
  { to: "/desk/cases", text: "Cases", access: "cases" },
  { to: "/desk/rounds", text: "Renewal rounds", access: "admin" },
  { to: "/desk/recertification", text: "Recertification", access: "registry" },
  { to: "/desk/recertification/peers", text: "Peer relationships", access: "registry" },
  { to: "/desk/audit", text: "Audit", access: "admin" },
];

/** The desk's own frame: its title, the staff member signed in and Sign out; no portal parts. */
export function DeskLayout() {
  const { staff, signedOut } = useDeskSession();
  const navigate = useNavigate();
  useEffect(() => {
    document.title = DESK_TITLE;
  }, []);
  const signOut = async () => {
    // The session ends here whatever the answer: a failed call leaves at worst a cookie that
    // times out, and the staff member asked to leave.
    await deskCall(deskPaths.signOut, messageResponseSchema, { method: "POST" }).catch(() => {});
    signedOut();
    navigate("/desk/sign-in");
  };
  return (
    <>
      <a href="#desk-content" className="skip-link visually-hidden-focusable">
        Skip to main content
      </a>
      <header className="desk-header navbar navbar-dark bg-dark">
        <div className="container-xl">
          <h1 className="navbar-brand h4 mb-0">
            <Link to="/desk" className="text-white text-decoration-none">
              {DESK_TITLE}
            </Link>
          </h1>
          {staff && (
            <nav aria-label="Desk" className="d-flex flex-wrap align-items-center gap-3 text-white">
              {links
                .filter((link) => mayUseDesk(staff.role, link.access))
                .map((link) => (
                  <Link key={link.to} to={link.to} className="link-light">
                    {link.text}
                  </Link>
                ))}
              <span data-testid="desk-staff-email">{staff.email}</span>
              <button type="button" className="btn btn-outline-light btn-sm" onClick={signOut}>
                Sign out
              </button>
            </nav>
          )}
        </div>
      </header>
      <main id="desk-content" tabIndex={-1} className="container-xl py-4">
        <Suspense fallback={<LoadingBanner />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </>
  );
}
