import { useLocation, useNavigate } from 'react-router';

interface ModalHistoryState {
  modal?: string;
}

/**
 * Modals that own one history entry between them (spec 4: the browser's back button closes modals and
 * does not leave the page). Opening pushes the same address with the modal's name in the history state;
 * going from one of them to another replaces that entry instead of stacking; back, or closing, pops it.
 */
export function useHistoryModals<Name extends string>(names: readonly Name[]) {
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? null) as ModalHistoryState | null;
  const open = names.find((name) => name === state?.modal) ?? null;

  return {
    open,
    show(name: Name) {
      if (open === name) return;
      const { pathname, search, hash } = location;
      void navigate(
        { pathname, search, hash },
        { state: { ...state, modal: name }, replace: open !== null, preventScrollReset: true },
      );
    },
    close() {
      if (open !== null) void navigate(-1);
    },
  };
}

/** A single modal that owns a history entry (see `useHistoryModals`). */
export function useHistoryModal(name: string) {
  const { open, show, close } = useHistoryModals([name]);
  return { isOpen: open !== null, open: () => show(name), close };
}
