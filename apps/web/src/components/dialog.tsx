import type { FormEvent, ReactNode } from "react";
import Modal, { type ModalProps } from "react-bootstrap/Modal";

export type DialogProps = {
  /** The title's id: the dialog is labelled by it. */
  titleId: string;
  title: ReactNode;
  /** A × in the header that closes it (with Escape and the backdrop, through `onHide`). */
  closeButton?: boolean;
  /** The buttons at its foot. */
  footer?: ReactNode;
  /**
   * For a dialog that only shows something or offers a choice: the label of the one button at
   * its foot, which closes it as the × in its header (given with it) does.
   */
  dismiss?: string;
  /**
   * Makes the dialog one form (the browser's own checks off), which a submit button at its
   * foot sends.
   */
  onSubmit?(event: FormEvent<HTMLFormElement>): void;
  children: ReactNode;
} & Omit<ModalProps, "title" | "children" | "aria-labelledby" | "centered" | "onSubmit">;

/**
 * A centred modal dialog in the portal's markup: labelled by its title, an `h2` the size of
 * an `h5` (the page keeps its one `h1`), then its body and the buttons at its foot.
 */
export function Dialog({
  titleId,
  title,
  dismiss,
  closeButton = dismiss !== undefined,
  footer,
  onSubmit,
  children,
  ...modal
}: DialogProps) {
  const foot = footer ?? (
    <button type="button" className="btn btn-secondary" onClick={modal.onHide}>
      {dismiss}
    </button>
  );
  const content = (
    <>
      <Modal.Header closeButton={closeButton} closeLabel="Close">
        <Modal.Title as="h2" id={titleId} className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>{foot}</Modal.Footer>
    </>
  );
  return (
    // The focus goes back to where it was, which the dialog's open page kept in view: it is not
    // scrolled to, so closing leaves the page where the user was reading.
    <Modal
      restoreFocusOptions={{ preventScroll: true }}
      {...modal}
      aria-labelledby={titleId}
      centered
    >
      {onSubmit ? (
        <form noValidate onSubmit={onSubmit}>
          {content}
        </form>
      ) : (
        content
      )}
    </Modal>
  );
}
