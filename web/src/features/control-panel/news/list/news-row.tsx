import { Link } from 'react-router';
import type { NewsItemView } from '../../../../../../contracts/news.codec';
import { TrashIcon } from '../../../../components/ui/account-icons';
import { ActiveSwitch } from '../../shell/active-switch';
import { EditIcon } from '../../shell/edit-icon';
import type { PanelFormats } from '../../shell/panel-formats';
import { useNewsText } from '../i18n/texts';
import { editNewsPath } from '../news-paths';
import { NewsGlyph, PollGlyph } from './news-glyphs';

interface NewsRowProps {
  item: NewsItemView;
  formats: PanelFormats;
  busy: boolean;
  onToggle: (active: boolean) => void;
  onDelete: () => void;
}

/** One news item: its picture, title, whether players see it, its polls, and what can be done to it. */
export function NewsRow({ item, formats, busy, onToggle, onDelete }: NewsRowProps) {
  const { t } = useNewsText();
  const title = item.title || t('list.untitled');
  const responses = item.polls.reduce((sum, poll) => sum + poll.totalResponses, 0);
  const edited = item.updatedAt !== item.createdAt;
  return (
    <li className={`cp-news-row${item.active ? ' is-active' : ''}`}>
      <div className="cp-news-row__main">
        {item.imagePath ? (
          <img className="cp-news-row__thumb" src={item.imagePath} alt="" loading="lazy" decoding="async" />
        ) : (
          <span className="cp-news-row__thumb cp-news-row__thumb--none" aria-hidden="true">
            <NewsGlyph width={22} height={22} />
          </span>
        )}
        <div className="cp-news-row__what">
          <span className={`cp-news-status${item.active ? ' cp-news-status--active' : ''}`}>
            {t(item.active ? 'status.active' : 'status.hidden')}
          </span>
          <Link to={editNewsPath(item._id)} className="cp-news-row__title">
            {title}
          </Link>
          <p className="cp-news-row__meta">
            <span>
              {edited
                ? t('list.updated', { time: formats.moment(item.updatedAt) })
                : t('list.created', { time: formats.moment(item.createdAt) })}
            </span>
            {item.polls.length > 0 ? (
              <span className="cp-news-row__polls">
                <PollGlyph width={14} height={14} aria-hidden="true" />
                {t('list.polls', { count: item.polls.length })} · {t('list.responses', { count: responses })}
              </span>
            ) : null}
          </p>
        </div>
      </div>
      <div className="cp-row-actions cp-news-row__actions">
        <span className="cp-row-switch">
          <span className="cp-row-switch__label" aria-hidden="true">
            {t('actions.visible')}
          </span>
          <ActiveSwitch
            checked={item.active}
            onChange={onToggle}
            busy={busy}
            compact
            label={t('actions.visibleNamed', { title })}
            onText={t('switch.on')}
            offText={t('switch.off')}
          />
        </span>
        <span className="cp-row-buttons">
          {item.polls.length > 0 ? (
            <Link
              to={editNewsPath(item._id, 'results')}
              className="button button--ghost button--small"
              aria-label={t('actions.resultsNamed', { title })}
            >
              <PollGlyph width={16} height={16} />
              <span aria-hidden="true">{t('actions.results')}</span>
            </Link>
          ) : null}
          <Link
            to={editNewsPath(item._id)}
            className="button button--secondary button--small"
            aria-label={t('actions.editNamed', { title })}
          >
            <EditIcon width={16} height={16} />
            <span aria-hidden="true">{t('actions.edit')}</span>
          </Link>
          <button
            type="button"
            className="button button--ghost button--small cp-news-danger"
            aria-label={t('actions.deleteNamed', { title })}
            onClick={onDelete}
          >
            <TrashIcon width={16} height={16} />
            <span className="cp-row-delete-text" aria-hidden="true">
              {t('actions.delete')}
            </span>
          </button>
        </span>
      </div>
    </li>
  );
}
