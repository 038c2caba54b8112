import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { ForfeitConfirm } from './forfeit-confirm';

interface ForfeitModalProps {
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function ForfeitModal({ busy, onConfirm, onClose }: ForfeitModalProps) {
  const { t } = useTranslation();
  return (
    <Modal title={t('game.forfeit.title')} onClose={onClose}>
      <ForfeitConfirm busy={busy} onConfirm={onConfirm} onCancel={onClose} />
    </Modal>
  );
}
