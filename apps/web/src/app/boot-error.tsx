import { resolveError } from "../lib/error-message.ts";

/** The portal cannot start without its configuration: say so, and offer a retry. */
export function BootError({ error }: { error: unknown }) {
  return (
    <main className="container-lg py-5">
      <h1 className="h3">The portal could not start</h1>
      <div className="alert alert-danger" role="alert">
        <p>Its settings could not be loaded from the server.</p>
        <p className="mb-0">{resolveError(error).message}</p>
      </div>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        Try again
      </button>
    </main>
  );
}
