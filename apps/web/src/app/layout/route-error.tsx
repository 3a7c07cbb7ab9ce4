import { Component, type ReactNode } from "react";

/** Shown in the layout when a screen fails to load or render (e.g. a chunk after a deploy). */
export function RouteError({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : undefined;
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

interface BoundaryProps {
  /** The page's path: going to another page tries again. */
  path: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
}

/**
 * Catches a screen that throws while loading or rendering and shows RouteError in its place;
 * the layout around it stays usable. A navigation elsewhere clears the error (without
 * remounting the screens of working pages).
 */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, failed: true };
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (this.state.failed && previous.path !== this.props.path) {
      this.setState({ error: undefined, failed: false });
    }
  }

  override componentDidCatch(error: unknown): void {
    console.error("A screen could not be shown", error);
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
