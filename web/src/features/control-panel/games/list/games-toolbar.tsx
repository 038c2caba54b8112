import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlusIcon } from '../../../../components/ui/icons';
import { importPath, newGamePath, reorderPath } from '../games-paths';
import { UploadIcon, DragIcon } from '../shared/games-icons';

/** The list's ways on: a new game (its date is filled in from the next free day), reorder, import. */
export function GamesToolbar() {
  const { t } = useTranslation();
  return (
    <div className="split-row cp-toolbar">
      <Link to={newGamePath()} className="button button--primary">
        <PlusIcon />
        {t('controlPanel.games.list.new')}
      </Link>
      <div className="cp-toolbar__more">
        <Link to={reorderPath()} className="button button--secondary button--small">
          <DragIcon width={18} height={18} />
          {t('controlPanel.games.list.reorder')}
        </Link>
        <Link to={importPath()} className="button button--secondary button--small">
          <UploadIcon width={18} height={18} />
          {t('controlPanel.games.list.import')}
        </Link>
      </div>
    </div>
  );
}
