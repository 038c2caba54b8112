import type { Announcement } from '../hooks/use-announcer';

/**
 * The live region is always in the page (a region created together with its text is often not read
 * out); the toast inside it comes and goes.
 */
export function GameToast({ announcement }: { announcement: Announcement | null }) {
  return (
    <div className="game-toast-region" role="status" aria-live="polite" aria-atomic="true">
      {announcement ? (
        <p key={announcement.id} className={`game-toast game-toast--${announcement.tone}`}>
          {announcement.text}
        </p>
      ) : null}
    </div>
  );
}
