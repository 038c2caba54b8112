import { useLocation, useNavigate } from 'react-router';

interface ModalHistoryState {
  modal?: string;
}

/**
 * A modal that owns a history entry (spec 4: the browser's back button closes modals). Opening pushes
 * the same address with the modal's name in the history state; back, or closing, pops it.
 */
export function useHistoryModal(name: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? null) as ModalHistoryState | null;
  const isOpen = state?.modal === name;

  return {
    isOpen,
    open() {
      if (isOpen) return;
      const { pathname, search, hash } = location;
      void navigate(
        { pathname, search, hash },
        { state: { ...state, modal: name }, preventScrollReset: true },
      );
    },
    close() {
      if (isOpen) void navigate(-1);
    },
  };
}
