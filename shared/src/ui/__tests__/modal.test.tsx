import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDialog } from '../confirm-dialog';
import { Modal, type ModalPosition, type ModalSize } from '../modal';
import * as s from '../modal.css';

jest.mock('identity-obj-proxy', () => require('./support/style-proxy').createStyleProxy());

afterEach(() => {
  document.getElementById('app-viewport')?.remove();
});

function addViewport() {
  const el = document.createElement('div');
  el.id = 'app-viewport';
  document.body.appendChild(el);
  return el;
}

describe('Modal', () => {
  it('renders nothing when closed', () => {
    render(<Modal open={false} onClose={() => {}} title="Nạp tiền" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is an aria-modal dialog named by its title', () => {
    render(
      <Modal open onClose={() => {}} title="Nạp tiền">
        nội dung
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Nạp tiền' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const labelId = dialog.getAttribute('aria-labelledby')!;
    expect(document.getElementById(labelId)).toHaveTextContent('Nạp tiền');
    expect(dialog).toHaveTextContent('nội dung');
  });

  it('portals into #app-viewport so it stays inside the phone frame', () => {
    const viewport = addViewport();
    const { container } = render(<Modal open onClose={() => {}} title="Rút tiền" />);
    const dialog = screen.getByRole('dialog');
    expect(viewport).toContainElement(dialog);
    expect(container).not.toContainElement(dialog);
  });

  it('falls back to document.body without #app-viewport', () => {
    const { container } = render(<Modal open onClose={() => {}} title="Rút tiền" />);
    const dialog = screen.getByRole('dialog');
    expect(container).not.toContainElement(dialog);
    expect(dialog.closest('[data-testid="modal-overlay"]')!.parentElement).toBe(document.body);
  });

  it('closes on Escape', () => {
    const onClose = jest.fn();
    render(<Modal open onClose={onClose} title="Nạp tiền" />);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document, { key: 'Enter' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ignores Escape when closeOnEscape is off', () => {
    const onClose = jest.fn();
    render(<Modal open onClose={onClose} title="Nạp tiền" closeOnEscape={false} />);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Escape closes only the topmost of nested dialogs', () => {
    const closeOuter = jest.fn();
    const closeInner = jest.fn();
    function Nested() {
      const [inner, setInner] = useState(false);
      return (
        <Modal open onClose={closeOuter} title="Mã QR thanh toán">
          <button onClick={() => setInner(true)}>mở</button>
          <Modal open={inner} onClose={closeInner} title="Bạn đang thoát khỏi mã QR code" />
        </Modal>
      );
    }
    render(<Nested />);
    fireEvent.click(screen.getByRole('button', { name: 'mở' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(closeInner).toHaveBeenCalledTimes(1);
    expect(closeOuter).not.toHaveBeenCalled();
  });

  it('does not close on overlay click by default', () => {
    const onClose = jest.fn();
    render(<Modal open onClose={onClose} title="Nạp tiền" />);
    fireEvent.click(screen.getByTestId('modal-overlay'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on overlay click when enabled, but not on clicks inside the dialog', () => {
    const onClose = jest.fn();
    render(
      <Modal open onClose={onClose} title="Nạp tiền" closeOnOverlayClick>
        <p>bên trong</p>
      </Modal>,
    );
    fireEvent.click(screen.getByText('bên trong'));
    fireEvent.click(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('modal-overlay'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not close when a press starts inside and ends on the overlay', () => {
    const onClose = jest.fn();
    render(<Modal open onClose={onClose} title="Nạp tiền" closeOnOverlayClick />);
    const overlay = screen.getByTestId('modal-overlay');
    fireEvent.mouseDown(screen.getByRole('dialog'));
    fireEvent.click(overlay);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('has a close button labelled Đóng', async () => {
    const onClose = jest.fn();
    render(<Modal open onClose={onClose} title="Nạp tiền" />);
    const close = screen.getByRole('button', { name: 'Đóng' });
    expect(close).toHaveAttribute('type', 'button');
    await userEvent.click(close);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it.each<ModalSize>(['sm', 'md', 'lg', 'xl'])('applies the %s size class', (size) => {
    render(<Modal open onClose={() => {}} title="x" size={size} />);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveClass(String(s.size[size]));
    for (const other of (['sm', 'md', 'lg', 'xl'] as const).filter((o) => o !== size)) {
      expect(dialog).not.toHaveClass(String(s.size[other]));
    }
    expect(dialog).toHaveAttribute('data-size', size);
  });

  it.each<ModalPosition>(['center', 'bottom'])('applies the %s position classes', (position) => {
    render(<Modal open onClose={() => {}} title="x" position={position} />);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveClass(String(s.panelPosition[position]));
    expect(screen.getByTestId('modal-overlay')).toHaveClass(String(s.overlayPosition[position]));
    const other = position === 'center' ? 'bottom' : 'center';
    expect(dialog).not.toHaveClass(String(s.panelPosition[other]));
    expect(dialog).toHaveAttribute('data-position', position);
  });

  it('defaults to md and center', () => {
    render(<Modal open onClose={() => {}} title="x" />);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveClass(String(s.size.md), String(s.panelPosition.center));
  });

  it('renders the footer and moves focus into the dialog, then back on close', () => {
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Nạp</button>
          <Modal open={open} onClose={() => setOpen(false)} title="Nạp tiền" footer={<button>Xác nhận</button>} />
        </>
      );
    }
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Nạp' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Xác nhận' })).toBeInTheDocument();
    expect(dialog).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});

describe('ConfirmDialog', () => {
  const base = {
    open: true,
    title: 'Bạn đang thoát khỏi mã QR code',
    message: 'Mã QR sẽ bị mất.',
    confirmLabel: 'Thoát',
    cancelLabel: 'Ở lại',
  };

  it('is an alertdialog with title and message, cancel focused first', () => {
    render(<ConfirmDialog {...base} onConfirm={() => {}} onCancel={() => {}} />);
    const dialog = screen.getByRole('alertdialog', { name: base.title });
    expect(dialog).toHaveAccessibleDescription('Mã QR sẽ bị mất.');
    expect(screen.getByRole('button', { name: 'Ở lại' })).toHaveFocus();
  });

  it('calls onConfirm and onCancel', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(<ConfirmDialog {...base} danger onConfirm={onConfirm} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Thoát' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Ở lại' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('cannot be dismissed or confirmed twice while busy', () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(<ConfirmDialog {...base} busy onConfirm={onConfirm} onCancel={onCancel} />);
    const confirm = screen.getByRole('button', { name: 'Thoát' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Ở lại' })).toBeDisabled();
    fireEvent.click(confirm);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('uses Vietnamese defaults for the buttons', () => {
    render(<ConfirmDialog open title="Đăng xuất?" onConfirm={() => {}} onCancel={() => {}} />);
    expect(screen.getByRole('button', { name: 'Xác nhận' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hủy' })).toBeInTheDocument();
  });
});
