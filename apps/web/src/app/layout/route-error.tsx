import { isRouteErrorResponse, useRouteError } from "react-router";

/** Shown in the layout when a screen fails to load or render (e.g. a chunk after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <div className="alert alert-danger" role="alert">
      <h2 className="h5">This page could not be shown</h2>
      <p>
        Something has gone wrong at our end. Please{" "}
        <a href={window.location.href}>reload the page</a> and try again.
      </p>
      {detail && <p className="small mb-0">Details: {detail}</p>}
    </div>
  );
}
