import { http, HttpResponse } from 'msw';
import { server } from '@agency/testing';

// The browser loader and the render server read a remote's manifest before loading it (the
// compatibility gate); unless a test serves one, a manifest records no singletons to check.
beforeEach(() => server.use(http.get('*/mf-manifest.json', () => HttpResponse.json({}))));

// jsdom has <dialog> but not its modal API. This stands in for what the browser does: showModal()
// opens it and focuses its first focusable element (the dialog focusing steps), close() closes
// it and fires `close`, Escape on an open modal dialog fires a
// cancelable `cancel` and then closes it. Making the page behind inert is left to real browsers;
// tests spy on showModal to tell a modal dialog from a plain `open` one.
// The render server's tests run in Node, without a DOM.
if (typeof HTMLDialogElement !== 'undefined') {
  const modalDialogs = new Set<HTMLDialogElement>();

  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    this.setAttribute('open', '');
    modalDialogs.add(this);
    this.querySelector<HTMLElement>(
      '[autofocus], a[href], button:not([disabled]), input:not([disabled]), select, textarea',
    )?.focus();
  };

  HTMLDialogElement.prototype.close = function close(
    this: HTMLDialogElement,
    returnValue?: string,
  ) {
    if (!this.open) return;
    this.removeAttribute('open');
    modalDialogs.delete(this);
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.dispatchEvent(new Event('close'));
  };

  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const dialog = [...modalDialogs].filter((d) => d.isConnected).at(-1);
    if (!dialog) return;
    if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
  });

  afterEach(() => modalDialogs.clear());
}
