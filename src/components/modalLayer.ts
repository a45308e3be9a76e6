/**
 * The stack of open modal dialogs and what it makes inert. Each dialog lives in its own
 * container at the end of <body>; while any is open, every other child of <body> is inert
 * (no focus, no pointer, hidden from assistive technology) except the top dialog and the
 * elements marked `data-modal-exempt` (the toast stack and its live region, so notifications
 * stay visible, clickable and announced above a dialog). Escape belongs to the top dialog only.
 */
const stack: HTMLElement[] = [];
/** The elements we made inert, so we never clear an `inert` someone else set. */
const madeInert = new Set<Element>();

const apply = () => {
  const top = stack.at(-1);
  for (const element of madeInert) {
    element.removeAttribute('inert');
  }
  madeInert.clear();
  if (!top) return;
  for (const child of document.body.children) {
    if (child === top || child.hasAttribute('data-modal-exempt') || child.hasAttribute('inert')) continue;
    child.setAttribute('inert', '');
    madeInert.add(child);
  }
};

/** Puts `container` on top of the stack; the returned function takes it off again. */
export const openModal = (container: HTMLElement): (() => void) => {
  stack.push(container);
  apply();
  return () => {
    const at = stack.indexOf(container);
    if (at >= 0) stack.splice(at, 1);
    apply();
  };
};

export const isTopModal = (container: HTMLElement): boolean => stack.at(-1) === container;
