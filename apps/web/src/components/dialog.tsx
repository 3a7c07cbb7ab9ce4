import type { FormEvent, ReactNode } from "react";
import Modal, { type ModalProps } from "react-bootstrap/Modal";

export type DialogProps = {
  /** The title's id: the dialog is labelled by it. */
  titleId: string;
  title: ReactNode;
  /** A × in the header that closes it (with Escape and the backdrop, through `onHide`). */
  closeButton?: boolean;
  /** The buttons at its foot. */
  footer: ReactNode;
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
  closeButton = false,
  footer,
  onSubmit,
  children,
  ...modal
}: DialogProps) {
  const content = (
    <>
      <Modal.Header closeButton={closeButton} closeLabel="Close">
        <Modal.Title as="h2" id={titleId} className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>{footer}</Modal.Footer>
    </>
  );
  return (
    <Modal {...modal} aria-labelledby={titleId} centered>
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
