// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { DeleteConfirmDialog } from './delete-confirm-dialog';
import { LoginRequiredDialog } from './login-required-dialog';
import { Modal } from './modal';

afterEach(cleanup);

const renderDialog = (open = true) => {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  const view = render(
    <>
      <button type="button">바깥 버튼</button>
      <ConfirmDialog
        open={open}
        title="저장할까요?"
        message="변경 내용이 저장됩니다."
        confirmLabel="저장"
        cancelLabel="취소"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    </>,
  );
  return { onConfirm, onCancel, ...view };
};

describe('ConfirmDialog', () => {
  it('renders nothing while closed', () => {
    renderDialog(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a labelled, described modal dialog with focus on the confirm button', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: '저장할까요?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const describedBy = dialog.getAttribute('aria-describedby');
    expect(describedBy && document.getElementById(describedBy)?.textContent).toBe('변경 내용이 저장됩니다.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '저장' }));
  });

  it('confirms and cancels with its buttons', () => {
    const { onConfirm, onCancel } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: '취소' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('cancels on Escape and on a click on the backdrop, but not on a click inside', () => {
    const { onCancel, onConfirm } = renderDialog();
    fireEvent.click(screen.getByRole('dialog'));
    expect(onCancel).not.toHaveBeenCalled();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByTestId('dialog-backdrop'));
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('keeps Tab inside the dialog', () => {
    renderDialog();
    const cancel = screen.getByRole('button', { name: '취소' });
    const confirm = screen.getByRole('button', { name: '저장' });
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(cancel);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(confirm);
  });

  it('gives focus back to the element that had it when it closes', () => {
    const { rerender, onConfirm, onCancel } = renderDialog(false);
    const outside = screen.getByRole('button', { name: '바깥 버튼' });
    outside.focus();
    const dialog = (open: boolean) => (
      <>
        <button type="button">바깥 버튼</button>
        <ConfirmDialog
          open={open}
          title="저장할까요?"
          confirmLabel="저장"
          cancelLabel="취소"
          onConfirm={onConfirm}
          onCancel={onCancel}
        />
      </>
    );
    rerender(dialog(true));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '저장' }));
    rerender(dialog(false));
    expect(document.activeElement).toBe(outside);
  });
});

describe('the catalogued dialogs', () => {
  it('LoginRequiredDialog asks to log in with 취소 / 로그인', () => {
    const onLogin = vi.fn();
    const onCancel = vi.fn();
    render(<LoginRequiredDialog open onLogin={onLogin} onCancel={onCancel} />);
    expect(screen.getByRole('dialog', { name: '로그인이 필요합니다' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    fireEvent.click(screen.getByRole('button', { name: '취소' }));
    expect(onLogin).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('DeleteConfirmDialog asks 정말 삭제하시겠습니까? and locks its buttons while pending', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { rerender } = render(<DeleteConfirmDialog open onConfirm={onConfirm} onCancel={onCancel} />);
    expect(screen.getByRole('dialog', { name: '정말 삭제하시겠습니까?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '삭제' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);

    rerender(<DeleteConfirmDialog open pending onConfirm={onConfirm} onCancel={onCancel} />);
    const del = screen.getByRole('button', { name: '삭제' });
    expect(del).toHaveProperty('disabled', true);
    expect(del.getAttribute('aria-busy')).toBe('true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
  });
});

describe('Modal', () => {
  it('closes with its 닫기 button and Escape', () => {
    const onClose = vi.fn();
    render(
      <Modal open title="공유하기" onClose={onClose}>
        <p>내용</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: '공유하기' });
    expect(document.activeElement).toBe(dialog);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '닫기' }));
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
