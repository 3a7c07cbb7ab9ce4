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
  /** The address shown: a failure is forgotten when it changes (not remounting the screen). */
  address: string;
  children: ReactNode;
}
interface BoundaryState {
  address: string;
  error?: unknown;
}

/** Catches a screen's failure inside the layout, so the title bar and navigation stay usable. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { address: this.props.address };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.address === state.address ? null : { address: props.address, error: undefined };
  }

  override componentDidCatch(error: unknown) {
    console.error("A screen failed", error);
  }

  override render() {
    const { error } = this.state;
    return error === undefined ? this.props.children : <RouteError error={error} />;
  }
}
